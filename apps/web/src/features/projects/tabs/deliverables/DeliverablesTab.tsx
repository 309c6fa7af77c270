import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { DELIVERABLE_MESSAGES as M } from '@tally/domain/projects/deliverables';
import { Alert, App, Button, Skeleton, Tooltip } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useMe } from '../../../../app/shell/meContext.ts';
import { useConfigurations } from '../../../../graphql/configurations.ts';
import { readInputErrors } from '../../../../graphql/errors.ts';
import {
  AddDeliverableDocument,
  ProjectDeliverableHoursDocument,
  ProjectDeliverablesDocument,
  RemoveDeliverableDocument,
  SaveMilestoneBudgetDocument,
  UpdateDeliverableDocument,
} from '../../../../graphql/generated/graphql.ts';
import { QueryError } from '../../../../ui/QueryState.tsx';
import type { ProjectTabProps } from '../../detail/ProjectTabProps.ts';
import { tabLabel } from '../../detail/tabs.ts';
import { AddDeliverableDialog } from './AddDeliverableDialog.tsx';
import { AssignedResources } from './AssignedResources.tsx';
import { DeliverableCodesEditor } from './DeliverableCodesEditor.tsx';
import { DeliverableEditor } from './DeliverableEditor.tsx';
import { DeliverablesTable } from './DeliverablesTable.tsx';
import {
  budgetWarning,
  buildMilestones,
  type DeliverableHours,
  flagOn,
  type MilestoneView,
  type RowWithHours,
} from './deliverablesModel.ts';
import { MilestoneBudgetDialog } from './MilestoneBudgetDialog.tsx';
import './deliverables.css';

type Dialog =
  | { kind: 'add' }
  | { kind: 'edit'; item: RowWithHours; budgetDisabled: boolean }
  | { kind: 'milestone'; milestone: MilestoneView }
  | null;

/** The Deliverables tab (spec part 2 §2, M-068..M-096). */
export default function DeliverablesTab({ project, settings, refetchProject }: ProjectTabProps) {
  const { message } = App.useApp();
  const config = useConfigurations();
  const me = useMe();
  const client = useApolloClient();
  const list = useQuery(ProjectDeliverablesDocument, { variables: { projectId: project._id } });
  const rows = list.data?.projectManagement.project.deliverables ?? [];
  const [hours, setHours] = useState<Map<string, DeliverableHours>>(new Map());
  const [hoursError, setHoursError] = useState<string | null>(null);
  const [reload, setReload] = useState(0);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const canManage = project.canManage;
  const codesOnly = !canManage && me.can.keepAccountingCodes;
  const flags = {
    canManage,
    codesOnly,
    hoursBudgeting: flagOn(config.get('hours-budgeting-deliverable')),
    blendedRate: flagOn(config.get('blended-rate-deliverable')),
    resourceAssignments: settings.resourceAssignments,
  };
  const milestones = useMemo(
    () => buildMilestones(rows, hours, project.budget, settings.changeOrderPrefix ?? null),
    [rows, hours, project.budget, settings.changeOrderPrefix],
  );
  const idsKey = milestones.map((m) => m.deliverableIds.join(',')).join('|');

  // Hours used, milestone by milestone in sequence (M-077).
  useEffect(() => {
    // `reload` re-runs the sequence after a change of structure (add, remove, milestone budget).
    if (!idsKey || reload < 0) return;
    let cancelled = false;
    const groups = idsKey.split('|').map((ids) => ids.split(',').filter(Boolean));
    setHoursError(null);
    void (async () => {
      for (const deliverableIds of groups) {
        if (cancelled) return;
        try {
          const result = await client.query({
            query: ProjectDeliverableHoursDocument,
            variables: { projectId: project._id, deliverableIds },
            fetchPolicy: 'network-only',
          });
          if (cancelled) return;
          const loaded = result.data?.projectManagement.project.deliverables ?? [];
          setHours((current) => {
            const next = new Map(current);
            for (const item of loaded) next.set(item._id, item);
            return next;
          });
        } catch {
          if (!cancelled) setHoursError('Hours used could not be loaded.');
          return;
        }
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [idsKey, client, project._id, reload]);

  const keepHours = (item: DeliverableHours | null | undefined) => {
    if (!item) return;
    setHours((current) => new Map(current).set(item._id, item));
  };
  const afterStructureChange = async () => {
    setHours(new Map());
    await list.refetch();
    setReload((n) => n + 1);
    refetchProject();
  };
  const fail = (error: unknown) => {
    const read = readInputErrors(error);
    setErrors(read.fields);
    void message.error(Object.values(read.fields)[0] ?? read.message ?? 'The change could not be saved.');
  };

  const [add, adding] = useMutation(AddDeliverableDocument);
  const [update, updating] = useMutation(UpdateDeliverableDocument);
  const [saveMilestone, savingMilestone] = useMutation(SaveMilestoneBudgetDocument);
  const [remove] = useMutation(RemoveDeliverableDocument);

  const editorFlags = {
    hoursBudgeting: flags.hoursBudgeting,
    blendedRate: flags.blendedRate,
    showCodes: me.can.keepAccountingCodes,
    showTrackTimeOff: me.can.trackTimeOffOnDeliverables && flagOn(config.get('show-timeoff-balances')),
  };
  const milestoneNames = milestones.map((m) => m.milestoneName).filter(Boolean);
  const warning = budgetWarning(rows, project._id, project.budget);
  const label = tabLabel('deliverables', config);

  if (list.error && !list.data) {
    return (
      <QueryError title="The deliverables could not be loaded." error={list.error} onRetry={list.refetch} />
    );
  }
  if (!list.data) return <Skeleton active paragraph={{ rows: 5 }} />;

  return (
    <div className="deliverables-tab">
      <div className="deliverables-toolbar">
        <h2>{label}</h2>
        {canManage ? (
          settings.lockEditing ? (
            <Tooltip title="Adding is disabled while the accounting integration is enabled.">
              <Button type="primary" disabled>
                Add Deliverable
              </Button>
            </Tooltip>
          ) : (
            <Button
              type="primary"
              onClick={() => {
                setErrors({});
                setDialog({ kind: 'add' });
              }}
            >
              Add Deliverable
            </Button>
          )
        ) : null}
      </div>
      {warning ? <Alert type="warning" showIcon title={warning} className="deliverables-warning" /> : null}
      {hoursError ? <Alert type="error" showIcon title={hoursError} /> : null}
      {milestones.length === 0 ? (
        <p className="deliverables-empty">No deliverables yet.</p>
      ) : (
        <DeliverablesTable
          projectId={project._id}
          projectBudget={project.budget}
          milestones={milestones}
          flags={flags}
          onEdit={(item) => {
            setErrors({});
            const milestone = milestones.find((m) => m.milestoneName === (item.row.milestoneName ?? ''));
            setDialog({ kind: 'edit', item, budgetDisabled: milestone?.childBudgetsDisabled ?? false });
          }}
          onDelete={(item) =>
            remove({ variables: { deliverableId: item.row._id } }).then(async () => {
              void message.success(M.deleted);
              await afterStructureChange();
            }, fail)
          }
          onEditMilestone={(milestone) => {
            setErrors({});
            setDialog({ kind: 'milestone', milestone });
          }}
          renderAssignments={(item) => (
            <AssignedResources
              projectId={project._id}
              deliverableId={item.row._id}
              deliverableName={item.row.deliverableName}
              canEdit={canManage && !item.row.includeInAllProjects}
              hideAdd={settings.accountingUrlSet}
              lockAdd={settings.lockEditing}
            />
          )}
        />
      )}
      {dialog?.kind === 'add' ? (
        <AddDeliverableDialog
          milestones={milestoneNames}
          hoursBudgeting={flags.hoursBudgeting}
          saving={adding.loading}
          errors={errors}
          onCancel={() => setDialog(null)}
          onSave={(values) =>
            add({ variables: { projectId: project._id, ...values } }).then(async () => {
              setDialog(null);
              void message.success(M.added);
              await afterStructureChange();
            }, fail)
          }
        />
      ) : null}
      {dialog?.kind === 'edit' && codesOnly ? (
        <DeliverableCodesEditor
          row={dialog.item.row}
          saving={updating.loading}
          errors={errors}
          onCancel={() => setDialog(null)}
          onSave={(codes) =>
            update({ variables: { id: dialog.item.row._id, ...codes } }).then((result) => {
              setDialog(null);
              void message.success(M.updated);
              keepHours(result.data?.updateDeliverable);
            }, fail)
          }
        />
      ) : null}
      {dialog?.kind === 'edit' && !codesOnly ? (
        <DeliverableEditor
          row={dialog.item.row}
          milestones={milestoneNames}
          flags={{ ...editorFlags, budgetDisabled: dialog.budgetDisabled }}
          startDateRequired={settings.lockEditing}
          saving={updating.loading}
          errors={errors}
          onCancel={() => setDialog(null)}
          onSave={(values) => {
            const before = dialog.item.row;
            const moved =
              values.milestoneName !== (before.milestoneName ?? '') ||
              values.deliverableName !== before.deliverableName;
            const budgetChanged =
              values.budget !== before.budget || values.budgetPercent !== (before.budgetPercent ?? null);
            update({
              variables: {
                id: before._id,
                ...values,
                // A disabled budget is left as it is (M-072).
                budget: dialog.budgetDisabled ? undefined : (values.budget ?? 0),
                budgetPercent: dialog.budgetDisabled ? undefined : values.budgetPercent,
                accountingCode: editorFlags.showCodes ? values.accountingCode : undefined,
                accountingCodeSuffix: editorFlags.showCodes ? values.accountingCodeSuffix : undefined,
                trackAgainstTimeOff: editorFlags.showTrackTimeOff ? values.trackAgainstTimeOff : undefined,
              },
            }).then(async (result) => {
              setDialog(null);
              void message.success(M.updated);
              keepHours(result.data?.updateDeliverable);
              if (moved || !result.data?.updateDeliverable) await afterStructureChange();
              else if (budgetChanged) refetchProject();
            }, fail);
          }}
        />
      ) : null}
      {dialog?.kind === 'milestone' ? (
        <MilestoneBudgetDialog
          label={dialog.milestone.label}
          milestoneRow={dialog.milestone.milestoneRow?.row ?? null}
          showBlendedRate={flags.blendedRate}
          saving={savingMilestone.loading}
          errors={errors}
          onCancel={() => setDialog(null)}
          onSave={(values) =>
            saveMilestone({
              variables: { projectId: project._id, milestoneName: dialog.milestone.milestoneName, ...values },
            }).then(async () => {
              setDialog(null);
              void message.success(M.updated);
              await afterStructureChange();
            }, fail)
          }
        />
      ) : null}
    </div>
  );
}
