import { render, screen } from '@testing-library/react';
import { theme as antdTheme } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApolloClient } from '../graphql/client.ts';
import { Providers } from './Providers.tsx';

function MotionToken() {
  const { token } = antdTheme.useToken();
  return <output>{token.motion ? 'motion on' : 'motion off'}</output>;
}

function stubReducedMotion(reduce: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: reduce && query === '(prefers-reduced-motion: reduce)',
      media: query,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    })),
  );
}

function renderWithProviders() {
  const client = createApolloClient({ onUnauthenticated: () => undefined });
  return render(
    <Providers client={client}>
      <MotionToken />
    </Providers>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('Providers', () => {
  it('turns antd motion off for people who ask for reduced motion', () => {
    stubReducedMotion(true);
    renderWithProviders();
    expect(screen.getByText('motion off')).toBeInTheDocument();
  });

  it('keeps antd motion otherwise', () => {
    stubReducedMotion(false);
    renderWithProviders();
    expect(screen.getByText('motion on')).toBeInTheDocument();
  });
});
