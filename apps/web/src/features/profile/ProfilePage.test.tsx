import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { appServer, employee } from '../../test/fixtures.ts';
import { renderApp } from '../../test/renderApp.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

function row(label: string) {
  const header = screen.getByText(label, { selector: 'th, th *' });
  const cells = header.closest('tr');
  if (!cells) throw new Error(`no row ${label}`);
  return within(cells);
}

describe('/user/profile', () => {
  it("shows the signed-in user's details", async () => {
    renderApp('/user/profile', appServer({ me: { ...employee, groups: ['project-management'] } }));
    expect(await screen.findByRole('heading', { name: 'Erin Employee' })).toBeInTheDocument();
    expect(row('Title').getByText('Consultant')).toBeInTheDocument();
    expect(row('E-mail').getByText('employee@example.com')).toBeInTheDocument();
    expect(row('Groups').getByText('Project Management')).toBeInTheDocument();
    expect(row('Employee type').getByText('W-2')).toBeInTheDocument();
    expect(row('Department').getByText('Delivery')).toBeInTheDocument();
    expect(row('Payroll ID').getByText('P-1001')).toBeInTheDocument();
    expect(row('Supervisor').getByText('Pat Manager · pm@example.com')).toBeInTheDocument();
  });
});
