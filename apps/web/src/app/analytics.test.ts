import { afterEach, describe, expect, it, vi } from 'vitest';
import { trackPageView } from './analytics.ts';

type HappyWindow = Window & { happyDOM: { setURL(url: string): void } };

afterEach(() => {
  (window as unknown as HappyWindow).happyDOM.setURL('http://localhost:3000/');
  vi.restoreAllMocks();
});

describe('trackPageView', () => {
  it('sends nothing on localhost or without an endpoint', () => {
    const beacon = vi.fn(() => true);
    Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
    expect(trackPageView('/user/profile', 'https://analytics.example.com/collect')).toBe(false);
    (window as unknown as HappyWindow).happyDOM.setURL('https://tally.example.com/user/profile');
    expect(trackPageView('/user/profile', undefined)).toBe(false);
    expect(beacon).not.toHaveBeenCalled();
  });

  it('sends a page-view beacon elsewhere', async () => {
    const beacon = vi.fn((_url: string, _data?: BodyInit | null) => true);
    Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
    (window as unknown as HappyWindow).happyDOM.setURL('https://tally.example.com/user/profile');
    expect(trackPageView('/user/profile', 'https://analytics.example.com/collect')).toBe(true);
    const [url, body] = beacon.mock.calls[0] ?? [];
    expect(url).toBe('https://analytics.example.com/collect');
    expect(JSON.parse(await (body as Blob).text())).toMatchObject({
      type: 'pageview',
      path: '/user/profile',
    });
  });
});
