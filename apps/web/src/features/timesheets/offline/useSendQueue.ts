import type { ApolloClient } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { useEffect } from 'react';
import { useOnline } from '../../../app/shell/useOnline.ts';
import { type EditQueue, editQueue, useQueuedEdits } from './editQueue.ts';
import { sendable } from './queueModel.ts';

const RETRY_MS = 30_000;

let running: Promise<void> | null = null;
let again = false;

/**
 * Sends the queue (loading the sender, which holds the week's mutations, only when something waits); a call
 * while a run is going makes one more run after it, so an edit queued meanwhile is not left behind.
 */
export function startSending(client: ApolloClient, queue: EditQueue, userId: string): Promise<void> {
  if (running) {
    again = true;
    return running;
  }
  running = (async () => {
    try {
      do {
        again = false;
        const { sendQueueExclusively } = await import('./sendQueue.ts');
        await sendQueueExclusively(client, queue, userId);
      } while (again && navigator.onLine);
    } catch (error) {
      console.error('[offline] the waiting edits could not be sent:', error);
    } finally {
      running = null;
    }
  })();
  return running;
}

/** In the shell: while online, whatever waits in the queue is sent (at start, on reconnect, on a new edit). */
export function useSendQueue(userId: string, queue: EditQueue = editQueue()): void {
  const client = useApolloClient();
  const online = useOnline();
  const edits = useQueuedEdits(queue);
  const waiting = sendable(edits, userId).length > 0;
  // A new edit queued while online (its cell had edits waiting) is sent as well: `edits` changes then.
  // biome-ignore lint/correctness/useExhaustiveDependencies: each change of the queue starts a run
  useEffect(() => {
    if (!online || !waiting) return;
    void startSending(client, queue, userId);
    // An edit the server did not answer (online, but the server or the network between is down) is tried again.
    const retry = window.setInterval(() => void startSending(client, queue, userId), RETRY_MS);
    return () => window.clearInterval(retry);
  }, [online, waiting, edits, client, queue, userId]);
}
