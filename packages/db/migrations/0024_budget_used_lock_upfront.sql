-- An approval's INSERT ... ON CONFLICT DO UPDATE into approved_hours fires both the INSERT and the UPDATE
-- statement triggers of approved_hours, and each calls budget_used_changed() for its own projects: a
-- transaction locked the projects of the new rows, then those of the updated ones. Two approvers deciding
-- sheets that share projects could take them in opposite orders and deadlock (the approvals bench: 4 of
-- 2,300 approvals answered 'Unexpected error'). The functions that write approved_hours now lock every
-- project whose approved hours they change, in id order (the projects of entries of approved sheets only, as
-- before), so the triggers' later locks are ones the transaction already holds.
CREATE FUNCTION "lock_budget_projects"(project_ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  -- The budget_used triggers are ordinary ones: a bulk load in replica mode (the seeds) skips them, so it
  -- needs no lock either (its parallel writers would deadlock on these).
  IF current_setting('session_replication_role') = 'replica' THEN
    RETURN;
  END IF;
  -- PERFORM reads every row (a SQL function's last SELECT would stop at the first).
  PERFORM 1 FROM projects WHERE id = ANY(project_ids) ORDER BY id FOR NO KEY UPDATE;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "approved_hours_entries_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Wait for a transaction changing one of these sheets' status, then read the status it left.
  PERFORM 1 FROM timesheets WHERE id IN (SELECT timesheet_id FROM approved_hours_new) ORDER BY id FOR SHARE;
  PERFORM lock_budget_projects(ARRAY(
    SELECT DISTINCT n.project_id
      FROM approved_hours_new n JOIN timesheets ts ON ts.id = n.timesheet_id AND ts.status = 'Approved'));
  INSERT INTO approved_hours AS a (project_id, deliverable_id, user_id, month, hours)
  SELECT n.project_id, n.deliverable_id, n.user_id, date_trunc('month', n.date)::date, sum(n.hours)
    FROM approved_hours_new n JOIN timesheets ts ON ts.id = n.timesheet_id AND ts.status = 'Approved'
   GROUP BY 1, 2, 3, 4
   ORDER BY 1, 2, 3, 4
  ON CONFLICT (project_id, deliverable_id, user_id, month) DO UPDATE SET hours = a.hours + EXCLUDED.hours;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "approved_hours_entries_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM timesheets
    WHERE id IN (SELECT timesheet_id FROM approved_hours_new UNION SELECT timesheet_id FROM approved_hours_old)
    ORDER BY id FOR SHARE;
  PERFORM lock_budget_projects(ARRAY(
    SELECT n.project_id
      FROM approved_hours_new n JOIN timesheets ts ON ts.id = n.timesheet_id AND ts.status = 'Approved'
    UNION
    SELECT o.project_id
      FROM approved_hours_old o JOIN timesheets ts ON ts.id = o.timesheet_id AND ts.status = 'Approved'));
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
CREATE OR REPLACE FUNCTION "approved_hours_sheets_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM lock_budget_projects(ARRAY(
    SELECT DISTINCT e.project_id
      FROM approved_hours_new n JOIN approved_hours_old o ON o.id = n.id
      JOIN timesheet_entries e ON e.timesheet_id = n.id
     WHERE (n.status = 'Approved') IS DISTINCT FROM (o.status = 'Approved')));
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
CREATE OR REPLACE FUNCTION "approved_hours_sheet_deleting"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM lock_budget_projects(ARRAY(SELECT DISTINCT project_id FROM timesheet_entries WHERE timesheet_id = OLD.id));
  INSERT INTO approved_hours AS a (project_id, deliverable_id, user_id, month, hours)
  SELECT e.project_id, e.deliverable_id, e.user_id, date_trunc('month', e.date)::date, -sum(e.hours)
    FROM timesheet_entries e
   WHERE e.timesheet_id = OLD.id
   GROUP BY 1, 2, 3, 4
   ORDER BY 1, 2, 3, 4
  ON CONFLICT (project_id, deliverable_id, user_id, month) DO UPDATE SET hours = a.hours + EXCLUDED.hours;
  RETURN OLD;
END $$;
