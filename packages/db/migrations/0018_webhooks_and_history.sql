CREATE TABLE "webhooks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"url" text NOT NULL,
	"secret" text NOT NULL,
	"events" text[] NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webhook_deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"webhook_id" uuid NOT NULL,
	"event" text NOT NULL,
	"payload" jsonb NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"retry_until" timestamp with time zone NOT NULL,
	"response_code" integer,
	"last_error" text,
	"delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "webhooks" ADD CONSTRAINT "webhooks_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_webhook_id_webhooks_id_fk" FOREIGN KEY ("webhook_id") REFERENCES "public"."webhooks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "webhook_deliveries_due_idx" ON "webhook_deliveries" USING btree ("next_attempt_at");--> statement-breakpoint
CREATE INDEX "webhook_deliveries_webhook_id_created_at_idx" ON "webhook_deliveries" USING btree ("webhook_id","created_at");--> statement-breakpoint
-- History views (issue #17): the audit events of one sheet, one project, one user, newest first.
CREATE INDEX "audit_events_timesheet_id_created_at_idx" ON "audit_events" USING btree ((("metadata"->>'timesheetId')),"created_at");--> statement-breakpoint
CREATE INDEX "audit_events_project_id_created_at_idx" ON "audit_events" USING btree ((("metadata"->>'projectId')),"created_at");--> statement-breakpoint
CREATE INDEX "audit_events_user_id_created_at_idx" ON "audit_events" USING btree ("user_id","created_at");--> statement-breakpoint
-- A project's budget used crossing 60 %, 80 % or 100 % upwards (BUDGET_THRESHOLDS of @tally/domain/api-access)
-- is a webhook event, written by the statement that stores the new budget used, whichever writer that is.
CREATE FUNCTION "webhook_budget_thresholds"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO webhook_deliveries (webhook_id, event, payload, retry_until)
  SELECT w.id, 'PROJECT_BUDGET_THRESHOLD',
    jsonb_build_object('projectId', NEW.id, 'projectName', NEW.name, 'projectCode', NEW.project_code,
      'threshold', t.threshold, 'budgetUsed', NEW.budget_used),
    now() + interval '24 hours'
  FROM webhooks w
  CROSS JOIN (VALUES (0.6), (0.8), (1.0)) AS t(threshold)
  WHERE 'PROJECT_BUDGET_THRESHOLD' = ANY(w.events)
    AND OLD.budget_used < t.threshold AND NEW.budget_used >= t.threshold;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "projects_webhook_budget_thresholds" AFTER UPDATE OF "budget_used" ON "projects"
  FOR EACH ROW WHEN (NEW.budget_used > OLD.budget_used) EXECUTE FUNCTION "webhook_budget_thresholds"();
