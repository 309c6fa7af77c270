import type { Builder } from '../../../graphql/builder.ts';
import { publicRule } from '../../../graphql/rules.ts';
import { type ConfigurationItem, listConfigurations } from './configurations.service.ts';

export function registerConfigurations(builder: Builder) {
  const Configuration = builder.objectRef<ConfigurationItem>('Configuration').implement({
    description: 'A public configuration value the web app reads (feature flags, names, URLs).',
    fields: (t) => ({
      key: t.exposeString('key', { description: 'The key.' }),
      value: t.exposeString('value', {
        description: 'Its value as text; null when not set.',
        nullable: true,
      }),
    }),
  });

  builder.queryField('configurations', (t) =>
    t.field({
      ...publicRule,
      type: [Configuration],
      description:
        'Signed-in users get every entry; anonymous callers only the public ones (branding, sso-email-domain).',
      resolve: (_root, _args, context) => listConfigurations(context.deps, context.viewer !== null),
    }),
  );

  builder.queryField('environment', (t) =>
    t.string({
      ...publicRule,
      description:
        "Where this server runs: local, stage or production (drives the 'Local' / 'Stage' banner). Public.",
      resolve: (_root, _args, context) => context.deps.config.appEnv,
    }),
  );
}
