import { Space } from 'antd';
import { useState } from 'react';
import { PermissionButton } from '../../../ui/PermissionButton.tsx';
import { type ApprovalSheet, fullName } from '../approvalsModel.ts';
import type { Decisions } from './useDecisions.tsx';

/** Approve, Decline and Cancel of one sheet, each enabled by the server's permission (P-018, P-019). */
export function SheetActions({ sheet, decisions }: { sheet: ApprovalSheet; decisions: Decisions }) {
  const [approving, setApproving] = useState(false);
  const who = `${fullName(sheet)}'s timesheet`;
  return (
    <Space size={4} wrap>
      <PermissionButton
        size="small"
        type="primary"
        permission={sheet.canApprove}
        loading={approving}
        data-sheet-action="approve"
        aria-label={`Approve ${who}`}
        onClick={async () => {
          setApproving(true);
          await decisions.approve(sheet._id);
          setApproving(false);
        }}
      >
        Approve
      </PermissionButton>
      <PermissionButton
        size="small"
        danger
        permission={sheet.canApprove}
        aria-label={`Decline ${who}`}
        onClick={() => decisions.decline(sheet._id)}
      >
        Decline
      </PermissionButton>
      <PermissionButton
        size="small"
        permission={sheet.canCancelAsApprover}
        aria-label={`Cancel ${who}`}
        onClick={() => decisions.cancel(sheet._id)}
      >
        Cancel
      </PermissionButton>
    </Space>
  );
}
