import type { ColumnType } from 'antd/es/table';
import type { ReactNode } from 'react';
import './phone-cards.css';

/** The class of a sideways-scrolling table area whose first (key) column stays put up to 760 px (phone-cards.css). */
export const STICKY_FIRST = 'table-sticky-first';

/** The class that turns a table's rows into cards on a phone (phone-cards.css, up to 575 px wide). */
export const PHONE_CARDS = 'table-phone-cards';

/** The class of a page whose controls are touch targets of 44 px on a phone (phone-cards.css). */
export const TOUCH_TARGETS = 'touch-targets';

type Labelled<T> = ColumnType<T> & { label?: string };

const textOf = (title: unknown): string => (typeof title === 'string' ? title : '');

/**
 * Columns of a table shown as cards on a phone: each cell carries its column's name (`label`, else a plain
 * text title) as `data-label`, which phone-cards.css writes before the value. Every column stays in reach at
 * 390 px without sideways scrolling (issue 14); wider screens keep the table.
 */
export function withPhoneLabels<T>(columns: Labelled<T>[]): ColumnType<T>[] {
  return columns.map(({ label, ...column }) => {
    const name = label ?? textOf(column.title as ReactNode);
    return {
      ...column,
      onCell: (record: T, index?: number) => ({
        ...(column.onCell?.(record, index) ?? {}),
        'data-label': name,
      }),
    };
  });
}
