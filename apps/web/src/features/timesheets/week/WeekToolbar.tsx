import { CopyOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';
import type { ComponentType } from 'react';
import { Segmented } from '../../../ui/Segmented.tsx';
import type { Timesheet } from '../shared/view-props.ts';
import { ActivityDrawer } from './ActivityDrawer.tsx';
import { StatusActions } from './StatusActions.tsx';
import type { SubmitControlProps } from './SubmitButton.tsx';
import { VIEW_NAMES, VIEWS, type ViewName } from './views.tsx';
import { WeekSummary } from './WeekSummary.tsx';

interface Props {
  timesheet: Timesheet;
  view: ViewName;
  onView(view: ViewName): void;
  readOnly: boolean;
  /** Another user's sheet: no status actions (T-089), unless entered on their behalf (SubmitControl). */
  othersSheet: boolean;
  /** The Submit control of finance's entry on behalf of the user (the week page's own otherwise). */
  SubmitControl?: ComponentType<SubmitControlProps> | undefined;
  onPrefill(): void;
  onSubmitting(submitting: boolean): void;
  onChanged(updated: Timesheet): void;
  onDeleted(): void;
  onError(message: string | null): void;
}

/** Status and total, the view switcher (T-010) and the sheet's actions. */
export function WeekToolbar({
  timesheet,
  view,
  onView,
  readOnly,
  othersSheet,
  onPrefill,
  SubmitControl,
  ...actions
}: Props) {
  return (
    <div className="week-toolbar">
      <WeekSummary timesheet={timesheet} />
      <Segmented<ViewName>
        label="Timesheet view"
        options={VIEW_NAMES.map((name) => ({ label: name, value: name, disabled: !VIEWS[name] }))}
        value={view}
        onChange={onView}
      />
      <Space wrap className="week-toolbar__actions">
        {readOnly ? null : (
          <Button icon={<CopyOutlined aria-hidden />} onClick={onPrefill}>
            Prefill
          </Button>
        )}
        <ActivityDrawer timesheet={timesheet} />
        {othersSheet && !SubmitControl ? null : (
          <StatusActions timesheet={timesheet} {...actions} {...(SubmitControl ? { SubmitControl } : {})} />
        )}
      </Space>
    </div>
  );
}
