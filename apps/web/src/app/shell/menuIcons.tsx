import {
  ApiOutlined,
  AppstoreOutlined,
  AuditOutlined,
  BarChartOutlined,
  CalendarOutlined,
  CheckSquareOutlined,
  ClockCircleOutlined,
  CrownOutlined,
  DashboardOutlined,
  DollarOutlined,
  FileDoneOutlined,
  FileTextOutlined,
  FolderOpenOutlined,
  FundOutlined,
  HomeOutlined,
  LineChartOutlined,
  MedicineBoxOutlined,
  ProjectOutlined,
  SafetyCertificateOutlined,
  SettingOutlined,
  SolutionOutlined,
  TeamOutlined,
  ToolOutlined,
  UserOutlined,
} from '@ant-design/icons';
import type { ComponentType } from 'react';

/** Icons the server may name in `me.menu`; importing all of @ant-design/icons would bloat the shell. */
const ICONS: Record<string, ComponentType> = {
  api: ApiOutlined,
  appstore: AppstoreOutlined,
  audit: AuditOutlined,
  barchart: BarChartOutlined,
  calendar: CalendarOutlined,
  checksquare: CheckSquareOutlined,
  clockcircle: ClockCircleOutlined,
  crown: CrownOutlined,
  dashboard: DashboardOutlined,
  dollar: DollarOutlined,
  filedone: FileDoneOutlined,
  filetext: FileTextOutlined,
  folderopen: FolderOpenOutlined,
  fund: FundOutlined,
  home: HomeOutlined,
  linechart: LineChartOutlined,
  medicinebox: MedicineBoxOutlined,
  project: ProjectOutlined,
  safetycertificate: SafetyCertificateOutlined,
  setting: SettingOutlined,
  solution: SolutionOutlined,
  team: TeamOutlined,
  tool: ToolOutlined,
  user: UserOutlined,
};

/** 'ClockCircleOutlined', 'clock-circle' and 'clockCircle' all name the same icon. */
export function normaliseIconName(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z]/g, '')
    .replace(/outlined$/, '');
}

export function MenuIcon({ name }: { name: string | null | undefined }) {
  const Icon = (name && ICONS[normaliseIconName(name)]) || AppstoreOutlined;
  return <Icon aria-hidden />;
}
