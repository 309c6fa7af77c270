/** Sections of the page title, matched by path prefix in this order. */
export const TITLE_SECTIONS: ReadonlyArray<readonly [prefix: string, section: string]> = [
  ['/user/timesheets', 'Timesheets'],
  ['/user/profile', 'Profile'],
  ['/project-management', 'Project Management'],
  ['/vaccine-tracker', 'Vaccine Tracker'],
  ['/finance', 'Finance'],
  ['/admin', 'Admin'],
  ['/super-admin', 'Super Admin'],
  ['/performance', 'Performance'],
  ['/human-resources', 'Human Resources'],
];

function hasPrefix(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(`${prefix}/`);
}

/** The section of a path, or undefined when the path has none. */
export function titleSection(path: string): string | undefined {
  const normalised = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return TITLE_SECTIONS.find(([prefix]) => hasPrefix(normalised, prefix))?.[1];
}

/** '{section} | {company short name} Time Tracker', or just the latter part outside the known sections. */
export function pageTitle(path: string, companyShortName: string | null | undefined): string {
  const company = companyShortName?.trim();
  const suffix = company ? `${company} Time Tracker` : 'Time Tracker';
  const section = titleSection(path);
  return section ? `${section} | ${suffix}` : suffix;
}
