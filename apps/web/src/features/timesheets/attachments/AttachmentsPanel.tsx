import { DeleteOutlined } from '@ant-design/icons';
import { Button, Empty } from 'antd';
import { useState } from 'react';
import { useMutationOnDemand } from '../../../graphql/useMutationOnDemand.ts';
import { Field } from '../../../ui/Field.tsx';
import { Popconfirm } from '../../../ui/popups.tsx';
import type { Timesheet } from '../shared/view-props.ts';
import { FileDropZone } from './FileDropZone.tsx';
import { FileLink, fileNameOf } from './FileLink.tsx';
import { defaultAttachmentDescription } from './limits.ts';
import { DELETED, UPDATED, useFileSave } from './useFileSave.ts';
import { useFileUpload } from './useFileUpload.ts';

interface Props {
  timesheet: Timesheet;
  readOnly: boolean;
  /** Deleting is allowed only while the sheet is Not Submitted (T-068). */
  canDelete: boolean;
  onChanged(updated: Timesheet): void;
}

/** T-062..T-068: the sheet's files; upload with a description, open, delete. */
export function AttachmentsPanel({ timesheet, readOnly, canDelete, onChanged }: Props) {
  const initial = defaultAttachmentDescription(timesheet.endDate);
  const [description, setDescription] = useState(initial);
  const { upload, progress, uploading } = useFileUpload(timesheet._id);
  const { save, busy } = useFileSave(onChanged);
  // Each answer is the whole sheet (TimesheetView): its documents load on the first upload or delete.
  const attach = useMutationOnDemand(() =>
    import('./fileDocuments.ts').then((m) => m.AddTimesheetAttachmentDocument),
  );
  const remove = useMutationOnDemand(() =>
    import('./fileDocuments.ts').then((m) => m.DeleteTimesheetAttachmentDocument),
  );
  const timeSheetId = timesheet._id;

  const onFile = async (file: File) => {
    const saved = await save(async () => {
      const url = await upload(file);
      const { data } = await attach({ timeSheetId, url, description: description.trim() || initial });
      return data?.timesheetAttachment;
    }, UPDATED);
    if (saved) setDescription(initial);
  };

  return (
    <div>
      {readOnly ? null : (
        <div className="files-form">
          <div className="files-form__description">
            <Field id={`${timeSheetId}-attachment-description`} label="Description">
              {(control) => (
                <input
                  {...control}
                  type="text"
                  className="files-input"
                  value={description}
                  onChange={(event) => setDescription(event.target.value)}
                  maxLength={500}
                />
              )}
            </Field>
          </div>
          <FileDropZone
            label="Upload attachment"
            busy={busy || uploading}
            progress={progress}
            onFile={onFile}
          />
        </div>
      )}
      {timesheet.timesheetAttachments.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No Attachments" />
      ) : (
        <ul className="files-list" aria-label="Attachments">
          {timesheet.timesheetAttachments.map((attachment) => {
            const label = attachment.description || fileNameOf(attachment.url);
            return (
              <li key={attachment._id} className="files-list__item">
                <span className="files-list__main">
                  <FileLink url={attachment.url} label={label} />
                </span>
                {!readOnly && canDelete ? (
                  <Popconfirm
                    title="Delete this attachment?"
                    okText="Delete"
                    onConfirm={() =>
                      save(async () => {
                        const { data } = await remove({ timeSheetId, id: attachment._id });
                        return data?.deleteTimesheetAttachment;
                      }, DELETED)
                    }
                  >
                    <Button
                      type="text"
                      danger
                      icon={<DeleteOutlined />}
                      aria-label={`Delete ${label}`}
                      disabled={busy}
                    />
                  </Popconfirm>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
