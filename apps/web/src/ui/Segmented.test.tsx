import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { LoadingLines } from './LoadingLines.tsx';
import { Segmented } from './Segmented.tsx';

type View = 'Grid' | 'Blocks' | 'Calendar';

function Views({ onChange }: { onChange(view: View): void }) {
  const [view, setView] = useState<View>('Grid');
  return (
    <Segmented<View>
      label="Timesheet view"
      options={[
        { value: 'Grid', label: 'Grid' },
        { value: 'Blocks', label: 'Blocks' },
        { value: 'Calendar', label: 'Calendar', disabled: true },
      ]}
      value={view}
      onChange={(next) => {
        setView(next);
        onChange(next);
      }}
    />
  );
}

describe('Segmented', () => {
  it('is a named group of radios, one checked, marked selected for its look', () => {
    render(<Views onChange={vi.fn()} />);
    const group = screen.getByRole('radiogroup', { name: 'Timesheet view' });
    const radios = screen.getAllByRole('radio');
    expect(radios).toHaveLength(3);
    expect(new Set(radios.map((radio) => radio.getAttribute('name'))).size).toBe(1);
    expect(screen.getByRole('radio', { name: 'Grid' })).toBeChecked();
    expect(group.querySelector('.tally-segmented-item-selected')).toHaveTextContent('Grid');
  });

  it('chooses by its label and refuses a disabled option', () => {
    const onChange = vi.fn();
    render(<Views onChange={onChange} />);
    fireEvent.click(screen.getByText('Blocks'));
    expect(onChange).toHaveBeenCalledWith('Blocks');
    expect(screen.getByRole('radio', { name: 'Blocks' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Calendar' })).toBeDisabled();
    fireEvent.click(screen.getByText('Calendar'));
    expect(onChange).not.toHaveBeenCalledWith('Calendar');
    expect(screen.getByRole('radio', { name: 'Blocks' })).toBeChecked();
  });
});

describe('LoadingLines', () => {
  it('announces what is loading and draws a title and the asked lines', () => {
    render(<LoadingLines rows={4} label="Loading the timesheet" />);
    const status = screen.getByRole('status', { name: 'Loading the timesheet' });
    expect(status).toHaveAttribute('aria-busy', 'true');
    expect(status.querySelectorAll('.tally-loading-lines__line')).toHaveLength(4);
  });
});
