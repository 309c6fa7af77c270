import { render, screen } from '@testing-library/react';
import { Button } from 'antd';
import { describe, expect, it } from 'vitest';
import { DisabledReason } from './DisabledReason.tsx';

describe('DisabledReason', () => {
  it("keeps its own class beside a caller's, with or without a reason", () => {
    const { rerender } = render(
      <DisabledReason reason="Select a project first" className="tally-cascade__reason">
        <Button disabled>Add</Button>
      </DisabledReason>,
    );
    const wrapper = screen.getByRole('button', { name: 'Add' }).parentElement;
    expect(wrapper).toHaveClass('disabled-reason', 'disabled-reason--on', 'tally-cascade__reason');
    expect(screen.getByRole('button', { name: 'Add' })).toHaveAccessibleDescription('Select a project first');

    rerender(
      <DisabledReason reason={false} className="tally-cascade__reason">
        <Button>Add</Button>
      </DisabledReason>,
    );
    expect(screen.getByRole('button', { name: 'Add' }).parentElement).toHaveClass(
      'disabled-reason',
      'tally-cascade__reason',
    );
  });
});
