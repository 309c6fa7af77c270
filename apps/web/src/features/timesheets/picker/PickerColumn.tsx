import { type KeyboardEvent, useId, useRef } from 'react';

export interface PickerOption {
  key: string;
  label: string;
  /** A second, quieter line (e.g. 'Already on this timesheet'). */
  note?: string;
  disabled?: boolean;
}

interface PickerColumnProps {
  title: string;
  options: readonly PickerOption[];
  selectedKey: string | null;
  /** Shown instead of the list when it has no options. */
  emptyText: string;
  /** Arrow keys move the selection. */
  onSelect(key: string): void;
  /** Enter, Space or a click; defaults to onSelect. */
  onChoose?(key: string): void;
  /** ArrowRight / ArrowLeft hand the focus to the neighbouring column. */
  onNext?(): void;
  onPrevious?(): void;
  listRef?: (element: HTMLDivElement | null) => void;
}

/**
 * One column of the task picker: a single-select listbox operated with the arrows, Home/End, Enter or Space,
 * with Right/Left moving to the next/previous column.
 */
export function PickerColumn(props: PickerColumnProps) {
  const { title, options, selectedKey, emptyText, onSelect, onNext, onPrevious, listRef } = props;
  const onChoose = props.onChoose ?? onSelect;
  const titleId = useId();
  const optionId = (key: string) => `${titleId}-${key}`;
  const list = useRef<HTMLDivElement | null>(null);
  const activeIndex = Math.max(
    0,
    options.findIndex((option) => option.key === selectedKey),
  );
  const active = options[activeIndex];

  const focusOption = (index: number) => {
    const option = options[Math.min(options.length - 1, Math.max(0, index))];
    if (!option) return;
    list.current?.setAttribute('aria-activedescendant', optionId(option.key));
    document.getElementById(optionId(option.key))?.scrollIntoView?.({ block: 'nearest' });
    if (!option.disabled) onSelect(option.key);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const keys: Record<string, () => void> = {
      ArrowDown: () => focusOption(activeIndex + (selectedKey === null ? 0 : 1)),
      ArrowUp: () => focusOption(activeIndex - 1),
      Home: () => focusOption(0),
      End: () => focusOption(options.length - 1),
      ArrowRight: () => onNext?.(),
      ArrowLeft: () => onPrevious?.(),
      Enter: () => (active && !active.disabled ? onChoose(active.key) : undefined),
      ' ': () => (active && !active.disabled ? onChoose(active.key) : undefined),
    };
    const action = keys[event.key];
    if (!action) return;
    event.preventDefault();
    action();
  };

  return (
    <section className="tally-picker-column" aria-labelledby={titleId}>
      <h2 id={titleId} className="tally-picker-title">
        {title}
      </h2>
      {options.length === 0 ? (
        <p className="tally-picker-empty">{emptyText}</p>
      ) : (
        <div
          ref={(element) => {
            list.current = element;
            listRef?.(element);
          }}
          role="listbox"
          aria-labelledby={titleId}
          aria-activedescendant={active ? optionId(active.key) : undefined}
          tabIndex={0}
          className="tally-picker-list"
          onKeyDown={onKeyDown}
        >
          {options.map((option) => (
            // biome-ignore lint/a11y/useKeyWithClickEvents: the listbox handles the keyboard (aria-activedescendant)
            // biome-ignore lint/a11y/useFocusableInteractive: options are reached through aria-activedescendant
            <div
              key={option.key}
              id={optionId(option.key)}
              role="option"
              aria-selected={option.key === selectedKey}
              aria-disabled={option.disabled || undefined}
              className="tally-picker-option"
              onClick={() => !option.disabled && onChoose(option.key)}
            >
              <span>{option.label}</span>
              {option.note && <span className="tally-picker-note">{option.note}</span>}
            </div>
          ))}
        </div>
      )}
    </section>
  );
}
