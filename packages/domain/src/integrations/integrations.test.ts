import { describe, expect, it } from 'vitest';
import {
  accountFor,
  accountingEnvironment,
  canPushTimesheet,
  isBulkSyncCandidate,
  netsuiteAppUrl,
  netsuiteRecordUrl,
  syncMessages,
  syncStatusColor,
  syncStatusLabel,
} from './integrations.ts';

describe('sync status colour (S-019)', () => {
  it('is red without a source id, whatever the status', () => {
    expect(syncStatusColor(null, 'SYNCED')).toBe('red');
    expect(syncStatusColor('', null)).toBe('red');
    expect(syncStatusLabel(null, null)).toBe('Not synced');
  });
  it('is red for ERROR, green for SYNCED, orange for the pending states', () => {
    expect(syncStatusColor('12', 'ERROR')).toBe('red');
    expect(syncStatusColor(null, 'ERROR')).toBe('red');
    expect(syncStatusLabel(null, 'ERROR')).toBe('Error');
    expect(syncStatusColor('12', 'SYNCED')).toBe('green');
    expect(syncStatusColor('12', 'PENDING_SYNC')).toBe('orange');
    expect(syncStatusColor('12', 'PENDING_CHANGES')).toBe('orange');
    expect(syncStatusLabel('12', 'PENDING_CHANGES')).toBe('Pending changes');
  });
});

describe('links into the accounting system (S-016)', () => {
  it('use the sandbox when the host name contains localhost or stage', () => {
    expect(accountingEnvironment('localhost')).toBe('sandbox');
    expect(accountingEnvironment('tally-stage.example.com')).toBe('sandbox');
    expect(accountingEnvironment('STAGE.example.com')).toBe('sandbox');
    expect(accountingEnvironment('tally.example.com')).toBe('production');
  });
  it('name the sandbox account, or the production one', () => {
    expect(accountFor('1234567', 'sandbox')).toBe('1234567_SB1');
    expect(accountFor('1234567_sb2', 'sandbox')).toBe('1234567_SB2');
    expect(accountFor('1234567_SB1', 'production')).toBe('1234567');
    expect(netsuiteAppUrl('1234567', 'localhost')).toBe('https://1234567-sb1.app.netsuite.com');
    expect(netsuiteAppUrl('1234567', 'tally.example.com')).toBe('https://1234567.app.netsuite.com');
    expect(netsuiteRecordUrl('1234567', 'tally.example.com', 'timebill', '88')).toBe(
      'https://1234567.app.netsuite.com/app/accounting/transactions/timebill.nl?id=88',
    );
  });
});

describe('push and bulk sync rules', () => {
  it('pushes only Approved timesheets (S-018)', () => {
    expect(canPushTimesheet('Approved')).toBe(true);
    for (const status of ['Not Submitted', 'Submitted-Pending', 'Declined', 'Cancelled']) {
      expect(canPushTimesheet(status)).toBe(false);
    }
  });
  it('bulk-syncs only In Progress projects with a source id (S-027)', () => {
    expect(isBulkSyncCandidate({ status: 'In Progress', sourceId: '7' })).toBe(true);
    expect(isBulkSyncCandidate({ status: 'In Progress', sourceId: null })).toBe(false);
    expect(isBulkSyncCandidate({ status: 'Closed', sourceId: '7' })).toBe(false);
  });
  it('words the messages as E-042 does', () => {
    expect(syncMessages.failed('Apollo', 'boom')).toBe('Failed to sync project Apollo: boom');
    expect(syncMessages.stopped(2, 5)).toBe('Sync stopped by user. Processed 2 of 5 projects.');
    expect(syncMessages.someFailed(3)).toBe('3 projects failed to sync');
    expect(syncMessages.bulkSuccess('Full Project Sync', 4)).toBe(
      'Full Project Sync: Successfully synced 4 projects',
    );
    expect(syncMessages.singleSuccess('Deliverables Sync', 'Apollo')).toBe(
      'Deliverables Sync completed for: Apollo',
    );
    expect(syncMessages.noCandidates).toBe('No "In Progress" projects with NetSuite integration found');
  });
});
