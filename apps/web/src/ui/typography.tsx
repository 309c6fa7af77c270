import { ConfigProvider } from 'antd';
import useTypographyStyle from 'antd/es/typography/style';
import { type ComponentProps, useContext } from 'react';

function useTypographyClass(type?: 'secondary'): string {
  const { getPrefixCls } = useContext(ConfigProvider.ConfigContext);
  const prefix = getPrefixCls('typography');
  const [hashId, cssVarCls] = useTypographyStyle(prefix);
  return [prefix, type && `${prefix}-${type}`, hashId, cssVarCls].filter(Boolean).join(' ');
}

/**
 * antd's Typography.Text and Typography.Link, same markup and styles, for plain texts and links: antd's
 * Typography module also carries editing, copying and ellipsis measuring (about 8 KB gzipped).
 */
export function TypographyText({
  type,
  className,
  ...props
}: ComponentProps<'span'> & { type?: 'secondary' }) {
  const typography = useTypographyClass(type);
  return <span {...props} className={className ? `${typography} ${className}` : typography} />;
}

export function TypographyLink({ className, ...props }: ComponentProps<'a'>) {
  const typography = useTypographyClass();
  return <a {...props} className={className ? `${typography} ${className}` : typography} />;
}
