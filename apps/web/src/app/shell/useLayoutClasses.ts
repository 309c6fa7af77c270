import { ConfigProvider } from 'antd';
import useLayoutStyle from 'antd/es/layout/style';
import useSiderStyle from 'antd/es/layout/style/sider';
import { useContext } from 'react';

export interface LayoutClasses {
  layout: string;
  /** A layout holding a sider (antd's `hasSider`): its children side by side. */
  layoutWithSider: string;
  header: string;
  content: string;
  sider(collapsed: boolean): string;
  siderChildren: string;
}

/**
 * The class names (and styles) of antd's Layout, Header, Content and Sider, for the shell's own elements:
 * antd's components add a sider registry, breakpoints and a collapse trigger with icons the shell does
 * not use.
 */
export function useLayoutClasses(): LayoutClasses {
  const { getPrefixCls } = useContext(ConfigProvider.ConfigContext);
  const layout = getPrefixCls('layout');
  const sider = `${layout}-sider`;
  const [hashId, cssVarCls] = useLayoutStyle(layout);
  const [siderHashId, siderCssVarCls] = useSiderStyle(sider);
  const styled = `${hashId} ${cssVarCls}`;
  return {
    layout: `${layout} ${styled}`,
    layoutWithSider: `${layout} ${layout}-has-sider ${styled}`,
    header: `${layout}-header ${styled}`,
    content: `${layout}-content ${styled}`,
    sider: (collapsed) =>
      `${sider} ${sider}-dark${collapsed ? ` ${sider}-collapsed` : ''} ${siderHashId} ${siderCssVarCls}`,
    siderChildren: `${sider}-children`,
  };
}
