import { CalendarOutlined, LeftOutlined, RightOutlined } from '@ant-design/icons';
import { isoToDisplay } from '@tally/domain/shared/dates';
import { defaultWeekEnd, nextWeekEnd, previousWeekEnd, type WeekDay } from '@tally/domain/timesheets/week';
import { Button, Space } from 'antd';
import { lazy, Suspense, useState } from 'react';
import type { WeekPickerProps } from './WeekPicker.tsx';
import './week-navigator.css';
import { DisabledReason } from '../../../ui/DisabledReason.tsx';
import { Tooltip } from '../../../ui/popups.tsx';

/**
 * antd's DatePicker (about 40 KB gzipped with its styles) is not part of the week route's load: it loads
 * when the pointer or the focus reaches the week navigation, before the picker is pressed or tabbed to.
 * Should its module fail to arrive, the read-only stand-in stays rather than the week screen failing.
 */
const WeekPicker = lazy(() =>
  import('./WeekPicker.tsx').then(
    (module) => ({ default: module.WeekPicker }),
    () => ({
      default: ({ weekEnd }: WeekPickerProps) => <PickerStandIn weekEnd={weekEnd} onDemand={() => {}} />,
    }),
  ),
);

interface Props {
  weekEnd: string;
  today: string;
  weekEndDay: WeekDay;
  goTo(date: string, options?: { replace?: boolean }): void;
}

type PickerDemand = { focus: boolean; open: boolean };

/**
 * What the picker looks like before its module arrives: the same field, read-only. Reaching for it
 * (pointer over it, focus, press) loads the picker, which then takes the focus or opens as asked.
 */
function PickerStandIn({ weekEnd, onDemand }: { weekEnd: string; onDemand(demand: PickerDemand): void }) {
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the input inside is the control; the wrapper only notices the press.
    <span
      className="week-picker-stand-in"
      onMouseDown={(event) => {
        event.preventDefault();
        onDemand({ focus: true, open: true });
      }}
    >
      <input
        aria-label="Select Week"
        placeholder="Select Week"
        autoComplete="off"
        readOnly
        size={12}
        value={isoToDisplay(weekEnd)}
        onFocus={() => onDemand({ focus: true, open: false })}
      />
      <CalendarOutlined className="week-picker-stand-in__icon" aria-hidden />
    </span>
  );
}

/** Previous / next week, the 'Select Week' picker (replaces the URL) and 'Current Week' (T-002, T-003). */
export function WeekNavigator({ weekEnd, today, weekEndDay, goTo }: Props) {
  const current = defaultWeekEnd(today, weekEndDay);
  const [demand, setDemand] = useState<PickerDemand | null>(null);
  // Until the picker mounts, a press or focus on its stand-in adds to what the picker does when it arrives.
  const ask = (next: PickerDemand) =>
    setDemand((known) => {
      const focus = Boolean(known?.focus || next.focus);
      const open = Boolean(known?.open || next.open);
      return known?.focus === focus && known.open === open ? known : { focus, open };
    });
  const standIn = <PickerStandIn weekEnd={weekEnd} onDemand={ask} />;
  const reached = () => ask({ focus: false, open: false });
  return (
    <Space wrap className="week-navigator">
      <Space.Compact onPointerEnter={reached} onFocus={reached}>
        <Tooltip title="Previous week">
          <Button
            aria-label="Previous week"
            icon={<LeftOutlined aria-hidden />}
            onClick={() => goTo(previousWeekEnd(weekEnd))}
          />
        </Tooltip>
        {demand ? (
          <Suspense fallback={standIn}>
            <WeekPicker
              weekEnd={weekEnd}
              weekEndDay={weekEndDay}
              autoFocus={demand?.focus}
              defaultOpen={demand?.open}
              onPick={(date) => goTo(date, { replace: true })}
            />
          </Suspense>
        ) : (
          standIn
        )}
        <Tooltip title="Next week">
          <Button
            aria-label="Next week"
            icon={<RightOutlined aria-hidden />}
            onClick={() => goTo(nextWeekEnd(weekEnd))}
          />
        </Tooltip>
      </Space.Compact>
      <DisabledReason reason={current === weekEnd && 'This is the current week'}>
        <Button onClick={() => goTo(current)} disabled={current === weekEnd}>
          Current Week
        </Button>
      </DisabledReason>
    </Space>
  );
}
