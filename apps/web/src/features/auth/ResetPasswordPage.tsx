import { useSearchParams } from 'react-router';
import { AuthCard } from './AuthCard.tsx';
import { NewPasswordForm } from './NewPasswordForm.tsx';
import { ResetRequestForm } from './ResetRequestForm.tsx';

/** /auth/reset-password: the new-password form with a token, otherwise the request form. */
export function Component() {
  const [params] = useSearchParams();
  const token = params.get('token');
  if (token) {
    return (
      <AuthCard title="Choose a new password">
        <NewPasswordForm token={token} />
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Reset your password">
      <ResetRequestForm initialEmail={params.get('email') ?? ''} force={params.get('force') === 'true'} />
    </AuthCard>
  );
}
