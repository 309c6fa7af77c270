import { Alert, Button } from 'antd';

interface QueryErrorProps {
  /** What could not be loaded, as the panel's title: 'The clients could not be loaded.' */
  title: string;
  /** The failed query's error; its message (the server's words) shows under the title. */
  error: { message: string };
  /** Runs the query again; without it the panel has no Retry button. */
  onRetry?: () => unknown;
  className?: string;
}

/** The inline error panel of a failed query: the title, the server's message and a Retry button (E-006). */
export function QueryError({ title, error, onRetry, className }: QueryErrorProps) {
  return (
    <Alert
      type="error"
      showIcon
      title={title}
      description={error.message || undefined}
      action={onRetry ? <Button onClick={() => void onRetry()}>Retry</Button> : undefined}
      className={className}
    />
  );
}
