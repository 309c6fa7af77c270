import { mayEditConfigurations } from '@tally/domain/policies/admin';
import { CONFIGURATION_VALUE_TYPES } from '@tally/domain/super-admin/config';
import { z } from 'zod';
import type { Builder } from '../../../graphql/builder.ts';
import { policyRule, publicRule } from '../../../graphql/rules.ts';
import { parseInput } from '../../../graphql/validation.ts';
import type { ConfigurationItem, StoredConfiguration } from './records.ts';
import { listAllConfigurations } from './use-cases/list-all-configurations.ts';
import { listConfigurations } from './use-cases/list-configurations.ts';
import { updateConfiguration } from './use-cases/update-configuration.ts';

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

const iso = (date: Date | null) => date?.toISOString() ?? null;
const text = z
  .string()
  .nullish()
  .transform((value) => value ?? '');

/** The super-admin configuration grid (S-003..S-011): allConfigurations and updateConfig. */
export function registerConfigurationAdmin(builder: Builder): void {
  const ConfigurationEntry = builder.objectRef<StoredConfiguration>('ConfigurationEntry').implement({
    description: 'One configuration entry as the super-admin grid shows it.',
    fields: (t) => ({
      _id: t.id({ description: 'The key (entries are identified by it).', resolve: (entry) => entry.key }),
      key: t.exposeString('key', { description: 'The key.' }),
      value: t.exposeString('value', {
        description: 'The value as text; null or empty when not set.',
        nullable: true,
      }),
      description: t.exposeString('description', { description: 'What the key does.', nullable: true }),
      valueType: t.string({
        description: `One of ${CONFIGURATION_VALUE_TYPES.join(', ')}.`,
        resolve: (entry) => entry.valueType,
      }),
      updatedAt: t.string({
        nullable: true,
        description: 'ISO 8601; null for a catalogue default never saved.',
        resolve: (entry) => iso(entry.updatedAt),
      }),
    }),
  });

  builder.queryField('allConfigurations', (t) =>
    t.field({
      ...policyRule(mayEditConfigurations),
      type: [ConfigurationEntry],
      description:
        'Every configuration entry with description and value type, sorted by key. Super-admins only.',
      resolve: (_root, _args, context) => listAllConfigurations(context.deps),
    }),
  );

  const updateArgs = z.object({
    id: z.string().trim().min(1, 'Required'),
    value: text,
    description: text,
    valueType: text,
  });
  builder.mutationField('updateConfig', (t) =>
    t.field({
      ...policyRule(mayEditConfigurations),
      type: ConfigurationEntry,
      description:
        'Saves one entry (value, description, valueType required; the value valid for its type, S-006..S-010). ' +
        "A key whose description says what 'Empty' means (logos, sso-email-domain, netsuite-url, " +
        'legacy-cutoff-date, ...) may be saved empty, which switches its feature off. ' +
        'Takes effect on every configuration load from then on. Super-admins only.',
      args: {
        id: t.arg.id({ description: 'The entry.', required: true }),
        value: t.arg.string({
          description: 'The new value, valid for its type; empty clears keys that allow it.',
        }),
        description: t.arg.string({ description: 'What the key does.' }),
        valueType: t.arg.string({ description: 'String, Number, Boolean, Json, Url or Email.' }),
      },
      resolve: (_root, args, context) =>
        updateConfiguration(context.deps, parseInput(updateArgs, { ...args, id: String(args.id) })),
    }),
  );
}
