import { describe, expect, it } from 'vitest';
import { touchOnce } from './sessions.ts';

/** A touch that records its session and ends when `end(sessionId)` is called. */
function touches() {
  const written: string[] = [];
  const enders = new Map<string, () => void>();
  return {
    written,
    touch: (sessionId: string) => () =>
      new Promise<void>((resolve) => {
        written.push(sessionId);
        enders.set(sessionId, resolve);
      }),
    end: (sessionId: string) => enders.get(sessionId)?.(),
  };
}

describe('touchOnce', () => {
  it('writes once per session while a touch is underway, and again after it ended', async () => {
    const { written, touch, end } = touches();
    const first = touchOnce('s1', touch('s1'));
    await touchOnce('s1', touch('s1'));
    await touchOnce('s1', touch('s1'));
    expect(written).toEqual(['s1']);
    const other = touchOnce('s2', touch('s2'));
    expect(written).toEqual(['s1', 's2']);
    end('s1');
    await first;
    const next = touchOnce('s1', touch('s1'));
    expect(written).toEqual(['s1', 's2', 's1']);
    end('s1');
    end('s2');
    await Promise.all([next, other]);
  });

  it('gives the touch error to the request that started it; the next request tries again', async () => {
    await expect(touchOnce('s3', () => Promise.reject(new Error('database went away')))).rejects.toThrow(
      'database went away',
    );
    let ran = false;
    await touchOnce('s3', async () => {
      ran = true;
    });
    expect(ran).toBe(true);
  });
});
