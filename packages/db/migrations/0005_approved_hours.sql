CREATE TABLE "approved_hours" (
	"project_id" uuid NOT NULL,
	"deliverable_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"month" date NOT NULL,
	"hours" numeric NOT NULL,
	CONSTRAINT "approved_hours_project_id_deliverable_id_user_id_month_pk" PRIMARY KEY("project_id","deliverable_id","user_id","month")
);
--> statement-breakpoint
-- Approved hours kept by the database: every statement that changes day entries, or the status of a sheet,
-- applies its difference to approved_hours. "Approved" = the entry's timesheet has status 'Approved' (M-105),
-- as the queries that summed the entries had it. Rows are applied in key order, so two transactions lock the
-- rows they share in the same order.
CREATE FUNCTION "approved_hours_entries_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Wait for a transaction changing one of these sheets' status, then read the status it left.
  PERFORM 1 FROM timesheets WHERE id IN (SELECT timesheet_id FROM approved_hours_new) ORDER BY id FOR SHARE;
  INSERT INTO approved_hours AS a (project_id, deliverable_id, user_id, month, hours)
  SELECT n.project_id, n.deliverable_id, n.user_id, date_trunc('month', n.date)::date, sum(n.hours)
    FROM approved_hours_new n JOIN timesheets ts ON ts.id = n.timesheet_id AND ts.status = 'Approved'
   GROUP BY 1, 2, 3, 4
   ORDER BY 1, 2, 3, 4
  ON CONFLICT (project_id, deliverable_id, user_id, month) DO UPDATE SET hours = a.hours + EXCLUDED.hours;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "approved_hours_entries_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM timesheets
    WHERE id IN (SELECT timesheet_id FROM approved_hours_new UNION SELECT timesheet_id FROM approved_hours_old)
    ORDER BY id FOR SHARE;
  INSERT INTO approved_hours AS a (project_id, deliverable_id, user_id, month, hours)
  SELECT c.project_id, c.deliverable_id, c.user_id, c.month, sum(c.hours)
    FROM (
      SELECT n.project_id, n.deliverable_id, n.user_id, date_trunc('month', n.date)::date AS month, n.hours
        FROM approved_hours_new n JOIN timesheets ts ON ts.id = n.timesheet_id AND ts.status = 'Approved'
      UNION ALL
      SELECT o.project_id, o.deliverable_id, o.user_id, date_trunc('month', o.date)::date, -o.hours
        FROM approved_hours_old o JOIN timesheets ts ON ts.id = o.timesheet_id AND ts.status = 'Approved'
    ) c
   GROUP BY 1, 2, 3, 4
  HAVING sum(c.hours) <> 0
   ORDER BY 1, 2, 3, 4
  ON CONFLICT (project_id, deliverable_id, user_id, month) DO UPDATE SET hours = a.hours + EXCLUDED.hours;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Row by row, before the entry goes: the AFTER triggers of a cascaded delete (a person deleted with their
-- entries and sheets) run only once the whole cascade is done, when the sheet may be gone. Entries deleted
-- with their sheet find no sheet here: the sheet's own trigger took them off first.
CREATE FUNCTION "approved_hours_entry_deleting"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM timesheets WHERE id = OLD.timesheet_id AND status = 'Approved' FOR SHARE;
  IF FOUND THEN
    UPDATE approved_hours SET hours = hours - OLD.hours
     WHERE project_id = OLD.project_id AND deliverable_id = OLD.deliverable_id AND user_id = OLD.user_id
       AND month = date_trunc('month', OLD.date)::date;
  END IF;
  RETURN OLD;
END $$;
--> statement-breakpoint
CREATE FUNCTION "approved_hours_entries_truncated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM approved_hours;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A sheet whose status changes into 'Approved' adds its entries; out of 'Approved', takes them off.
CREATE FUNCTION "approved_hours_sheets_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO approved_hours AS a (project_id, deliverable_id, user_id, month, hours)
  SELECT e.project_id, e.deliverable_id, e.user_id, date_trunc('month', e.date)::date,
         sum(CASE WHEN c.approved THEN e.hours ELSE -e.hours END)
    FROM (
      SELECT n.id, n.status = 'Approved' AS approved
        FROM approved_hours_new n JOIN approved_hours_old o ON o.id = n.id
       WHERE (n.status = 'Approved') IS DISTINCT FROM (o.status = 'Approved')
    ) c
    JOIN timesheet_entries e ON e.timesheet_id = c.id
   GROUP BY 1, 2, 3, 4
  HAVING sum(CASE WHEN c.approved THEN e.hours ELSE -e.hours END) <> 0
   ORDER BY 1, 2, 3, 4
  ON CONFLICT (project_id, deliverable_id, user_id, month) DO UPDATE SET hours = a.hours + EXCLUDED.hours;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Before an approved sheet goes, its entries (still there) are taken off; their cascade finds no sheet.
CREATE FUNCTION "approved_hours_sheet_deleting"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO approved_hours AS a (project_id, deliverable_id, user_id, month, hours)
  SELECT e.project_id, e.deliverable_id, e.user_id, date_trunc('month', e.date)::date, -sum(e.hours)
    FROM timesheet_entries e
   WHERE e.timesheet_id = OLD.id
   GROUP BY 1, 2, 3, 4
   ORDER BY 1, 2, 3, 4
  ON CONFLICT (project_id, deliverable_id, user_id, month) DO UPDATE SET hours = a.hours + EXCLUDED.hours;
  RETURN OLD;
END $$;
--> statement-breakpoint
CREATE TRIGGER "approved_hours_entries_inserted" AFTER INSERT ON "timesheet_entries"
  REFERENCING NEW TABLE AS approved_hours_new
  FOR EACH STATEMENT EXECUTE FUNCTION "approved_hours_entries_inserted"();
--> statement-breakpoint
CREATE TRIGGER "approved_hours_entries_updated" AFTER UPDATE ON "timesheet_entries"
  REFERENCING OLD TABLE AS approved_hours_old NEW TABLE AS approved_hours_new
  FOR EACH STATEMENT EXECUTE FUNCTION "approved_hours_entries_updated"();
--> statement-breakpoint
CREATE TRIGGER "approved_hours_entry_deleting" BEFORE DELETE ON "timesheet_entries"
  FOR EACH ROW EXECUTE FUNCTION "approved_hours_entry_deleting"();
--> statement-breakpoint
CREATE TRIGGER "approved_hours_entries_truncated" AFTER TRUNCATE ON "timesheet_entries"
  FOR EACH STATEMENT EXECUTE FUNCTION "approved_hours_entries_truncated"();
--> statement-breakpoint
CREATE TRIGGER "approved_hours_sheets_updated" AFTER UPDATE ON "timesheets"
  REFERENCING OLD TABLE AS approved_hours_old NEW TABLE AS approved_hours_new
  FOR EACH STATEMENT EXECUTE FUNCTION "approved_hours_sheets_updated"();
--> statement-breakpoint
CREATE TRIGGER "approved_hours_sheet_deleting" BEFORE DELETE ON "timesheets"
  FOR EACH ROW WHEN (OLD.status = 'Approved') EXECUTE FUNCTION "approved_hours_sheet_deleting"();
--> statement-breakpoint
-- Backfill from the entries of approved sheets.
INSERT INTO "approved_hours" (project_id, deliverable_id, user_id, month, hours)
SELECT e.project_id, e.deliverable_id, e.user_id, date_trunc('month', e.date)::date, sum(e.hours)
  FROM timesheet_entries e JOIN timesheets ts ON ts.id = e.timesheet_id AND ts.status = 'Approved'
 GROUP BY 1, 2, 3, 4;
--> statement-breakpoint
-- Planner statistics for the new table now (a large backfill would otherwise wait for autovacuum).
ANALYZE "approved_hours";
