import { Button, Result } from 'antd';

/** The shell's answer when the signed-in user's data cannot be loaded, with a way to try again. */
export function ShellError({ detail, onRetry }: { detail: string | undefined; onRetry(): void }) {
  return (
    <main>
      <Result
        status="error"
        title="Your user data could not be loaded."
        subTitle={detail}
        extra={<Button onClick={onRetry}>Try again</Button>}
      />
    </main>
  );
}
