import { useMutation, useQuery } from '@apollo/client/react';
import {
  isQuickEditCollection,
  pendingKey,
  QUICK_EDIT_LIMIT,
  QUICK_EDIT_MESSAGES,
  QUICK_EDIT_SEARCH_DEBOUNCE_MS,
  QUICK_EDIT_SEGMENTS,
  type QuickEditValue,
} from '@tally/domain/admin/quick-edit';
import { App, Button, Input, Segmented, Skeleton, Typography } from 'antd';
import { useEffect, useId, useMemo, useState } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { readInputErrors } from '../../../graphql/errors.ts';
import {
  AdminCollectionDocument,
  UpdateAdminCollectionCellDocument,
} from '../../../graphql/generated/graphql.ts';
import { QueryError } from '../../../ui/QueryState.tsx';
import { QuickEditGrid } from './QuickEditGrid.tsx';
import { type PendingEdit, sameValue, savedValue, updateVariables } from './quickEditModel.ts';
import './quick-edit.css';
import { DisabledReason } from '../../../ui/DisabledReason.tsx';

function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/** /admin/quick-edit/{projects|users} (D-038..D-047): the spreadsheet-like grid of a collection. */
export function Component() {
  const { collection = '' } = useParams();
  if (!isQuickEditCollection(collection)) return <Navigate to="/admin/quick-edit/projects" replace />;
  return <QuickEdit key={collection} collection={collection} />;
}

function QuickEdit({ collection }: { collection: 'projects' | 'users' }) {
  const navigate = useNavigate();
  const searchId = useId();
  const { message, modal } = App.useApp();
  const [search, setSearch] = useState('');
  const debounced = useDebounced(search.trim(), QUICK_EDIT_SEARCH_DEBOUNCE_MS);
  const [pending, setPending] = useState<ReadonlyMap<string, PendingEdit>>(new Map());
  const [saving, setSaving] = useState(false);
  const { data, previousData, loading, error, refetch } = useQuery(AdminCollectionDocument, {
    variables: { collection, offset: 0, limit: QUICK_EDIT_LIMIT, search: debounced || null },
    fetchPolicy: 'cache-and-network',
  });
  const [update] = useMutation(UpdateAdminCollectionCellDocument);
  const page = (data ?? previousData)?.admin.adminCollection;
  const columns = page?.collection === collection ? page.columns : [];
  const rows = page?.collection === collection ? page.rows : [];
  const byId = useMemo(() => new Map(rows.map((row) => [row._id, row])), [rows]);
  const segment = QUICK_EDIT_SEGMENTS.find((s) => s.value === collection)!;

  const onEdit = (documentId: string, fieldKey: string, value: QuickEditValue) => {
    const row = byId.get(documentId);
    const column = columns.find((c) => c.key === fieldKey);
    if (!row || !column) return;
    setPending((current) => {
      const next = new Map(current);
      const key = pendingKey(documentId, fieldKey);
      if (sameValue(value, savedValue(row, column))) next.delete(key);
      else next.set(key, { documentId, fieldKey, value });
      return next;
    });
  };

  const onRevert = (documentId: string, fieldKey: string) =>
    setPending((current) => {
      const next = new Map(current);
      next.delete(pendingKey(documentId, fieldKey));
      return next;
    });

  /** One cell update per pending cell (D-046); the ones refused stay pending with the reason (D-047). */
  const save = async () => {
    const edits = [...pending.entries()];
    if (edits.length === 0) return;
    setSaving(true);
    const outcomes = await Promise.all(
      edits.map(async ([key, edit]) => {
        const column = columns.find((c) => c.key === edit.fieldKey);
        if (!column) return { key, edit, error: 'Unknown column' };
        try {
          await update({ variables: updateVariables(collection, edit, column) });
          return { key, edit, error: null };
        } catch (failure) {
          const read = readInputErrors(failure);
          const reason =
            read.fields[edit.fieldKey] ??
            Object.values(read.fields)[0] ??
            read.message ??
            QUICK_EDIT_MESSAGES.updateFailed;
          return { key, edit, error: reason };
        }
      }),
    );
    setSaving(false);
    const failed = outcomes.filter((outcome) => outcome.error !== null);
    setPending(new Map(failed.map(({ key, edit, error }) => [key, { ...edit, error: error ?? undefined }])));
    if (edits.length === 1) {
      if (failed.length === 0) void message.success(QUICK_EDIT_MESSAGES.updated);
      else void message.error(`${QUICK_EDIT_MESSAGES.updateFailed}: ${failed[0]!.error}`);
    } else if (failed.length === 0) void message.success(QUICK_EDIT_MESSAGES.allSaved);
    else void message.error(QUICK_EDIT_MESSAGES.someFailed);
  };

  const switchTo = (next: string) => {
    if (next === collection) return;
    const go = () => navigate(`/admin/quick-edit/${next}`);
    if (pending.size === 0) return go();
    modal.confirm({
      title: `Discard ${pending.size} unsaved change${pending.size === 1 ? '' : 's'}?`,
      okText: 'Discard',
      onOk: go,
    });
  };

  const failedCount = [...pending.values()].filter((edit) => edit.error).length;

  return (
    <div className="quick-edit">
      <Typography.Title level={1}>Quick Edit</Typography.Title>
      <div className="quick-edit__toolbar">
        <Segmented
          aria-label="Collection"
          options={QUICK_EDIT_SEGMENTS.map((s) => ({ value: s.value, label: s.label }))}
          value={collection}
          onChange={(value) => switchTo(String(value))}
        />
        <label htmlFor={searchId} className="visually-hidden">
          Search {segment.label.toLowerCase()}
        </label>
        <Input.Search
          id={searchId}
          allowClear
          placeholder={
            collection === 'projects'
              ? 'Search name, code or description'
              : 'Search name, email or payroll ID'
          }
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          className="quick-edit__search"
          loading={loading && debounced !== ''}
        />
        <span className="quick-edit__actions">
          <DisabledReason reason={pending.size === 0 && 'No changes to cancel'}>
            <Button disabled={pending.size === 0 || saving} onClick={() => setPending(new Map())}>
              Cancel
            </Button>
          </DisabledReason>
          <DisabledReason reason={pending.size === 0 && 'No changes to save'}>
            <Button type="primary" disabled={pending.size === 0} loading={saving} onClick={() => void save()}>
              Save Changes ({pending.size})
            </Button>
          </DisabledReason>
        </span>
      </div>
      {error && !page ? (
        <QueryError
          title={`The ${segment.label.toLowerCase()} could not be loaded.`}
          error={error}
          onRetry={refetch}
        />
      ) : !page || page.collection !== collection ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : (
        <>
          <p className="quick-edit__summary" aria-live="polite">
            {rows.length === 0
              ? debounced
                ? `No ${segment.label.toLowerCase()} match your search`
                : `No ${segment.label.toLowerCase()}`
              : page.total > rows.length
                ? `Showing the first ${rows.length} of ${page.total} ${segment.label.toLowerCase()}; search to narrow them down.`
                : `${page.total} ${segment.label.toLowerCase()}`}
            {failedCount > 0 ? ` · ${failedCount} change${failedCount === 1 ? '' : 's'} not saved` : ''}
          </p>
          {rows.length > 0 ? (
            <QuickEditGrid
              label={`${segment.label} quick edit`}
              columns={columns}
              rows={rows}
              pending={pending}
              onEdit={onEdit}
              onRevert={onRevert}
            />
          ) : null}
          <p className="quick-edit__help">
            Arrows or Tab move between cells; Enter or typing edits, Enter saves the cell into the pending
            changes, Escape undoes. Changed cells are highlighted until you save them.
          </p>
        </>
      )}
    </div>
  );
}
