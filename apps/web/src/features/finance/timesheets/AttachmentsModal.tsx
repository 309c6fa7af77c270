import { useQuery } from '@apollo/client/react';
import { Button, Empty, Skeleton } from 'antd';
import { FinanceTimesheetFilesDocument } from '../../../graphql/generated/graphql.ts';
import { Dialog } from '../../../ui/Dialog.tsx';
import { QueryError } from '../../../ui/QueryState.tsx';
import { FileLink, fileNameOf } from '../../timesheets/attachments/FileLink.tsx';

export interface FilesOf {
  userId: string;
  endDate: string;
  /** 'First Last', for the title. */
  person: string;
}

/** The files of one listed sheet (F-008): its attachments and its expenses' attachments, each a link. */
export function AttachmentsModal({ sheet, onClose }: { sheet: FilesOf | null; onClose(): void }) {
  return (
    <Dialog
      open={sheet !== null}
      title={sheet ? `Attachments — ${sheet.person}` : 'Attachments'}
      onCancel={onClose}
      footer={<Button onClick={onClose}>Close</Button>}
      destroyOnHidden
    >
      {sheet ? <Files sheet={sheet} /> : null}
    </Dialog>
  );
}

function Files({ sheet }: { sheet: FilesOf }) {
  const { data, loading, error, refetch } = useQuery(FinanceTimesheetFilesDocument, {
    variables: { endDate: sheet.endDate, user: sheet.userId },
    fetchPolicy: 'network-only',
  });
  if (error) {
    return <QueryError title="The attachments could not be loaded." error={error} onRetry={refetch} />;
  }
  if (loading || !data) return <Skeleton active paragraph={{ rows: 3 }} />;
  const attachments = data.timesheet?.timesheetAttachments ?? [];
  const expenses = (data.timesheet?.timesheetExpense ?? []).filter(
    (expense) => expense.attachments.length > 0,
  );
  if (attachments.length === 0 && expenses.length === 0) {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No attachments" />;
  }
  return (
    <div className="finance-timesheets__files">
      {attachments.length > 0 ? (
        <section aria-label="Timesheet attachments">
          <h3 className="finance-timesheets__files-heading">Timesheet attachments</h3>
          <ul>
            {attachments.map((file) => (
              <li key={file._id}>
                <FileLink url={file.url ?? null} label={file.description || fileNameOf(file.url ?? null)} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {expenses.length > 0 ? (
        <section aria-label="Expense attachments">
          <h3 className="finance-timesheets__files-heading">Expense attachments</h3>
          <ul>
            {expenses.flatMap((expense) =>
              expense.attachments.map((file) => (
                <li key={file._id}>
                  <FileLink
                    url={file.url ?? null}
                    label={`${expense.description ? `${expense.description}: ` : ''}${fileNameOf(file.url ?? null)}`}
                  />
                </li>
              )),
            )}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
