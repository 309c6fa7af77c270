import { describe, expect, it, vi } from 'vitest';
import type { AppApi } from './appApi.ts';
import { lazyAppApi } from './lazyAppApi.ts';

/** antd's message handle: closes when called, thenable until closed. */
function messageHandle(close: () => void, closed: Promise<boolean>) {
  // biome-ignore lint/suspicious/noThenProperty: antd's message handle is thenable.
  return Object.assign(close, { then: (filled: (value: boolean) => unknown) => closed.then(filled) });
}

function fakeApi() {
  const calls: string[] = [];
  let confirm: (value: boolean) => void = () => {};
  const closeMessage = vi.fn();
  const destroyModal = vi.fn();
  const api = {
    message: {
      success: (content: string) => {
        calls.push(`message.success ${content}`);
        return messageHandle(closeMessage, Promise.resolve(true));
      },
      error: (content: string) => {
        calls.push(`message.error ${content}`);
        return messageHandle(closeMessage, Promise.resolve(true));
      },
      destroy: () => calls.push('message.destroy'),
    },
    notification: { info: (config: { title: string }) => calls.push(`notification.info ${config.title}`) },
    modal: {
      confirm: (config: { title: string }) => {
        calls.push(`modal.confirm ${config.title}`);
        const answer = new Promise<boolean>((resolve) => {
          confirm = resolve;
        });
        return {
          destroy: destroyModal,
          update: vi.fn(),
          // biome-ignore lint/suspicious/noThenProperty: antd's modal handle is thenable.
          then: (filled: (value: boolean) => unknown) => answer.then(filled),
        };
      },
    },
  } as unknown as AppApi;
  return { api, calls, closeMessage, destroyModal, confirm: (value: boolean) => confirm(value) };
}

describe('lazyAppApi', () => {
  it('loads antd on the first call and forwards every call in order', async () => {
    const real = fakeApi();
    const load = vi.fn(() => Promise.resolve(real.api));
    const api = lazyAppApi(load);
    expect(load).not.toHaveBeenCalled();

    void api.message.success('Saved');
    api.notification.info({ title: 'Heads up' });
    void api.message.error('Failed');
    api.message.destroy();
    await vi.waitFor(() => expect(real.calls).toHaveLength(4));

    expect(real.calls).toEqual([
      'message.success Saved',
      'notification.info Heads up',
      'message.error Failed',
      'message.destroy',
    ]);
  });

  it("closes a message through its handle and resolves the handle once antd's message closes", async () => {
    const real = fakeApi();
    const api = lazyAppApi(() => Promise.resolve(real.api));
    const handle = api.message.success('Saved');
    handle();
    await expect(handle.then((closed) => closed)).resolves.toBe(true);
    expect(real.closeMessage).toHaveBeenCalledOnce();
  });

  it("gives a modal's handle at once: destroy reaches the real modal, then waits for the answer", async () => {
    const real = fakeApi();
    const api = lazyAppApi(() => Promise.resolve(real.api));
    const handle = api.modal.confirm({ title: 'Delete?' });
    const answer = handle.then(
      (confirmed) => confirmed,
      () => {},
    );
    await vi.waitFor(() => expect(real.calls).toEqual(['modal.confirm Delete?']));
    real.confirm(true);
    await expect(answer).resolves.toBe(true);
    handle.destroy();
    await vi.waitFor(() => expect(real.destroyModal).toHaveBeenCalledOnce());
  });
});
