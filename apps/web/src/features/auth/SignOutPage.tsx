import { useApolloClient } from '@apollo/client/react';
import { Spin } from 'antd';
import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { safeReturnTo } from './returnTo.ts';
import { signOut } from './signOut.ts';

/** /auth/signout: 'Logging you out' while the session ends, then the sign-in page. */
export function Component() {
  const client = useApolloClient();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const started = useRef(false);
  const returnTo = safeReturnTo(params.get('returnTo'));

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const target = returnTo ? `/auth/signin?returnTo=${encodeURIComponent(returnTo)}` : '/auth/signin';
    void signOut(client).then(() => navigate(target, { replace: true }));
  }, [client, navigate, returnTo]);

  return (
    <main className="tally-signout" style={{ display: 'grid', placeItems: 'center', minHeight: '100vh' }}>
      <Spin size="large" description="Logging you out">
        <div style={{ width: 240, height: 120 }} />
      </Spin>
    </main>
  );
}
