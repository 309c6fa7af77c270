import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { expectDisabledReason, expectRefused, expectUsable } from '../../../../test/disabledReason.ts';
import { RoleForm } from './RoleForm.tsx';

function setup(role: { _id: string; name: string; rate: number } | null = null) {
  const onSave = vi.fn();
  render(
    <RoleForm
      role={role}
      usedNames={['Developer', ...(role ? [role.name] : [])]}
      suggestions={['Developer', 'Designer']}
      saving={false}
      onSave={onSave}
      onCancel={() => {}}
    />,
  );
  const save = () => screen.getByRole('button', { name: 'Save' });
  return { onSave, save };
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('RoleForm', () => {
  it("keeps Save disabled until a role and a rate are given, with the spec's messages", async () => {
    const { onSave, save } = setup();
    expect(screen.getByRole('dialog', { name: 'Add Role' })).toBeInTheDocument();
    expectRefused(save());
    // Save says what it waits for (issue 14).
    await expectDisabledReason(save(), 'Enter a role not on the project yet and its hourly rate first');
    type('Role', 'Architect');
    type('Role', '');
    expect(await screen.findByText('Role is required')).toBeInTheDocument();
    type('Role', 'Architect');
    type('Hourly Rate', '-5');
    fireEvent.blur(screen.getByLabelText('Hourly Rate'));
    expect(await screen.findByText('Provide a positive value')).toBeInTheDocument();
    expectRefused(save());
    type('Hourly Rate', '');
    fireEvent.blur(screen.getByLabelText('Hourly Rate'));
    expect(await screen.findByText('Hourly rate is required')).toBeInTheDocument();
    type('Hourly Rate', '0');
    fireEvent.blur(screen.getByLabelText('Hourly Rate'));
    await waitFor(() => expectUsable(save()));
    expect(save()).not.toHaveAccessibleDescription();
    fireEvent.click(save());
    expect(onSave).toHaveBeenCalledWith({ name: 'Architect', rate: 0 });
  });

  it('refuses a name already used on the project and lists it disabled', async () => {
    const { save } = setup();
    type('Role', 'developer');
    type('Hourly Rate', '100');
    expect(await screen.findByText('This role already exists on the project')).toBeInTheDocument();
    expectRefused(save());
    type('Role', 'De');
    const used = await screen.findByTitle('Developer');
    expect(used.closest('.ant-select-item-option')).toHaveClass('ant-select-item-option-disabled');
  });

  it('edits a role keeping its own name allowed', async () => {
    const { onSave, save } = setup({ _id: 'r1', name: 'Designer', rate: 90 });
    expect(screen.getByRole('dialog', { name: 'Edit Role' })).toBeInTheDocument();
    type('Hourly Rate', '95.5');
    fireEvent.blur(screen.getByLabelText('Hourly Rate'));
    await waitFor(() => expectUsable(save()));
    fireEvent.click(save());
    expect(onSave).toHaveBeenCalledWith({ name: 'Designer', rate: 95.5 });
  });
});
