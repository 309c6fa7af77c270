-- approved_hours must follow every write, also those of a bulk load that skips foreign-key checks with
-- session_replication_role = replica (the scale seed): triggers fire there only when enabled ALWAYS.
ALTER TABLE "timesheet_entries" ENABLE ALWAYS TRIGGER "approved_hours_entries_inserted";
--> statement-breakpoint
ALTER TABLE "timesheet_entries" ENABLE ALWAYS TRIGGER "approved_hours_entries_updated";
--> statement-breakpoint
ALTER TABLE "timesheet_entries" ENABLE ALWAYS TRIGGER "approved_hours_entry_deleting";
--> statement-breakpoint
ALTER TABLE "timesheet_entries" ENABLE ALWAYS TRIGGER "approved_hours_entries_truncated";
--> statement-breakpoint
ALTER TABLE "timesheets" ENABLE ALWAYS TRIGGER "approved_hours_sheets_updated";
--> statement-breakpoint
ALTER TABLE "timesheets" ENABLE ALWAYS TRIGGER "approved_hours_sheet_deleting";
--> statement-breakpoint
-- Summed again from the entries: a database loaded in replica mode after 0005 missed those rows.
DELETE FROM "approved_hours";
--> statement-breakpoint
INSERT INTO "approved_hours" (project_id, deliverable_id, user_id, month, hours)
SELECT e.project_id, e.deliverable_id, e.user_id, date_trunc('month', e.date)::date, sum(e.hours)
  FROM timesheet_entries e JOIN timesheets ts ON ts.id = e.timesheet_id AND ts.status = 'Approved'
 GROUP BY 1, 2, 3, 4;
--> statement-breakpoint
ANALYZE "approved_hours";
