import { type ComponentType, useEffect, useState } from 'react';

type Icon = ComponentType<{ 'aria-hidden'?: boolean }>;

/**
 * Icons the server may name in `me.menu`, each in its own chunk: a user's menu names a few of them, and
 * all of them would add about 6 KB gzipped to every shell route. loadMenuIcons fetches the ones a menu
 * names before the shell is drawn, so the menu shows with its icons as before.
 */
const ICONS: Record<string, () => Promise<{ default: Icon }>> = {
  api: () => import('@ant-design/icons/es/icons/ApiOutlined'),
  appstore: () => import('@ant-design/icons/es/icons/AppstoreOutlined'),
  audit: () => import('@ant-design/icons/es/icons/AuditOutlined'),
  barchart: () => import('@ant-design/icons/es/icons/BarChartOutlined'),
  calendar: () => import('@ant-design/icons/es/icons/CalendarOutlined'),
  checksquare: () => import('@ant-design/icons/es/icons/CheckSquareOutlined'),
  clockcircle: () => import('@ant-design/icons/es/icons/ClockCircleOutlined'),
  crown: () => import('@ant-design/icons/es/icons/CrownOutlined'),
  dashboard: () => import('@ant-design/icons/es/icons/DashboardOutlined'),
  dollar: () => import('@ant-design/icons/es/icons/DollarOutlined'),
  filedone: () => import('@ant-design/icons/es/icons/FileDoneOutlined'),
  filetext: () => import('@ant-design/icons/es/icons/FileTextOutlined'),
  folderopen: () => import('@ant-design/icons/es/icons/FolderOpenOutlined'),
  fund: () => import('@ant-design/icons/es/icons/FundOutlined'),
  home: () => import('@ant-design/icons/es/icons/HomeOutlined'),
  linechart: () => import('@ant-design/icons/es/icons/LineChartOutlined'),
  medicinebox: () => import('@ant-design/icons/es/icons/MedicineBoxOutlined'),
  project: () => import('@ant-design/icons/es/icons/ProjectOutlined'),
  safetycertificate: () => import('@ant-design/icons/es/icons/SafetyCertificateOutlined'),
  setting: () => import('@ant-design/icons/es/icons/SettingOutlined'),
  solution: () => import('@ant-design/icons/es/icons/SolutionOutlined'),
  team: () => import('@ant-design/icons/es/icons/TeamOutlined'),
  tool: () => import('@ant-design/icons/es/icons/ToolOutlined'),
  user: () => import('@ant-design/icons/es/icons/UserOutlined'),
};

const FALLBACK = 'appstore';
const loaded = new Map<string, Icon>();

/** 'ClockCircleOutlined', 'clock-circle' and 'clockCircle' all name the same icon. */
export function normaliseIconName(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z]/g, '')
    .replace(/outlined$/, '');
}

function iconKey(name: string | null | undefined): string {
  const key = name ? normaliseIconName(name) : '';
  return Object.hasOwn(ICONS, key) ? key : FALLBACK;
}

/** Loads the icons of these names (unknown ones: the fallback icon); resolves once MenuIcon can draw them. */
export async function loadMenuIcons(names: readonly (string | null | undefined)[]): Promise<void> {
  const keys = new Set(names.map(iconKey).filter((key) => !loaded.has(key)));
  await Promise.all(
    [...keys].map(async (key) => {
      const module = await ICONS[key]!();
      loaded.set(key, module.default);
    }),
  );
}

export function MenuIcon({ name }: { name: string | null | undefined }) {
  const key = iconKey(name);
  const Loaded = loaded.get(key);
  const [, setReady] = useState(0);
  // Only for a name the shell did not load first (a menu changed after the shell was drawn).
  useEffect(() => {
    if (!Loaded)
      void loadMenuIcons([key])
        .then(() => setReady((count) => count + 1))
        .catch(() => undefined);
  }, [Loaded, key]);
  return Loaded ? <Loaded aria-hidden /> : <span className="anticon" aria-hidden />;
}
