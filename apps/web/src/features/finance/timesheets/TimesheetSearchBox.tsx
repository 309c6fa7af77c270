import { Input } from 'antd';
import { useEffect, useState } from 'react';
import { SEARCH_DELAY_MS } from './financeTimesheetsParams.ts';

export const SEARCH_PLACEHOLDER = 'Search by name, email, project, client, deliverable';

interface TimesheetSearchBoxProps {
  value: string;
  onChange(value: string): void;
  className?: string;
}

/**
 * The timesheet lists' search box (finance, and the accounting-system push list): the URL (and the list)
 * follow 700 ms after the last key (F-003).
 */
export function TimesheetSearchBox({ value, onChange, className }: TimesheetSearchBoxProps) {
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  useEffect(() => {
    if (text.trim() === value) return;
    const timer = setTimeout(() => onChange(text), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, value, onChange]);
  return (
    <Input.Search
      aria-label="Search timesheets"
      placeholder={SEARCH_PLACEHOLDER}
      allowClear
      value={text}
      onChange={(event) => setText(event.target.value)}
      onSearch={(next) => onChange(next)}
      className={className}
    />
  );
}
