import type { ComponentProps } from 'react';
import './typography.css';

function typographyClass(type: 'secondary' | undefined, className: string | undefined): string {
  return ['tally-typography', type && `tally-typography-${type}`, className].filter(Boolean).join(' ');
}

/**
 * antd's Typography.Text and Typography.Link, same markup and look, for plain texts and links: antd's
 * Typography module also carries editing, copying and ellipsis measuring (about 8 KB gzipped), and its
 * style hook 2 KB more.
 */
export function TypographyText({
  type,
  className,
  ...props
}: ComponentProps<'span'> & { type?: 'secondary' }) {
  return <span {...props} className={typographyClass(type, className)} />;
}

export function TypographyLink({ className, ...props }: ComponentProps<'a'>) {
  return <a {...props} className={typographyClass(undefined, className)} />;
}
