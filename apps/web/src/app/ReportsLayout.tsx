import { Layout } from 'antd';
import { Outlet } from 'react-router';

/** The reports area has its own, shell-less layout; its pages arrive with the reports issue. */
export function Component() {
  return (
    <Layout style={{ minHeight: '100vh', background: '#fff' }}>
      <Layout.Content role="main" style={{ maxWidth: 1115, width: '100%', margin: '0 auto', padding: 24 }}>
        <Outlet />
      </Layout.Content>
    </Layout>
  );
}
