-- The finance snapshots' unsorted windows (issue #12) ask a range's first rows in (date, id) order: without
-- this index a year's first window sorted 1.2 M entries to keep 200.
CREATE INDEX "timesheet_entries_date_id_idx" ON "timesheet_entries" USING btree ("date","id");
