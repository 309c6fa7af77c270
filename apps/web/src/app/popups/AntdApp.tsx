import { App } from 'antd';
import { useEffect } from 'react';
import type { AppApi } from './appApi.ts';

function HandOver({ onReady }: { onReady(api: AppApi): void }) {
  const api = App.useApp();
  useEffect(() => onReady(api), [api, onReady]);
  return null;
}

/** antd's App, mounted by LazyApp once a pop-up is asked for: its holders render the pop-ups. */
export default function AntdApp({ onReady }: { onReady(api: AppApi): void }) {
  return (
    <App component={false}>
      <HandOver onReady={onReady} />
    </App>
  );
}
