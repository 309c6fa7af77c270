DROP INDEX "timesheet_approval_approvers_lower_email_idx";--> statement-breakpoint
CREATE INDEX "timesheet_approval_approvers_lower_email_approval_idx" ON "timesheet_approval_approvers" USING btree (lower("email"),"approval_id","email");--> statement-breakpoint
CREATE INDEX "timesheet_approvals_open_idx" ON "timesheet_approvals" USING btree ("id","timesheet_id") WHERE "timesheet_approvals"."status" <> 'Approved';--> statement-breakpoint
CREATE INDEX "timesheets_submitted_idx" ON "timesheets" USING btree ("id") WHERE "timesheets"."status" in ('Submitted-Pending', 'Submitted');