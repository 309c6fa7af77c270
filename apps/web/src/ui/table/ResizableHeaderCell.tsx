import { MAX_COLUMN_WIDTH, MIN_COLUMN_WIDTH } from '@tally/domain/settings/grid-columns';
import type { KeyboardEvent, PointerEvent, ThHTMLAttributes } from 'react';

export interface ResizeProps {
  resizeLabel?: string;
  resizeWidth?: number;
  onResizeWidth?: (width: number) => void;
}

const KEY_STEP = 16;

/**
 * A header cell with a handle on its right edge: drag it, or focus it and press the arrow keys, to change
 * the column's width. The handle is a focusable separator, so the width is reachable without a mouse.
 */
export function ResizableHeaderCell({
  resizeLabel,
  resizeWidth,
  onResizeWidth,
  children,
  ...props
}: ThHTMLAttributes<HTMLTableCellElement> & ResizeProps) {
  if (!onResizeWidth || resizeWidth === undefined) return <th {...props}>{children}</th>;
  const start = (event: PointerEvent<HTMLSpanElement>) => {
    event.preventDefault();
    event.stopPropagation();
    const handle = event.currentTarget;
    const originX = event.clientX;
    const originWidth = handle.parentElement?.getBoundingClientRect().width || resizeWidth;
    handle.setPointerCapture?.(event.pointerId);
    const move = (next: globalThis.PointerEvent) => onResizeWidth(originWidth + next.clientX - originX);
    const end = () => {
      handle.removeEventListener('pointermove', move);
      handle.removeEventListener('pointerup', end);
      handle.removeEventListener('pointercancel', end);
    };
    handle.addEventListener('pointermove', move);
    handle.addEventListener('pointerup', end);
    handle.addEventListener('pointercancel', end);
  };
  const keys = (event: KeyboardEvent<HTMLSpanElement>) => {
    const step = event.key === 'ArrowRight' ? KEY_STEP : event.key === 'ArrowLeft' ? -KEY_STEP : 0;
    if (!step) return;
    event.preventDefault();
    event.stopPropagation();
    onResizeWidth(resizeWidth + step);
  };
  return (
    <th {...props} className={`${props.className ?? ''} data-table__resizable`}>
      {children}
      {/* biome-ignore lint/a11y/useSemanticElements: a focusable splitter; <hr> cannot take focus or keys. */}
      <span
        role="separator"
        aria-orientation="vertical"
        aria-label={`Resize ${resizeLabel ?? 'column'}`}
        aria-valuenow={resizeWidth}
        aria-valuemin={MIN_COLUMN_WIDTH}
        aria-valuemax={MAX_COLUMN_WIDTH}
        tabIndex={0}
        className="data-table__resize"
        onPointerDown={start}
        onClick={(event) => event.stopPropagation()}
        onKeyDown={keys}
      />
    </th>
  );
}
