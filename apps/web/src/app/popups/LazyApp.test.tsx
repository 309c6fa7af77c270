import { render, screen } from '@testing-library/react';
import { App } from 'antd';
import { describe, expect, it } from 'vitest';
import { useAppApi } from './appApi.ts';
import { LazyApp } from './LazyApp.tsx';

function SaveButton() {
  const { message } = useAppApi();
  return (
    <button type="button" onClick={() => void message.success('Updated Successfully')}>
      Save
    </button>
  );
}

function DeleteButton() {
  const { modal } = App.useApp();
  return (
    <button type="button" onClick={() => void modal.confirm({ title: 'Delete this line?' })}>
      Delete
    </button>
  );
}

describe('LazyApp', () => {
  it("shows antd's message for useAppApi() and antd's modal for App.useApp(), loading them on first use", async () => {
    render(
      <LazyApp>
        <SaveButton />
        <DeleteButton />
      </LazyApp>,
    );
    expect(document.querySelector('.ant-message')).toBeNull();

    screen.getByRole('button', { name: 'Save' }).click();
    expect(await screen.findByText('Updated Successfully')).toBeInTheDocument();

    screen.getByRole('button', { name: 'Delete' }).click();
    expect((await screen.findAllByText('Delete this line?')).length).toBeGreaterThan(0);
  });
});
