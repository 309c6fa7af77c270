import { useQuery } from '@apollo/client/react';
import { Alert } from 'antd';
import { EnvironmentDocument } from '../../graphql/generated/shell/graphql.ts';

const ENVIRONMENT_LABELS: Record<string, string> = { local: 'Local', stage: 'Stage' };

export function environmentLabel(environment: string | undefined): string | undefined {
  return environment ? ENVIRONMENT_LABELS[environment.toLowerCase()] : undefined;
}

/** 'Local' or 'Stage' strip; nothing in production. */
export function EnvironmentBanner() {
  const { data } = useQuery(EnvironmentDocument);
  const label = environmentLabel(data?.environment);
  if (!label) return null;
  return (
    <section className={`tally-env-banner tally-env-${label.toLowerCase()}`} aria-label="Environment">
      {label}
    </section>
  );
}

export function OfflineBanner() {
  return <Alert type="warning" banner title="You appear to be offline." />;
}
