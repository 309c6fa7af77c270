import { MoreOutlined } from '@ant-design/icons';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useMutation } from '@apollo/client/react';
import { App, Button, Dropdown, type MenuProps, Tooltip } from 'antd';
import { useContext } from 'react';
import { useNavigate } from 'react-router';
import { MeContext } from '../../../../app/shell/meContext.ts';
import { readInputErrors } from '../../../../graphql/errors.ts';
import {
  ArchiveProjectDocument,
  CloneProjectDocument,
  DeleteProjectDocument,
  ManualProjectSyncDocument,
  type ProjectHeaderFragment,
  type ProjectSettingsFieldsFragment,
  RecalculateBudgetUsedDocument,
} from '../../../../graphql/generated/graphql.ts';
import { PROJECT_LIST_PATHS, type ProjectListKind, projectPath } from '../../projectPaths.ts';

interface Props {
  project: ProjectHeaderFragment;
  settings: ProjectSettingsFieldsFragment;
  kind: ProjectListKind;
  refetchProject: () => void;
}

export const MENU_TEXTS = {
  onlyArchived: 'Only archived projects can be deleted',
  locked: 'Not available while the accounting integration is enabled',
  recalculated: 'Budget used recalculated',
  recalculateFailed: 'Error recalculating budget used',
} as const;

/** The first server error's message (M-038), else a general message. */
function firstError(failure: unknown): string {
  if (CombinedGraphQLErrors.is(failure) && failure.errors[0]) return failure.errors[0].message;
  return readInputErrors(failure).message ?? 'Something went wrong. Please try again.';
}

/** The project menu (M-036..M-041): archive, delete, recalculate budget used, clone and refresh data. */
export function ProjectMenu({ project, settings, kind, refetchProject }: Props) {
  const navigate = useNavigate();
  const me = useContext(MeContext);
  const { message, notification: notify, modal } = App.useApp();
  const [archive] = useMutation(ArchiveProjectDocument);
  const [remove] = useMutation(DeleteProjectDocument);
  const [clone] = useMutation(CloneProjectDocument);
  const [sync] = useMutation(ManualProjectSyncDocument);
  const [recalculate] = useMutation(RecalculateBudgetUsedDocument);

  const locked = settings.lockEditing;
  const mayCreate = me?.can.createProjects === true;
  const deletable = project.archived && !locked;

  const confirmDelete = () => {
    void modal.confirm({
      title: `Delete ${project.name}?`,
      content: 'The project, its roles, team and deliverables are deleted for good.',
      okText: 'Delete',
      okButtonProps: { danger: true },
      onOk: async () => {
        try {
          await remove({ variables: { projectId: project._id } });
          void message.success('Project deleted');
          void navigate(PROJECT_LIST_PATHS[kind === 'finance' ? 'all' : kind]);
        } catch (failure) {
          notify.error({ title: 'The project could not be deleted', description: firstError(failure) });
        }
      },
    });
  };

  const run = async (action: () => Promise<unknown>, success: string, failureText?: string) => {
    try {
      await action();
      void message.success(success);
    } catch (failure) {
      void message.error(failureText ?? firstError(failure));
    }
  };

  const items: MenuProps['items'] = [
    {
      key: 'archive',
      disabled: locked,
      label: locked ? (
        <Tooltip title={MENU_TEXTS.locked}>{project.archived ? 'Unarchive' : 'Archive'}</Tooltip>
      ) : project.archived ? (
        'Unarchive'
      ) : (
        'Archive'
      ),
      onClick: () =>
        void run(
          () => archive({ variables: { projectId: project._id, archived: !project.archived } }),
          project.archived ? 'Project unarchived' : 'Project archived',
        ),
    },
    {
      key: 'delete',
      danger: deletable,
      disabled: !deletable,
      label: deletable ? 'Delete' : <Tooltip title={MENU_TEXTS.onlyArchived}>Delete</Tooltip>,
      title: deletable ? undefined : MENU_TEXTS.onlyArchived,
      onClick: confirmDelete,
    },
    {
      key: 'recalculate',
      label: 'Recalculate budget used',
      onClick: () =>
        void run(
          async () => {
            await recalculate({ variables: { projectId: project._id } });
            refetchProject();
          },
          MENU_TEXTS.recalculated,
          MENU_TEXTS.recalculateFailed,
        ),
    },
    ...(!locked && mayCreate
      ? [
          {
            key: 'clone',
            label: 'Clone Project',
            onClick: () =>
              void run(async () => {
                const { data } = await clone({ variables: { projectId: project._id } });
                const copy = data?.cloneProject;
                if (copy) void navigate(projectPath(kind, copy._id));
              }, 'Project cloned'),
          },
        ]
      : []),
    ...(locked
      ? [
          {
            key: 'sync',
            label: 'Refresh Data',
            // Pulls the project, its deliverables and team from NetSuite: the tabs read them again after.
            onClick: () =>
              void run(async () => {
                await sync({ variables: { projectId: project._id } });
                refetchProject();
              }, 'Project refreshed from the accounting system'),
          },
        ]
      : []),
  ];

  return (
    // autoFocus: the opened menu takes focus, so the arrow keys move through its items (issue 14).
    <Dropdown menu={{ items }} trigger={['click']} placement="bottomRight" autoFocus>
      <Button icon={<MoreOutlined />} aria-label="Project actions" />
    </Dropdown>
  );
}
