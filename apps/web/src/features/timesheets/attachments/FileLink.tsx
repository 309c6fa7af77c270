import { PaperClipOutlined } from '@ant-design/icons';
import { TypographyLink, TypographyText } from '../../../ui/typography.tsx';
import { safeHref } from './limits.ts';

/** A stored file: a link opening it in a new tab when its URL is safe to follow. */
export function FileLink({ url, label }: { url: string | null; label: string }) {
  const href = safeHref(url);
  if (!href) return <TypographyText>{label}</TypographyText>;
  return (
    <TypographyLink href={href} target="_blank" rel="noopener noreferrer">
      <PaperClipOutlined aria-hidden /> {label}
    </TypographyLink>
  );
}

/** The original file name of a stored URL ('…/1700000000000_report.pdf' → 'report.pdf'). */
export function fileNameOf(url: string | null): string {
  const last = (url ?? '').split('?')[0]?.split('/').pop() ?? '';
  const name = decodeURIComponent(last).replace(/^\d{10,}_/, '');
  return name || 'File';
}
