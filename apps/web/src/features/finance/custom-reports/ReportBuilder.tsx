import { DownloadOutlined, UndoOutlined } from '@ant-design/icons';
import type { ReportField } from '@tally/domain/report-fields';
import { type FilterValue, moveField, nextSorting } from '@tally/domain/report-grid';
import { defaultTableState, type ReportTableState, type SavedReport } from '@tally/domain/saved-reports';
import { Button, Typography } from 'antd';
import { type ReactNode, useCallback, useMemo, useState } from 'react';
import { ColumnManager } from './ColumnManager.tsx';
import { exportCustomReport } from './exportCsv.ts';
import { ConfirmDialog, NameDialog } from './ReportDialogs.tsx';
import { ReportGrid } from './ReportGrid.tsx';
import { ReportsMenu } from './ReportsMenu.tsx';
import { type PersistReports, useReportFlow } from './useReportFlow.ts';
import { type BuilderRow, useReportRows, visibleFields } from './useReportRows.ts';
import './custom-report.css';

export const CUSTOM_REPORTS_TITLE = 'Custom Reports';
export const CUSTOM_REPORTS_EMPTY = 'No timesheets for that range';

interface Props {
  rows: readonly BuilderRow[];
  loading: boolean;
  /** The range picker, shown first in the toolbar. */
  range?: ReactNode;
  /** Shown between the toolbar and the grid (the fetch error). */
  notice?: ReactNode;
  reports: readonly SavedReport[];
  persist: PersistReports;
  now?: () => Date;
}

const systemNow = () => new Date();

/**
 * The custom report builder (spec part 3 §2 'Custom Reports'): the rows of a range through filters, sorts and
 * groups the user sets, the columns they choose, saved under names and exported as CSV.
 */
export function ReportBuilder({ rows, loading, range, notice, reports, persist, now = systemNow }: Props) {
  const [state, setState] = useState<ReportTableState>(defaultTableState);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set());
  const [exporting, setExporting] = useState(false);
  const apply = useCallback((next: ReportTableState) => {
    setState(next);
    setExpanded(new Set());
  }, []);
  const flow = useReportFlow({ reports, persist, state, apply, now });
  const change = useCallback(
    (update: (current: ReportTableState) => ReportTableState) => setState(update),
    [],
  );
  const { items, filtered } = useReportRows(rows, state, expanded);
  const fields = visibleFields(state);

  const actions = useMemo(
    () => ({
      sort: (field: ReportField, multi: boolean) =>
        change((s) => ({ ...s, sorting: nextSorting(s.sorting, field, multi) })),
      toggleGroup: (field: ReportField) =>
        change((s) => ({
          ...s,
          grouping: s.grouping.includes(field)
            ? s.grouping.filter((g) => g !== field)
            : [...s.grouping, field],
        })),
      setFilter: (field: ReportField, value: FilterValue | null) =>
        change((s) => ({
          ...s,
          columnFilters: [
            ...s.columnFilters.filter((f) => f.id !== field),
            ...(value ? [{ id: field, value }] : []),
          ],
        })),
      move: (field: ReportField, to: { target: string } | { offset: number }) =>
        change((s) => ({ ...s, columnOrder: moveField(s.columnOrder, field, to) })),
    }),
    [change],
  );
  const setVisible = (list: readonly ReportField[], visible: boolean) =>
    change((s) => ({
      ...s,
      columnVisibility: {
        ...s.columnVisibility,
        ...Object.fromEntries(list.map((field) => [field, visible])),
      },
    }));
  const resetColumns = () =>
    flow.ask({
      title: 'Reset to Default Settings',
      content: 'Restore the default columns, their order and widths?',
      okText: 'Reset',
      danger: true,
      onOk: () => {
        const base = defaultTableState();
        change((s) => ({
          ...s,
          columnVisibility: base.columnVisibility,
          columnOrder: base.columnOrder,
          columnSizing: {},
        }));
      },
    });
  const toggleGroup = (key: string) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (!next.delete(key)) next.add(key);
      return next;
    });
  const exportCsv = async () => {
    setExporting(true);
    try {
      await exportCustomReport(filtered, fields, now());
    } finally {
      setExporting(false);
    }
  };

  return (
    <div className="custom-report">
      <Typography.Title level={1}>
        {flow.loaded ? `Custom Report: ${flow.loaded.name}` : CUSTOM_REPORTS_TITLE}
      </Typography.Title>
      <div className="custom-report__toolbar">
        {range}
        <div className="custom-report__tools">
          <ColumnManager state={state} setVisible={setVisible} move={actions.move} onReset={resetColumns} />
          <ReportsMenu
            reports={reports}
            loaded={flow.loaded}
            status={flow.status}
            onLoad={flow.load}
            onRename={flow.rename}
            onDelete={flow.remove}
            onSaveNew={flow.saveNew}
            onSaveChanges={flow.saveChanges}
            onDiscard={flow.discard}
          />
          <Button
            icon={<UndoOutlined aria-hidden />}
            onClick={() => flow.resetAll(() => apply(defaultTableState()))}
          >
            Reset All
          </Button>
          <Button
            icon={<DownloadOutlined aria-hidden />}
            onClick={() => void exportCsv()}
            loading={exporting}
            disabled={filtered.length === 0 || fields.length === 0}
          >
            Export
          </Button>
        </div>
      </div>
      {notice}
      <ReportGrid
        items={items}
        count={filtered.length}
        state={state}
        onChange={change}
        expanded={expanded}
        onToggleGroup={toggleGroup}
        actions={actions}
        loading={loading}
        emptyText={CUSTOM_REPORTS_EMPTY}
      />
      <ConfirmDialog request={flow.confirm} onClose={flow.closeConfirm} />
      <NameDialog
        open={flow.naming !== null}
        title={
          flow.naming?.mode === 'rename'
            ? `Rename ${flow.naming.report?.name ?? ''}`
            : flow.status === 'modified'
              ? 'Save as New Report'
              : 'Save Current View as New'
        }
        initialName={flow.naming?.report?.name ?? ''}
        error={flow.naming?.error ?? null}
        saving={flow.saving}
        onSubmit={flow.submitName}
        onCancel={flow.closeNaming}
      />
    </div>
  );
}
