import { render, screen, waitFor } from '@testing-library/react';
import { Input } from 'antd';
import { describe, expect, it } from 'vitest';
import { Dialog } from './Dialog.tsx';

describe('Dialog', () => {
  it('opens with focus on its first field, not on the close button', async () => {
    render(
      <Dialog open title="Add Client" okText="Save">
        <label htmlFor="client-name">Name</label>
        <Input id="client-name" />
        <label htmlFor="client-code">Code</label>
        <Input id="client-code" />
      </Dialog>,
    );
    const name = await screen.findByLabelText('Name');
    await waitFor(() => expect(document.activeElement).toBe(name));
  });

  it('opens on its primary action when it has nothing to fill in', async () => {
    render(
      <Dialog open title="Submit" okText="Submit">
        <p>Submit the week?</p>
      </Dialog>,
    );
    const primary = await screen.findByRole('button', { name: 'Submit' });
    await waitFor(() => expect(document.activeElement).toBe(primary));
  });

  it('leaves a field that asked for focus itself alone', async () => {
    render(
      <Dialog open title="Rename" okText="Save">
        <label htmlFor="first">First</label>
        <Input id="first" />
        <label htmlFor="second">Second</label>
        <Input id="second" autoFocus />
      </Dialog>,
    );
    const second = await screen.findByLabelText('Second');
    await waitFor(() => expect(document.activeElement).toBe(second));
  });
});
