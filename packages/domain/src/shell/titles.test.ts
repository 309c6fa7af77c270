import { describe, expect, it } from 'vitest';
import { documentTitle, pageTitle, titleSection } from './titles.ts';

describe('pageTitle', () => {
  it.each([
    ['/user/timesheets', 'Timesheets | Acme Time Tracker'],
    ['/user/timesheets/20240107', 'Timesheets | Acme Time Tracker'],
    ['/user/profile', 'Profile | Acme Time Tracker'],
    ['/project-management', 'Project Management | Acme Time Tracker'],
    ['/project-management/projects/42', 'Project Management | Acme Time Tracker'],
    ['/vaccine-tracker/proofs', 'Vaccine Tracker | Acme Time Tracker'],
    ['/finance/reports', 'Finance | Acme Time Tracker'],
    ['/admin/users', 'Admin | Acme Time Tracker'],
    ['/super-admin', 'Super Admin | Acme Time Tracker'],
    ['/performance/utilization', 'Performance | Acme Time Tracker'],
    ['/human-resources/rollups', 'Human Resources | Acme Time Tracker'],
    ['/user/profile/', 'Profile | Acme Time Tracker'],
  ])('%s → %s', (path, title) => {
    expect(pageTitle(path, 'Acme')).toBe(title);
  });

  it.each([
    '/',
    '/auth/signin',
    '/user',
    '/reports/timesheets/abc',
    '/nowhere',
    '/user/timesheetsX',
    '/administration',
  ])('%s has no section', (path) => {
    expect(titleSection(path)).toBeUndefined();
    expect(pageTitle(path, 'Acme')).toBe('Acme Time Tracker');
  });

  it('leaves the company out when it is not configured', () => {
    expect(pageTitle('/finance', undefined)).toBe('Finance | Time Tracker');
    expect(pageTitle('/', '  ')).toBe('Time Tracker');
  });
});

describe('documentTitle', () => {
  it.each([
    ['/project-management/projects/42', 'Project Details'],
    ['/project-management/projects/42/financials', 'Project Details'],
    ['/project-management/all-projects/42/', 'Project Details'],
    ['/finance/projects/42', 'Project Details'],
    ['/admin/project-templates/7', 'Project Template'],
    ['/admin/project-templates/7/roles', 'Project Template'],
    ['/admin/project-templates/new', 'Admin | Acme Time Tracker'],
    ['/project-management/projects', 'Project Management | Acme Time Tracker'],
    ['/admin/users', 'Admin | Acme Time Tracker'],
    ['/nowhere', 'Acme Time Tracker'],
  ])('%s → %s from the first paint', (path, title) => {
    expect(documentTitle(path, 'Acme')).toBe(title);
  });
});
