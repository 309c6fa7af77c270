import { App, Layout } from 'antd';
import { Outlet } from 'react-router';

/**
 * The reports area has its own, shell-less layout. Like the shell, it provides antd's App
 * (App.useApp() for message, notification, modal) to its pages.
 */
export function Component() {
  return (
    <App component={false}>
      <Layout style={{ minHeight: '100vh', background: '#fff' }}>
        <Layout.Content role="main" style={{ maxWidth: 1115, width: '100%', margin: '0 auto', padding: 24 }}>
          <Outlet />
        </Layout.Content>
      </Layout>
    </App>
  );
}
