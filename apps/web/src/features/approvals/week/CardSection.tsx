import { Empty, Pagination, Typography } from 'antd';
import { useId, useState } from 'react';
import type { Decisions } from '../actions/useDecisions.tsx';
import type { ApprovalSheet } from '../approvalsModel.ts';
import type { SheetHoursState } from '../hours/useSheetHours.ts';
import { SheetCard } from './SheetCard.tsx';

export const NONE_FOUND = 'No timesheets found';
export const NONE_WITH_FILTER = 'No timesheets found with selected filter';
const PAGE_SIZE = 24;

interface Props {
  title: string;
  /** Every sheet of the section, before search and filter. */
  total: number;
  sheets: readonly ApprovalSheet[];
  decisions: Decisions;
  hours: SheetHoursState;
}

/** 'My Timesheets' or 'Other Timesheets': cards, paginated, with the spec's empty texts (P-009, P-013). */
export function CardSection({ title, total, sheets, decisions, hours }: Props) {
  const id = useId();
  const [page, setPage] = useState(1);
  const pages = Math.max(1, Math.ceil(sheets.length / PAGE_SIZE));
  const current = Math.min(page, pages);
  const shown = sheets.slice((current - 1) * PAGE_SIZE, current * PAGE_SIZE);
  return (
    <section className="approvals__section" aria-labelledby={id}>
      <Typography.Title level={2} id={id} className="approvals__title">
        {title} <span className="approvals__count">({sheets.length})</span>
      </Typography.Title>
      {sheets.length === 0 ? (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={total === 0 ? NONE_FOUND : NONE_WITH_FILTER}
        />
      ) : (
        <ul className="approvals__cards" aria-label={title} data-sheet-list>
          {shown.map((sheet) => (
            <li key={sheet._id} data-sheet-id={sheet._id}>
              <SheetCard
                sheet={sheet}
                decisions={decisions}
                hours={hours}
                onShowHours={() => hours.ensure(shown.map((one) => one._id))}
              />
            </li>
          ))}
        </ul>
      )}
      {sheets.length > PAGE_SIZE ? (
        <Pagination
          align="end"
          current={current}
          pageSize={PAGE_SIZE}
          total={sheets.length}
          showSizeChanger={false}
          onChange={setPage}
        />
      ) : null}
    </section>
  );
}
