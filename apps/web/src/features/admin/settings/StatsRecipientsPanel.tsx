import { useMutation, useQuery } from '@apollo/client/react';
import { MAX_STATS_RECIPIENTS, parseStatsRecipients } from '@tally/domain/admin/admin-jobs';
import { App, Button, Card, Input, Skeleton, Typography } from 'antd';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { readInputErrors } from '../../../graphql/errors.ts';
import {
  EmailStatsRecieversDocument,
  SaveEmailStatsRecieversDocument,
} from '../../../graphql/generated/graphql.ts';
import { DisabledReason } from '../../../ui/DisabledReason.tsx';
import { Field } from '../../../ui/Field.tsx';
import { QueryState } from '../../../ui/QueryState.tsx';

const split = (text: string) => text.split(/[\s,;]+/).filter(Boolean);

/** E-mail statistics recipients (D-060, emailStatsReciever): one address per line, saved as a whole list. */
export function StatsRecipientsPanel() {
  const id = useId();
  const { message } = App.useApp();
  const { data, loading, error, refetch } = useQuery(EmailStatsRecieversDocument);
  const [save, saving] = useMutation(SaveEmailStatsRecieversDocument, {
    update(cache, result) {
      const saved = result.data?.emailStatsReciever;
      if (saved)
        cache.writeQuery({ query: EmailStatsRecieversDocument, data: { emailStatsRecievers: saved } });
    },
  });
  const stored = data?.emailStatsRecievers;
  const [text, setText] = useState('');
  const [serverError, setServerError] = useState<string>();
  useEffect(() => {
    if (stored) setText(stored.join('\n'));
  }, [stored]);

  const parsed = parseStatsRecipients(split(text));
  const shownError = parsed.error ?? serverError;
  const changed = parsed.emails !== null && parsed.emails.join('\n') !== (stored ?? []).join('\n');

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!parsed.emails) return;
    try {
      await save({ variables: { emails: parsed.emails } });
      void message.success('Recipients saved');
    } catch (caught) {
      const read = readInputErrors(caught);
      setServerError(read.fields.emails ?? read.message);
    }
  }

  const heading = `${id}-heading`;
  return (
    <Card className="admin-settings__panel" aria-labelledby={heading}>
      <Typography.Title level={2} id={heading} className="admin-settings__heading">
        E-mail Statistics Recipients
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        Who receives the e-mail statistics: up to {MAX_STATS_RECIPIENTS} addresses, one per line.
      </Typography.Paragraph>
      <QueryState
        error={error}
        data={data}
        errorTitle="The recipients could not be loaded."
        onRetry={refetch}
        loading={loading}
        loadingView={<Skeleton active paragraph={{ rows: 2 }} />}
      >
        <form onSubmit={submit} noValidate aria-labelledby={heading}>
          <Field id={`${id}-emails`} label="Recipients" error={shownError}>
            {(control) => (
              <Input.TextArea
                {...control}
                autoSize={{ minRows: 3, maxRows: 10 }}
                value={text}
                placeholder="name@example.com"
                status={shownError ? 'error' : undefined}
                onChange={(event) => {
                  setServerError(undefined);
                  setText(event.target.value);
                }}
              />
            )}
          </Field>
          <div className="admin-settings__actions">
            <DisabledReason reason={!changed && 'No changes to save'}>
              <Button type="primary" htmlType="submit" disabled={!changed} loading={saving.loading}>
                Save Recipients
              </Button>
            </DisabledReason>
            <Typography.Text type="secondary">
              {stored && stored.length === 0 ? 'Nobody receives them yet.' : null}
            </Typography.Text>
          </div>
        </form>
      </QueryState>
    </Card>
  );
}
