import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectRefused, expectUsable } from '../../test/disabledReason.ts';
import { graphqlError } from '../../test/fakeServer.ts';
import { renderApp } from '../../test/renderApp.tsx';
import { callsOf, NOT_CONNECTED, server } from './integrationsTesting.ts';
import { resultColumns } from './SuiteqlPage.tsx';

describe('/super-admin/integrations (S-015, S-016)', () => {
  it('links to the three accounting-system pages and into NetSuite', async () => {
    renderApp('/super-admin/integrations', server({}));
    await screen.findByRole('heading', { name: 'Integrations', level: 1 });
    expect(screen.getByRole('link', { name: /Timesheet Syncs/ })).toHaveAttribute(
      'href',
      '/super-admin/integrations/netsuite/syncs',
    );
    expect(screen.getByRole('link', { name: /SuiteQL Console/ })).toHaveAttribute(
      'href',
      '/super-admin/integrations/netsuite/suiteql',
    );
    expect(screen.getByRole('link', { name: /Project Sync Utilities/ })).toHaveAttribute(
      'href',
      '/super-admin/integrations/netsuite/project-sync-utilities',
    );
    const open = await screen.findByRole('link', { name: /Open NetSuite/ });
    expect(open.getAttribute('href')).toMatch(/^https:\/\/tstdrv1(-sb1)?\.app\.netsuite\.com$/);
  });

  it('says so when the accounting system is not connected', async () => {
    renderApp('/super-admin/integrations', server({}, false));
    expect(await screen.findByText(NOT_CONNECTED)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Open NetSuite/ })).not.toBeInTheDocument();
  });
});

describe('/super-admin/integrations/netsuite/suiteql (S-021..S-023)', () => {
  it('takes its columns from the rows’ keys', () => {
    expect(
      resultColumns([
        { id: '1', name: 'a' },
        { id: '2', email: 'x' },
      ]),
    ).toEqual(['id', 'name', 'email']);
  });

  it('runs a query (never an empty one) and shows the rows in a table keyed by column', async () => {
    const fake = server({
      RunSuiteql: () => ({
        body: {
          data: {
            admin: {
              __typename: 'AdminQueries',
              suiteql: [
                { id: '7', companyname: 'Apollo' },
                { id: '8', companyname: 'Zeus', entityid: 'Z-1' },
              ],
            },
          },
        },
      }),
    });
    renderApp('/super-admin/integrations/netsuite/suiteql', fake);
    const run = await screen.findByRole('button', { name: /Run/ });
    const box = screen.getByLabelText('SuiteQL query');
    expectRefused(run);
    fireEvent.change(box, { target: { value: '   ' } });
    expectRefused(run);
    fireEvent.change(box, { target: { value: 'SELECT id, companyname FROM job' } });
    expectUsable(run);
    fireEvent.click(run);
    const table = await screen.findByRole('region', { name: 'Results' });
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((header) => header.textContent)).toEqual(['id', 'companyname', 'entityid']);
    expect(within(table).getByText('Zeus')).toBeInTheDocument();
    expect(screen.getByText('2 rows')).toBeInTheDocument();
    expect(callsOf(fake, 'RunSuiteql')).toEqual([{ query: 'SELECT id, companyname FROM job' }]);
  });

  it('shows an error in a red box', async () => {
    renderApp(
      '/super-admin/integrations/netsuite/suiteql',
      server({ RunSuiteql: () => graphqlError('CONFLICT', "Record 'nowhere' was not found.") }),
    );
    fireEvent.change(await screen.findByLabelText('SuiteQL query'), {
      target: { value: 'SELECT * FROM nowhere' },
    });
    fireEvent.click(screen.getByRole('button', { name: /Run/ }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("Record 'nowhere' was not found.");
    expect(alert).toHaveClass('integrations__result-box');
  });
});
