/** Keyboard moves between the hours cells of one grid (an element marked data-hours-grid). */
export type CellMove = 'up' | 'down' | 'left' | 'right';

const STEP: Record<CellMove, [rows: number, cols: number]> = {
  up: [-1, 0],
  down: [1, 0],
  left: [0, -1],
  right: [0, 1],
};

function cellAt(grid: Element, row: number, col: number): HTMLInputElement | null {
  return grid.querySelector<HTMLInputElement>(`input[data-row="${row}"][data-col="${col}"]`);
}

/**
 * Focuses the nearest editable cell in the direction of the move, skipping read-only lines (which render
 * text, not inputs). Returns false when there is none, so the caller keeps the focus where it is.
 */
export function moveToCell(from: HTMLInputElement, move: CellMove): boolean {
  const grid = from.closest('[data-hours-grid]');
  if (!grid) return false;
  const row = Number(from.dataset.row);
  const col = Number(from.dataset.col);
  const rows = Number(grid.getAttribute('data-rows') ?? 0);
  const [dRow, dCol] = STEP[move];
  if (dCol !== 0) {
    const target = cellAt(grid, row, col + dCol);
    target?.focus();
    return target !== null;
  }
  for (let r = row + dRow; r >= 0 && r < rows; r += dRow) {
    const target = cellAt(grid, r, col);
    if (target) {
      target.focus();
      return true;
    }
  }
  return false;
}

/** Left/Right leave the cell only when the caret is at that edge or the whole value is selected. */
export function caretAllowsMove(input: HTMLInputElement, move: 'left' | 'right'): boolean {
  const { selectionStart, selectionEnd, value } = input;
  if (selectionStart === null || selectionEnd === null) return true;
  if (selectionStart === 0 && selectionEnd === value.length) return true;
  if (selectionStart !== selectionEnd) return false;
  return move === 'left' ? selectionStart === 0 : selectionEnd === value.length;
}
