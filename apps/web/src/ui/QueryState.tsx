import { Empty } from 'antd';
import type { ReactNode } from 'react';
import { QueryError } from './QueryError.tsx';

// A module of its own, so the week route loads the error panel without QueryState and antd's Empty.
export { QueryError };

interface QueryStateProps {
  /** The query's error, if any. */
  error: { message: string } | undefined;
  /** The query's data: while some is on screen, a failed refetch keeps it rather than the error panel. */
  data: unknown;
  /** The error panel's title: 'The clients could not be loaded.' */
  errorTitle: string;
  /** Runs the query again (the query's refetch); without it the error panel has no Retry button. */
  onRetry?: () => unknown;
  /** The query is loading: with no data yet, `loadingView` replaces the content. */
  loading?: boolean;
  /**
   * What the first load shows (`<LoadingLines rows={3} />`, a Skeleton); leave out when the content draws its
   * own loading state. Passed in so the week route's LoadingLines does not move into a chunk of its own.
   */
  loadingView?: ReactNode;
  /** The loaded data holds nothing: `emptyText` replaces the content. */
  empty?: boolean;
  /** What the empty state says. */
  emptyText?: ReactNode;
  children: ReactNode;
}

/**
 * The states of a screen's query in one place: the error panel with Retry while no data is on screen, the
 * placeholder lines of the first load, an optional empty state, else the content.
 */
export function QueryState(props: QueryStateProps) {
  const { error, data, loading, loadingView, empty, emptyText } = props;
  if (error && data == null)
    return <QueryError title={props.errorTitle} error={error} onRetry={props.onRetry} />;
  if (loading && data == null && loadingView !== undefined) return <>{loadingView}</>;
  if (empty && emptyText !== undefined) return <Empty description={emptyText} />;
  return <>{props.children}</>;
}
