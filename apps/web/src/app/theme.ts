import type { ThemeConfig } from 'antd';

// antd's default error red (#ff4d4f), link blue (#1677ff) and description grey (45 % black) fall below
// WCAG AA contrast on white; these darker values keep error texts, badges and secondary texts readable.
export const theme: ThemeConfig = {
  token: {
    colorPrimary: '#1668dc',
    // antd lightens primary buttons on hover (#3c8ae8: 3.5:1 with white); darkening keeps the label readable.
    colorPrimaryHover: '#1554ad',
    colorPrimaryActive: '#0f3f86',
    colorLink: '#1668dc',
    colorLinkHover: '#1554ad',
    colorError: '#cf1322',
    colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
    colorTextDescription: 'rgba(0, 0, 0, 0.6)',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.6)',
    borderRadius: 6,
    // One size for every page title and section heading of the portal (antd's 38 and 30 px suit a landing page).
    fontSizeHeading1: 24,
    fontSizeHeading2: 20,
    fontFamily:
      "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
  },
  components: {
    Layout: { headerBg: '#001529', siderBg: '#001529', bodyBg: '#f5f7fa' },
    // A table's empty text is drawn in the disabled grey (1.8:1); it is content, so it gets readable grey.
    Table: { colorTextDisabled: 'rgba(0, 0, 0, 0.6)' },
  },
};

/**
 * The theme for people who ask their system for less motion: antd then skips its transitions
 * (drawers, modals, button spinners) and shows the end state at once.
 */
export function withoutMotion(base: ThemeConfig): ThemeConfig {
  return { ...base, token: { ...base.token, motion: false } };
}
