import { useId } from 'react';
import './segmented.css';

export interface SegmentedOption<T extends string> {
  value: T;
  label: string;
  disabled?: boolean;
}

interface SegmentedProps<T extends string> {
  /** The group's accessible name. */
  label: string;
  options: readonly SegmentedOption<T>[];
  value: T;
  onChange(value: T): void;
}

/**
 * antd's Segmented look on native radio buttons (arrows move the choice, Tab leaves the group), without
 * rc-segmented and its sliding thumb: a first-load screen's switch costs a few hundred bytes instead of 3.7 KB.
 */
export function Segmented<T extends string>({ label, options, value, onChange }: SegmentedProps<T>) {
  const name = useId();
  return (
    <div role="radiogroup" aria-label={label} className="tally-segmented">
      <div className="tally-segmented-group">
        {options.map((option) => {
          const selected = option.value === value;
          const classes = ['tally-segmented-item'];
          if (selected) classes.push('tally-segmented-item-selected');
          if (option.disabled) classes.push('tally-segmented-item-disabled');
          return (
            <label key={option.value} className={classes.join(' ')}>
              <input
                className="tally-segmented-item-input"
                type="radio"
                name={name}
                value={option.value}
                checked={selected}
                disabled={option.disabled}
                onChange={() => onChange(option.value)}
              />
              <span className="tally-segmented-item-label" title={option.label}>
                {option.label}
              </span>
            </label>
          );
        })}
      </div>
    </div>
  );
}
