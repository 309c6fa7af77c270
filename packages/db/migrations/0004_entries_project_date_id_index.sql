DROP INDEX "timesheet_entries_project_id_date_idx";--> statement-breakpoint
CREATE INDEX "timesheet_entries_project_id_date_id_idx" ON "timesheet_entries" USING btree ("project_id","date","id");