import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LoadingLines } from './LoadingLines.tsx';
import { QueryState } from './QueryState.tsx';

const TITLE = 'The clients could not be loaded.';

describe('QueryState', () => {
  it("shows the error panel with the server's message and a Retry that runs the query again", () => {
    const refetch = vi.fn();
    render(
      <QueryState
        error={{ message: 'Database is down' }}
        data={undefined}
        errorTitle={TITLE}
        onRetry={refetch}
      >
        <p>Content</p>
      </QueryState>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(TITLE);
    expect(screen.getByText('Database is down')).toBeInTheDocument();
    expect(screen.queryByText('Content')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('keeps data already on screen when a refetch fails', () => {
    render(
      <QueryState error={{ message: 'Database is down' }} data={{ clients: [] }} errorTitle={TITLE}>
        <p>Content</p>
      </QueryState>,
    );
    expect(screen.getByText('Content')).toBeInTheDocument();
    expect(screen.queryByText(TITLE)).not.toBeInTheDocument();
  });

  it('draws placeholder lines on the first load only when asked for, then the content', () => {
    const { rerender } = render(
      <QueryState
        error={undefined}
        data={undefined}
        loading
        loadingView={<LoadingLines rows={3} label="Loading clients" />}
        errorTitle={TITLE}
      >
        <p>Content</p>
      </QueryState>,
    );
    expect(screen.getByRole('status', { name: 'Loading clients' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByText('Content')).not.toBeInTheDocument();

    rerender(
      <QueryState error={undefined} data={undefined} loading errorTitle={TITLE}>
        <p>Content</p>
      </QueryState>,
    );
    expect(screen.getByText('Content')).toBeInTheDocument();
  });

  it('shows the empty state when the data holds nothing', () => {
    render(
      <QueryState
        error={undefined}
        data={{ clients: [] }}
        empty
        emptyText="No clients yet"
        errorTitle={TITLE}
      >
        <p>Content</p>
      </QueryState>,
    );
    expect(screen.getByText('No clients yet')).toBeInTheDocument();
    expect(screen.queryByText('Content')).not.toBeInTheDocument();
  });
});
