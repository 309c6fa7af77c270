export { insertOutboxMails, outboxInsertSql } from './queries.ts';
export type { NotificationDeps } from './records.ts';
export { scheduleMailOutbox, wakeMailOutbox } from './use-cases/drain-mail-outbox.ts';
export { decidedMailFacts, decidedMailRow } from './use-cases/write-decided-mail.ts';
export { writeReminderMails } from './use-cases/write-reminder-mails.ts';
export { submittedMailFacts, writeSubmittedMails } from './use-cases/write-submitted-mails.ts';
