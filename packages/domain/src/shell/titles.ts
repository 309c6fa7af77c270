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

/** The product's name: '{company short name} Time Tracker' (tabs, the installed app, mails). */
export function productName(companyShortName: string | null | undefined): string {
  const company = companyShortName?.trim();
  return company ? `${company} Time Tracker` : 'Time Tracker';
}

/** '{section} | {company short name} Time Tracker', or just the latter part outside the known sections. */
export function pageTitle(path: string, companyShortName: string | null | undefined): string {
  const suffix = productName(companyShortName);
  const section = titleSection(path);
  return section ? `${section} | ${suffix}` : suffix;
}

/**
 * Screens that title themselves by what they show (M-007: '{project name} | Project Details'), with the title
 * they carry from the first paint until that name has loaded (issue 14).
 */
const NAMED_SCREENS: ReadonlyArray<readonly [pattern: RegExp, title: string]> = [
  [
    /^\/(?:project-management\/(?:projects|all-projects)|finance\/projects)\/[^/]+(?:\/[^/]+)?$/,
    'Project Details',
  ],
  [/^\/admin\/project-templates\/(?!new$)[^/]+(?:\/[^/]+)?$/, 'Project Template'],
];

/** The title of a path before its page loads: a named screen's own (see NAMED_SCREENS), else pageTitle's. */
export function documentTitle(path: string, companyShortName: string | null | undefined): string {
  const normalised = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return (
    NAMED_SCREENS.find(([pattern]) => pattern.test(normalised))?.[1] ?? pageTitle(path, companyShortName)
  );
}
