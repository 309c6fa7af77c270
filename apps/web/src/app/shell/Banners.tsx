import { useQuery } from '@apollo/client/react';
import { Alert } from 'antd';
import { conflictsText, waitingText } from '../../features/timesheets/offline/queueModel.ts';
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

/** A-047's words, and how many edits of the week wait on this device to be sent (issue #18). */
export function OfflineBanner({ waiting = 0 }: { waiting?: number }) {
  return (
    <Alert
      type="warning"
      banner
      className="tally-offline-banner"
      title={
        <>
          <span>You appear to be offline.</span>
          {waiting > 0 ? <span data-waiting-edits> {waitingText(waiting)}</span> : null}
        </>
      }
    />
  );
}

/** Edits the server refused after the connection came back: each waits for the person's choice in its cell. */
export function RefusedEditsBanner({ count }: { count: number }) {
  return <Alert type="error" banner className="tally-refused-banner" title={conflictsText(count)} />;
}
