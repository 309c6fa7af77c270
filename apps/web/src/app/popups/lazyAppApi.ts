import type { MessageType } from 'antd/es/message/interface';
import type { AppApi } from './appApi.ts';

type Message = AppApi['message'];
type Notification = AppApi['notification'];
type Modal = AppApi['modal'];
type ModalRef = ReturnType<Modal['confirm']>;

const MESSAGE_METHODS = ['open', 'success', 'error', 'info', 'warning', 'loading'] as const;
const NOTIFICATION_METHODS = ['open', 'success', 'error', 'info', 'warning'] as const;
const MODAL_METHODS = ['confirm', 'info', 'success', 'error', 'warning'] as const;

/**
 * message, notification and modal that forward every call to antd's once `load` gives them, in the
 * order they were made. What the calls return (a message's close-and-wait handle, a modal's
 * destroy/update/then) works at once and acts on the real pop-up when it exists.
 */
export function lazyAppApi(load: () => Promise<AppApi>): AppApi {
  const message = { destroy: (key?: React.Key) => void load().then((api) => api.message.destroy(key)) };
  for (const method of MESSAGE_METHODS) {
    Object.assign(message, {
      [method]: (...args: unknown[]): MessageType => {
        let real: MessageType | undefined;
        const shown = load().then((api) => {
          real = (api.message[method] as (...a: unknown[]) => MessageType)(...args);
        });
        const close = (() => void shown.then(() => real?.())) as MessageType;
        // biome-ignore lint/suspicious/noThenProperty: antd's message handle is thenable (resolves when it closes).
        close.then = (filled, rejected) =>
          shown.then(() => new Promise<boolean>((resolve) => real?.then(resolve))).then(filled, rejected);
        return close;
      },
    });
  }

  const notification = {
    destroy: (key?: React.Key) => void load().then((api) => api.notification.destroy(key)),
  };
  for (const method of NOTIFICATION_METHODS) {
    Object.assign(notification, {
      [method]: (...args: unknown[]) =>
        void load().then((api) => (api.notification[method] as (...a: unknown[]) => void)(...args)),
    });
  }

  const modal = {};
  for (const method of MODAL_METHODS) {
    Object.assign(modal, {
      [method]: (...args: unknown[]): ModalRef => {
        // Not the promise's value: the handle is thenable, so a promise would wait for its answer.
        let real: ModalRef | undefined;
        const shown = load().then((api) => {
          real = (api.modal[method] as (...a: unknown[]) => ModalRef)(...args);
        });
        return {
          destroy: () => void shown.then(() => real?.destroy()),
          update: (config) => void shown.then(() => real?.update(config)),
          // biome-ignore lint/suspicious/noThenProperty: antd's modal handle is thenable (resolves with the answer).
          then: (filled, rejected) =>
            shown
              .then(() => new Promise<boolean>((resolve) => real?.then(resolve, () => {})))
              .then(filled, rejected),
        } as ModalRef;
      },
    });
  }

  return { message: message as Message, notification: notification as Notification, modal: modal as Modal };
}
