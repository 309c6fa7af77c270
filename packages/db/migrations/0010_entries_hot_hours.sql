-- No index holds hours any more: saving an hours cell (hours, start_time, updated_at) changes no indexed column,
-- so PostgreSQL updates the entry in place (HOT) instead of writing a new entry into all seven indexes. The
-- covering index served the cost queries, which read approved_hours now (0005); the days of partial months use
-- timesheet_entries_project_id_date_id_idx.
DROP INDEX "timesheet_entries_work_idx";
