import { useMutation, useQuery } from '@apollo/client/react';
import { DELIVERABLE_MESSAGES as M } from '@tally/domain/projects/deliverables';
import { Alert, App, Button, Empty, Popconfirm, Select, Space, Spin } from 'antd';
import { useState } from 'react';
import { readInputErrors } from '../../../../graphql/errors.ts';
import {
  AddDeliverableResourceDocument,
  DeliverableProjectResourcesDocument,
  DeliverableResourcesDocument,
  RemoveDeliverableResourceDocument,
  UpdateDeliverableResourceDocument,
} from '../../../../graphql/generated/graphql.ts';
import { DisabledReason } from '../../../../ui/DisabledReason.tsx';
import { EDITING_LOCKED } from '../../editingLocked.ts';
import { AssignedHoursInput } from './AssignedHoursInput.tsx';
import { personName } from './deliverablesModel.ts';

/** Why Assign waits (issue 14). */
export const PICK_A_RESOURCE = 'Choose a resource to assign first';

interface Props {
  projectId: string;
  deliverableId: string;
  deliverableName: string;
  canEdit: boolean;
  /** netsuite-url is set: adding is hidden (M-093). */
  hideAdd: boolean;
  /** lockEditing: adding is refused. */
  lockAdd: boolean;
}

/** The resources assigned to one deliverable with their budgeted hours (M-091..M-096). */
export function AssignedResources({
  projectId,
  deliverableId,
  deliverableName,
  canEdit,
  hideAdd,
  lockAdd,
}: Props) {
  const { message } = App.useApp();
  const assigned = useQuery(DeliverableResourcesDocument, { variables: { deliverableId } });
  const team = useQuery(DeliverableProjectResourcesDocument, {
    variables: { projectId },
    skip: !canEdit || hideAdd,
  });
  const [picked, setPicked] = useState<string | undefined>(undefined);
  const refetch = { refetchQueries: [{ query: DeliverableResourcesDocument, variables: { deliverableId } }] };
  const [add, adding] = useMutation(AddDeliverableResourceDocument, refetch);
  const [update] = useMutation(UpdateDeliverableResourceDocument, refetch);
  const [remove] = useMutation(RemoveDeliverableResourceDocument, refetch);

  const fail = (error: unknown) => {
    const { fields, message: general } = readInputErrors(error);
    void message.error(Object.values(fields)[0] ?? general ?? 'The change could not be saved.');
  };

  if (assigned.error) return <Alert type="error" showIcon title={M.loadResourcesFailed} />;
  if (assigned.loading && !assigned.data) return <Spin size="small" aria-label="Loading resources" />;

  const rows = assigned.data?.projectManagement.getResourcesByDeliverableId ?? [];
  const assignedIds = new Set(rows.map((row) => row.resourceId));
  const options = (team.data?.projectManagement.project.resources ?? [])
    .filter((resource) => !resource.inactive && !assignedIds.has(resource._id))
    .map((resource) => ({ value: resource._id, label: `${personName(resource)} (${resource.email})` }));

  return (
    <section className="deliverable-assignments" aria-label={`Resources assigned to ${deliverableName}`}>
      {rows.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={M.noAssignments} />
      ) : (
        <table className="deliverable-assignments-table">
          <caption className="visually-hidden">Resources assigned to {deliverableName}</caption>
          <thead>
            <tr>
              <th scope="col">Resource</th>
              <th scope="col">Budgeted Hours</th>
              {canEdit ? <th scope="col">Actions</th> : null}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => {
              const name = personName(row.resource);
              return (
                <tr key={row.resourceId}>
                  <td>
                    {name}
                    <div className="deliverable-assignment-email">{row.resource.email}</div>
                  </td>
                  <td>
                    {canEdit ? (
                      <AssignedHoursInput
                        value={row.budgetedHours}
                        label={`Budgeted hours for ${name}`}
                        onSave={(hours) =>
                          update({
                            variables: {
                              deliverableId,
                              input: { resourceId: row.resourceId, budgetedHours: hours },
                            },
                          }).then(() => message.success('Hours saved.'), fail)
                        }
                      />
                    ) : (
                      `${row.budgetedHours} h`
                    )}
                  </td>
                  {canEdit ? (
                    <td>
                      <Popconfirm
                        title={M.removeResourceConfirm}
                        okText="Remove"
                        onConfirm={() =>
                          remove({ variables: { deliverableId, resourceId: row.resourceId } }).catch(fail)
                        }
                      >
                        <Button size="small" danger aria-label={`Remove ${name} from ${deliverableName}`}>
                          Remove
                        </Button>
                      </Popconfirm>
                    </td>
                  ) : null}
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      {canEdit && !hideAdd ? (
        <Space.Compact className="deliverable-assign-add">
          <DisabledReason reason={lockAdd && EDITING_LOCKED}>
            <Select
              aria-label={`Resource to assign to ${deliverableName}`}
              placeholder="Assign a resource"
              showSearch={{ optionFilterProp: 'label' }}
              options={options}
              value={picked}
              onChange={setPicked}
              notFoundContent={M.noResources}
              loading={team.loading}
              disabled={lockAdd}
              style={{ minWidth: 260 }}
            />
          </DisabledReason>
          <DisabledReason reason={lockAdd ? EDITING_LOCKED : !picked && PICK_A_RESOURCE}>
            <Button
              disabled={!picked || lockAdd}
              loading={adding.loading}
              onClick={() => {
                if (!picked) return;
                add({ variables: { deliverableId, input: { resourceId: picked, budgetedHours: 0 } } }).then(
                  () => setPicked(undefined),
                  fail,
                );
              }}
            >
              Assign
            </Button>
          </DisabledReason>
        </Space.Compact>
      ) : null}
    </section>
  );
}
