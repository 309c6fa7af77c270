import type { Builder } from '../../graphql/builder.ts';
import { requireViewer } from '../../graphql/context.ts';
import { publicRule, signedInRule } from '../../graphql/rules.ts';
import { changeOwnPassword } from './use-cases/change-password.ts';
import { requestPasswordReset } from './use-cases/request-password-reset.ts';
import { resetPasswordFromToken } from './use-cases/reset-password.ts';

interface SignInOptions {
  singleSignOn: boolean;
  singleSignOnLabel: string;
  signedIn: boolean;
}

export function registerAuth(builder: Builder) {
  const SignInOptionsRef = builder.objectRef<SignInOptions>('SignInOptions').implement({
    description: 'How the sign-in page offers to sign in.',
    fields: (t) => ({
      singleSignOn: t.exposeBoolean('singleSignOn', {
        description: 'True when an OpenID Connect provider is configured (OIDC_* variables).',
      }),
      singleSignOnLabel: t.exposeString('singleSignOnLabel', {
        description: 'The text of the single sign-on button.',
      }),
      signedIn: t.exposeBoolean('signedIn', {
        description:
          'True when the request already carries a valid session: the sign-in page then forwards to where the ' +
          'user was going instead of asking again.',
      }),
    }),
  });

  builder.queryField('signInOptions', (t) =>
    t.field({
      description: 'How the sign-in page offers to sign in: password, single sign-on, or both.',
      ...publicRule,
      type: SignInOptionsRef,
      resolve: (_root, _args, { deps, viewer }) => ({
        singleSignOn: deps.config.oidc !== undefined,
        singleSignOnLabel: deps.config.oidc?.label ?? '',
        signedIn: viewer !== null,
      }),
    }),
  );

  builder.mutationField('resetPasswordRequest', (t) =>
    t.boolean({
      ...publicRule,
      description:
        'Always true for a well-formed address (no account enumeration); mails a one-hour, single-use link.',
      args: { email: t.arg.string({ description: "The account's e-mail address.", required: true }) },
      resolve: (_root, args, context) =>
        requestPasswordReset(context.deps, { email: args.email, ip: context.ip }),
    }),
  );

  builder.mutationField('resetPasswordFromToken', (t) =>
    t.boolean({
      ...publicRule,
      description:
        'Sets the password from the newest reset link (older links stop working when a new one is sent). The ' +
        'password has 12 to 128 characters and is not a common or breached one (BAD_USER_INPUT on password).',
      args: {
        password: t.arg.string({
          description: 'The new password (12 characters at least, not a common one).',
          required: true,
        }),
        token: t.arg.string({ description: 'The token of the reset link.', required: true }),
      },
      resolve: (_root, args, context) =>
        resetPasswordFromToken(context.deps, { password: args.password, token: args.token, ip: context.ip }),
    }),
  );

  builder.mutationField('changePassword', (t) =>
    t.boolean({
      ...signedInRule,
      description:
        "The signed-in user's new password (U-003), once currentPassword is proved (a wrong one is a " +
        'BAD_USER_INPUT on currentPassword, throttled like failed sign-ins). New passwords have 12 to 128 ' +
        'characters and are not common or breached ones. Their other sessions end; refused for single-sign-on ' +
        'users without a password (U-004).',
      args: {
        currentPassword: t.arg.string({ description: 'The password in use now.', required: true }),
        newPassword: t.arg.string({
          description: 'The new password (12 characters at least, not a common one).',
          required: true,
        }),
      },
      resolve: (_root, args, context) =>
        changeOwnPassword(context.deps, requireViewer(context), {
          currentPassword: args.currentPassword,
          newPassword: args.newPassword,
          ip: context.ip,
        }),
    }),
  );
}
