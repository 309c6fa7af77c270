import { describe, expect, it } from 'vitest';
import type { GroupName } from '../auth/groups.ts';
import { mayAddTimeOffTransactions, mayReadTimeOffOf } from './time-off.ts';
import { mayActForUser, mayEditTimesheetOf, mayReadTimesheet, statusViewer } from './timesheets.ts';
import type { PolicyViewer } from './viewer.ts';

const viewer = (userId: string, groups: GroupName[] = [], email = `${userId}@example.com`): PolicyViewer => ({
  userId,
  email,
  groups,
});
const facts = { ownerId: 'owner', supervisorId: 'boss', approverEmails: ['PM@example.com'] };

describe('timesheet policies', () => {
  it.each([
    ['the owner', viewer('owner'), true],
    ['finance', viewer('f', ['finance']), true],
    ['an admin', viewer('a', ['admin']), true],
    ['the supervisor', viewer('boss'), true],
    ['an approver (e-mail compared case-insensitively)', viewer('x', [], 'pm@example.com'), true],
    ['another employee', viewer('other'), false],
    ['project management without a link to the sheet', viewer('p', ['project-management']), false],
  ])('read: %s → %s', (_label, who, expected) => {
    expect(mayReadTimesheet(who, facts)).toBe(expected);
  });

  it.each([
    ['the owner', viewer('owner'), true],
    ['finance', viewer('f', ['finance']), true],
    ['an admin', viewer('a', ['admin']), true],
    ['the supervisor', viewer('boss'), false],
    ['an approver', viewer('x', [], 'pm@example.com'), false],
    ['human resources', viewer('h', ['human-resources']), false],
  ])('edit: %s → %s', (_label, who, expected) => {
    expect(mayEditTimesheetOf(who, 'owner')).toBe(expected);
  });

  it('lets only the user, finance or admin act for a user; HR also reads time off', () => {
    expect(mayActForUser(viewer('u'), 'u')).toBe(true);
    expect(mayActForUser(viewer('u'), 'v')).toBe(false);
    expect(mayActForUser(viewer('f', ['finance']), 'v')).toBe(true);
    expect(mayReadTimeOffOf(viewer('h', ['human-resources']), 'v')).toBe(true);
    expect(mayReadTimeOffOf(viewer('u'), 'v')).toBe(false);
    expect(mayAddTimeOffTransactions(viewer('h', ['human-resources']))).toBe(true);
    expect(mayAddTimeOffTransactions(viewer('a', ['admin']))).toBe(true);
    expect(mayAddTimeOffTransactions(viewer('f', ['finance']))).toBe(false);
    expect(mayAddTimeOffTransactions(viewer('u'))).toBe(false);
  });

  it('describes the viewer for the status machine', () => {
    expect(statusViewer(viewer('owner', ['finance']), 'owner')).toEqual({
      email: 'owner@example.com',
      isOwner: true,
      isFinance: true,
      isAdmin: false,
    });
  });
});
