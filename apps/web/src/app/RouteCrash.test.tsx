import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RouteCrash } from './RouteCrash.tsx';

type HappyWindow = Window & { happyDOM: { setURL(url: string): void } };

function Broken(): never {
  throw new Error('render failed');
}

function renderCrash() {
  const router = createMemoryRouter([{ path: '/', Component: Broken, errorElement: <RouteCrash /> }]);
  return render(<RouterProvider router={router} />);
}

afterEach(() => {
  (window as unknown as HappyWindow).happyDOM.setURL('http://localhost:3000/');
  vi.restoreAllMocks();
});

describe('RouteCrash', () => {
  it('shows the error and stays put on localhost', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    renderCrash();
    expect(await screen.findByText('render failed')).toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
  });

  it('goes back to the root elsewhere', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    (window as unknown as HappyWindow).happyDOM.setURL('https://tally.example.com/user/profile');
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    renderCrash();
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/'));
    expect(screen.queryByText('render failed')).not.toBeInTheDocument();
  });
});
