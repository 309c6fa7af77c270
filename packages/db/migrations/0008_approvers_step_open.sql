ALTER TABLE "timesheet_approval_approvers" ADD COLUMN "step_open" boolean DEFAULT true NOT NULL;
--> statement-breakpoint
UPDATE "timesheet_approval_approvers" aa SET "step_open" = false
  FROM "timesheet_approvals" a WHERE a.id = aa.approval_id AND a.status = 'Approved';
--> statement-breakpoint
-- step_open = the step's status is not 'Approved', kept by the database: an approver row takes it from its step
-- when written (whatever value the writer gave), and a step whose status crosses 'Approved' passes it on.
CREATE FUNCTION "approvers_step_open_of_step"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.step_open := NOT EXISTS (
    SELECT 1 FROM timesheet_approvals WHERE id = NEW.approval_id AND status = 'Approved');
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "approvers_step_open_written" BEFORE INSERT OR UPDATE OF "approval_id", "step_open"
  ON "timesheet_approval_approvers" FOR EACH ROW EXECUTE FUNCTION "approvers_step_open_of_step"();
--> statement-breakpoint
CREATE FUNCTION "approvers_step_open_of_changed_step"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE timesheet_approval_approvers SET step_open = NEW.status <> 'Approved' WHERE approval_id = NEW.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "approvers_step_open_step_changed" AFTER UPDATE OF "status" ON "timesheet_approvals"
  FOR EACH ROW WHEN ((OLD.status = 'Approved') IS DISTINCT FROM (NEW.status = 'Approved'))
  EXECUTE FUNCTION "approvers_step_open_of_changed_step"();
--> statement-breakpoint
-- Also in a bulk load with session_replication_role = replica (the scale seed), like approved_hours (0007).
ALTER TABLE "timesheet_approval_approvers" ENABLE ALWAYS TRIGGER "approvers_step_open_written";
--> statement-breakpoint
ALTER TABLE "timesheet_approvals" ENABLE ALWAYS TRIGGER "approvers_step_open_step_changed";
--> statement-breakpoint
CREATE INDEX "timesheet_approval_approvers_open_lower_email_idx" ON "timesheet_approval_approvers" USING btree (lower("email"),"approval_id","email") WHERE "timesheet_approval_approvers"."step_open";
--> statement-breakpoint
ANALYZE "timesheet_approval_approvers";
