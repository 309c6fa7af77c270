import { useQuery } from '@apollo/client/react';
import { Alert, Button, Divider } from 'antd';
import { Navigate, useSearchParams } from 'react-router';
import { SignInOptionsDocument } from '../../graphql/generated/first-load/graphql.ts';
import { AuthCard } from './AuthCard.tsx';
import { returnToOrDefault } from './returnTo.ts';
import { SignInForm } from './SignInForm.tsx';

export const SSO_FAILED_MESSAGE =
  'Single sign-on did not work for this account. Try again, or sign in with your email and password.';

/** /auth/signin: single sign-on when configured, and the e-mail/password form (A-010..A-014). */
export function Component() {
  const [params] = useSearchParams();
  const returnTo = returnToOrDefault(params.get('returnTo'));
  const { data } = useQuery(SignInOptionsDocument);
  const options = data?.signInOptions;
  // A signed-in user who reaches this page (a bookmark, '/', a 'Return to Dashboard' link) goes where they
  // were going: asking them to sign in again would look like a sign-out.
  if (options?.signedIn) return <Navigate to={returnTo} replace />;

  return (
    <AuthCard title="Sign in">
      {params.get('error') === 'sso' ? (
        <Alert type="error" showIcon title={SSO_FAILED_MESSAGE} style={{ marginBottom: 16 }} />
      ) : null}
      {options?.singleSignOn ? (
        <>
          <Button block size="large" href={`/api/auth/oidc?returnTo=${encodeURIComponent(returnTo)}`}>
            {options.singleSignOnLabel}
          </Button>
          <Divider plain>or</Divider>
        </>
      ) : null}
      <SignInForm returnTo={returnTo} />
    </AuthCard>
  );
}
