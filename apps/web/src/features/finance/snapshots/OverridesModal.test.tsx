import type { OverrideRule } from '@tally/domain/finance/overrides';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectDisabledReason, expectRefused, expectUsable } from '../../../test/disabledReason.ts';
import { fakeServer } from '../../../test/fakeServer.ts';
import { renderWithProviders } from '../../../test/renderApp.tsx';
import { OverridesModal } from './OverridesModal.tsx';

const RULE: OverrideRule = {
  conditions: [{ field: 'project', value: 'Apollo' }],
  override: { department: 'Delivery' },
};

function renderModal(saved: OverrideRule[] = [RULE], saveResult = true) {
  const onSave = vi.fn(async (_rules: readonly OverrideRule[]) => saveResult);
  const onClose = vi.fn();
  renderWithProviders(<OverridesModal saved={saved} onSave={onSave} onClose={onClose} />, fakeServer());
  return { onSave, onClose };
}

const dialog = () => document.querySelector('.overrides-modal') as HTMLElement;
/** A button by its text; icons add their own name before it. */
const button = (name: string, within_: HTMLElement = dialog()) =>
  within(within_).getByRole('button', { name: new RegExp(`${name}$`) });

/** Answers the open confirmation with its Yes button, after checking its text. */
async function confirmWith(text: string) {
  const box = await screen.findByText(text);
  const confirm = box.closest('.ant-modal') as HTMLElement;
  fireEvent.click(within(confirm).getByRole('button', { name: 'Yes' }));
}

/** The rule editor, found by its title (antd nests it beside the overrides dialog). */
async function editorDialog(title: string) {
  return (await screen.findByText(title)).closest('.ant-modal') as HTMLElement;
}

async function chooseField(label: string, field: string) {
  const select = screen.getByRole('combobox', { name: label });
  fireEvent.mouseDown(select);
  const options = await screen.findAllByTitle(field);
  fireEvent.click(options[options.length - 1]!);
}

describe('Field Overrides (F-063..F-073)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('lists the rules with their conditions and overrides, and marks unsaved changes (F-063, F-064)', async () => {
    renderModal();
    expect(await screen.findByText('project = Apollo')).toBeInTheDocument();
    expect(screen.getByText('department → Delivery')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Conditions' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Overrides' })).toBeInTheDocument();
    expect(screen.queryByText('(unsaved changes)')).not.toBeInTheDocument();
    expectRefused(button('Save Changes'));
    expectRefused(button('Revert Changes'));

    fireEvent.click(button('Duplicate'));
    expect(screen.getAllByText('project = Apollo')).toHaveLength(2);
    expect(screen.getByText('(unsaved changes)')).toBeInTheDocument();
    // Revert Changes restores the saved rules (F-072).
    fireEvent.click(button('Revert Changes'));
    expect(screen.getAllByText('project = Apollo')).toHaveLength(1);
    expect(screen.queryByText('(unsaved changes)')).not.toBeInTheDocument();
  });

  it('removes a rule and clears all after confirming (F-064, F-065)', async () => {
    renderModal([RULE, { ...RULE, override: { role: 'Lead' } }]);
    fireEvent.click(within(dialog()).getAllByRole('button', { name: 'Remove' })[0]!);
    await confirmWith('Are you sure you want to delete this override rule?');
    await waitFor(() => expect(screen.queryByText('department → Delivery')).not.toBeInTheDocument());
    expect(screen.getByText('role → Lead')).toBeInTheDocument();
    fireEvent.click(button('Clear All'));
    await confirmWith('Are you sure you want to clear all overrides?');
    expect(
      await screen.findByText('No override rules. Add one to rewrite report fields.'),
    ).toBeInTheDocument();
  });

  it('adds a rule through the editor, whose Save waits for a complete rule (F-066), and saves the list (F-071)', async () => {
    const { onSave } = renderModal([]);
    fireEvent.click(button('Add'));
    const editor = await editorDialog('Add Rule');
    const save = within(editor).getByRole('button', { name: 'Save' });
    expectRefused(save);
    // Value inputs are disabled until a field is chosen.
    expect(within(editor).getByRole('textbox', { name: 'Condition 1 value' })).toBeDisabled();
    await expectDisabledReason(
      within(editor).getByRole('textbox', { name: 'Condition 1 value' }),
      'Choose a field first',
    );
    await chooseField('Condition 1 field', 'project');
    const conditionValue = within(editor).getByRole('textbox', { name: 'Condition 1 value' });
    expect(conditionValue).toBeEnabled();
    fireEvent.change(conditionValue, { target: { value: 'Apollo' } });
    expectRefused(save);
    expect(within(editor).getByRole('status')).toHaveTextContent('Every override needs a field and a value.');
    expect(save).toHaveAccessibleDescription('Every override needs a field and a value.');
    await chooseField('Override 1 field', 'role');
    fireEvent.change(within(editor).getByRole('textbox', { name: 'Override 1 value' }), {
      target: { value: '<user.title>' },
    });
    expectUsable(save);
    fireEvent.click(save);
    expect(await screen.findByText('project = Apollo')).toBeInTheDocument();
    expect(screen.getByText('role → <user.title>')).toBeInTheDocument();
    expect(screen.getByText('(unsaved changes)')).toBeInTheDocument();

    fireEvent.click(button('Save Changes'));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]![0]).toEqual([
      { conditions: [{ field: 'project', value: 'Apollo' }], override: { role: '<user.title>' } },
    ]);
  });

  it('edits a rule in place', async () => {
    renderModal();
    fireEvent.click(button('Edit'));
    const editor = await editorDialog('Edit Rule');
    fireEvent.change(within(editor).getByRole('textbox', { name: 'Override 1 value' }), {
      target: { value: 'Ops' },
    });
    fireEvent.click(within(editor).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('department → Ops')).toBeInTheDocument();
    expect(screen.queryByText('department → Delivery')).not.toBeInTheDocument();
  });

  it('imports a file: bad JSON and non-arrays are refused, a valid list replaces the rules after confirming (F-070)', async () => {
    renderModal();
    const input = screen.getByLabelText('Import rules file') as HTMLInputElement;
    const pick = (text: string) =>
      fireEvent.change(input, {
        target: { files: [new File([text], 'rules.json', { type: 'application/json' })] },
      });
    pick('{oops');
    expect(await screen.findByText('Failed to import: Invalid JSON.')).toBeInTheDocument();
    pick('{"a": 1}');
    expect(await screen.findByText('Invalid format: JSON must be an array.')).toBeInTheDocument();
    pick(
      JSON.stringify([{ conditions: [{ field: 'hours', value: '8' }], override: { comment: 'Full day' } }]),
    );
    await confirmWith('Are you sure you want to import and overwrite your current overrides?');
    expect(await screen.findByText('hours = 8')).toBeInTheDocument();
    expect(screen.queryByText('project = Apollo')).not.toBeInTheDocument();
  });

  it('exports the working rules as timesheet-daily-snapshot-overrides.json (F-069)', async () => {
    renderModal();
    const blobs: Blob[] = [];
    const names: string[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:x';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    fireEvent.click(button('Export Rules'));
    expect(names).toEqual(['timesheet-daily-snapshot-overrides.json']);
    expect(JSON.parse(await blobs[0]!.text())).toEqual([RULE]);
  });

  it('closes at once when clean, and asks before discarding unsaved changes (F-073)', async () => {
    const clean = renderModal();
    fireEvent.click(button('Close'));
    expect(clean.onClose).toHaveBeenCalledTimes(1);
  });

  it('asks before closing with unsaved changes', async () => {
    const { onClose } = renderModal();
    fireEvent.click(button('Duplicate'));
    fireEvent.click(button('Close'));
    expect(onClose).not.toHaveBeenCalled();
    await confirmWith('You have unsaved changes. Are you sure you want to close?');
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });
});
