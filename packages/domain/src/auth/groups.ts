/** The user groups of the portal; membership drives the menu and the server's permission scopes. */
export const GROUP_NAMES = [
  'admin',
  'super-admin',
  'project-management',
  'finance',
  'human-resources',
  'senior-management',
  'vaccine-report',
] as const;

export type GroupName = (typeof GROUP_NAMES)[number];

export const GROUP_LABELS: Readonly<Record<GroupName, string>> = {
  admin: 'Admin',
  'super-admin': 'Super Admin',
  'project-management': 'Project Management',
  finance: 'Finance',
  'human-resources': 'Human Resources',
  'senior-management': 'Senior Management',
  'vaccine-report': 'Vaccine Report',
};

/** Groups an admin toggles per user on the user detail screen (super-admin is granted outside it). */
export const ADMIN_TOGGLEABLE_GROUPS: readonly GroupName[] = [
  'senior-management',
  'project-management',
  'human-resources',
  'finance',
  'admin',
  'vaccine-report',
];

export function isGroupName(value: string): value is GroupName {
  return (GROUP_NAMES as readonly string[]).includes(value);
}

/** Keeps the known group names of a stored list, in catalogue order and without duplicates. */
export function normalizeGroups(values: readonly string[]): GroupName[] {
  const present = new Set(values);
  return GROUP_NAMES.filter((name) => present.has(name));
}

export function hasAnyGroup(groups: readonly string[], required: readonly GroupName[]): boolean {
  return required.some((name) => groups.includes(name));
}
