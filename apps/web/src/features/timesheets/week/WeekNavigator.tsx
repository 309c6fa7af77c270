import { CalendarOutlined, LeftOutlined, RightOutlined } from '@ant-design/icons';
import { isoToDisplay } from '@tally/domain/dates';
import { defaultWeekEnd, nextWeekEnd, previousWeekEnd, type WeekDay } from '@tally/domain/week';
import { Button, Space, Tooltip } from 'antd';
import { lazy, Suspense, useEffect, useState } from 'react';
import type { WeekPickerProps } from './WeekPicker.tsx';

/**
 * antd's DatePicker (about 30 KB gzipped) is not part of the week route's first load. Should its module
 * fail to arrive, the read-only stand-in stays rather than the week screen failing.
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

/** Loads the real picker once the browser is idle after the week shows. */
function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(() => setIdle(true), { timeout: 2000 });
      return () => window.cancelIdleCallback(handle);
    }
    const handle = window.setTimeout(() => setIdle(true), 200);
    return () => window.clearTimeout(handle);
  }, []);
  return idle;
}

/**
 * What the picker looks like before its module arrives: the same field, read-only. Reaching for it
 * (pointer over it, focus, press) loads the picker, which then takes the focus or opens as asked.
 */
function PickerStandIn({ weekEnd, onDemand }: { weekEnd: string; onDemand(demand: PickerDemand): void }) {
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the input inside is the control; the wrapper only notices the pointer.
    <span
      className="week-picker-stand-in"
      onPointerEnter={() => onDemand({ focus: false, open: false })}
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
  const idle = useIdle();
  const [demand, setDemand] = useState<PickerDemand | null>(null);
  const standIn = (
    <PickerStandIn weekEnd={weekEnd} onDemand={(next) => setDemand((known) => known ?? next)} />
  );
  return (
    <Space wrap className="week-navigator">
      <Space.Compact>
        <Tooltip title="Previous week">
          <Button
            aria-label="Previous week"
            icon={<LeftOutlined aria-hidden />}
            onClick={() => goTo(previousWeekEnd(weekEnd))}
          />
        </Tooltip>
        {idle || demand ? (
          <Suspense fallback={standIn}>
            <WeekPicker
              weekEnd={weekEnd}
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
      <Button onClick={() => goTo(current)} disabled={current === weekEnd}>
        Current Week
      </Button>
    </Space>
  );
}
