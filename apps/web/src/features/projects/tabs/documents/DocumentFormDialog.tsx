import { useMutation } from '@apollo/client/react';
import { DOCUMENT_MESSAGES } from '@tally/domain/projects/documents';
import { Alert, Input, Select } from 'antd';
import { useId, useState } from 'react';
import { AddDocumentDocument, UpdateDocumentDocument } from '../../../../graphql/generated/graphql.ts';
import { Dialog } from '../../../../ui/Dialog.tsx';
import { DisabledReason } from '../../../../ui/DisabledReason.tsx';
import { Field } from '../../../../ui/Field.tsx';
import type { ProjectDocument } from './documentsModel.ts';
import { serverMessage } from './useDocumentUploads.ts';

/** Why a field of the Edit Document dialog cannot be changed (M-125, issue 14). */
export const DOCUMENT_FIELD_REASONS = {
  fileName: 'Only the category of an uploaded document can be changed',
  url: 'The link of a saved document cannot be changed',
} as const;

interface Props {
  projectId: string;
  /** The document to edit; null adds an external (linked) document. */
  document: ProjectDocument | null;
  categories: readonly string[];
  onClose(): void;
  onSaved(): void;
}

/**
 * Add/Edit Document (M-124..M-126, M-135): adding links an external document (URL and file name, both
 * required); editing an uploaded document changes only its category, an external one its file name too.
 */
export function DocumentFormDialog({ projectId, document, categories, onClose, onSaved }: Props) {
  const internal = document?.source === 'internal';
  const [fileName, setFileName] = useState(document?.fileName ?? '');
  const [url, setUrl] = useState(document?.url ?? '');
  const [category, setCategory] = useState<string | null>(document?.category ?? null);
  const [description, setDescription] = useState('');
  const [errors, setErrors] = useState<{ fileName?: string; url?: string; form?: string }>({});
  const [saving, setSaving] = useState(false);
  const [addDocument] = useMutation(AddDocumentDocument);
  const [updateDocument] = useMutation(UpdateDocumentDocument);
  const ids = { fileName: useId(), url: useId(), category: useId(), description: useId() };

  const failure = !document
    ? DOCUMENT_MESSAGES.externalFailed
    : internal
      ? DOCUMENT_MESSAGES.categoryFailed
      : DOCUMENT_MESSAGES.updateFailed;

  const save = async () => {
    const name = fileName.trim();
    const link = url.trim();
    if (!document && (!name || !link)) {
      setErrors({
        form: DOCUMENT_MESSAGES.urlAndName,
        ...(name ? {} : { fileName: 'Required' }),
        ...(link ? {} : { url: 'Required' }),
      });
      return;
    }
    if (!name) {
      setErrors({ fileName: DOCUMENT_MESSAGES.fileNameRequired });
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      if (!document) {
        await addDocument({
          variables: {
            relatedDocumentId: projectId,
            url: link,
            fileName: name,
            source: 'external',
            category,
            description: description.trim() || null,
          },
        });
      } else {
        await updateDocument({
          variables: { id: document._id, fileName: internal ? undefined : name, category },
        });
      }
      onSaved();
      onClose();
    } catch (error) {
      setErrors({ form: `${failure}${serverMessage(error) ? `: ${serverMessage(error)}` : ''}` });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog
      open
      title={document ? 'Edit Document' : 'Add Document'}
      className="documents-form"
      okText="Save"
      onOk={save}
      confirmLoading={saving}
      onCancel={onClose}
      destroyOnHidden
    >
      {errors.form ? (
        <Alert type="error" showIcon title={errors.form} className="documents-form__alert" />
      ) : null}
      <Field id={ids.fileName} label="File name" error={errors.fileName}>
        {(control) => (
          <DisabledReason reason={internal && DOCUMENT_FIELD_REASONS.fileName}>
            <Input
              {...control}
              value={fileName}
              disabled={internal}
              onChange={(event) => setFileName(event.target.value)}
            />
          </DisabledReason>
        )}
      </Field>
      {internal ? null : (
        <Field id={ids.url} label="URL" error={errors.url}>
          {(control) => (
            <DisabledReason reason={Boolean(document) && DOCUMENT_FIELD_REASONS.url}>
              <Input
                {...control}
                type="url"
                placeholder="https://"
                value={url}
                disabled={Boolean(document)}
                onChange={(event) => setUrl(event.target.value)}
              />
            </DisabledReason>
          )}
        </Field>
      )}
      <Field id={ids.category} label="Category">
        {(control) => (
          <Select
            id={control.id}
            allowClear
            placeholder={DOCUMENT_MESSAGES.uncategorized}
            value={category ?? undefined}
            onChange={(value) => setCategory(value ?? null)}
            options={categories.map((value) => ({ value, label: value }))}
            style={{ width: '100%' }}
          />
        )}
      </Field>
      {document ? null : (
        <Field id={ids.description} label="Description">
          {(control) => (
            <Input.TextArea
              {...control}
              rows={2}
              value={description}
              onChange={(event) => setDescription(event.target.value)}
            />
          )}
        </Field>
      )}
    </Dialog>
  );
}
