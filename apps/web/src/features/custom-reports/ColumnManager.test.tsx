import { fieldLabel, REPORT_FIELDS } from '@tally/domain/custom-reports/report-fields';
import { defaultTableState } from '@tally/domain/custom-reports/saved-reports';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { expectDisabledReason } from '../../test/disabledReason.ts';
import { ColumnManager } from './ColumnManager.tsx';

describe('Custom report columns: moving at the ends says why it cannot (issue 14)', () => {
  it("keeps the first column's Move up and the last's Move down reachable, saying why they do nothing", async () => {
    const move = vi.fn();
    render(
      <ColumnManager state={defaultTableState()} setVisible={() => {}} move={move} onReset={() => {}} />,
    );
    fireEvent.click(screen.getByRole('button', { name: /^Columns/ }));
    const first = fieldLabel(REPORT_FIELDS[0]);
    const last = fieldLabel(REPORT_FIELDS[REPORT_FIELDS.length - 1] as (typeof REPORT_FIELDS)[number]);

    const up = await screen.findByRole('button', { name: `Move ${first} up` });
    expect(up).toHaveAttribute('aria-disabled', 'true');
    up.focus();
    expect(up).toHaveFocus();
    await expectDisabledReason(up, 'Already the first column');
    fireEvent.click(up);
    expect(move).not.toHaveBeenCalled();

    const down = screen.getByRole('button', { name: `Move ${last} down` });
    await expectDisabledReason(down, 'Already the last column');

    const firstDown = screen.getByRole('button', { name: `Move ${first} down` });
    expect(firstDown).not.toHaveAttribute('aria-disabled');
    expect(firstDown).not.toHaveAccessibleDescription();
    fireEvent.click(firstDown);
    expect(move).toHaveBeenCalledWith(REPORT_FIELDS[0], { offset: 1 });
  });
});
