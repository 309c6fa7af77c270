CREATE TABLE "audit_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"type" text NOT NULL,
	"user_id" uuid,
	"email" text,
	"ip" text,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "password_reset_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ip" text,
	"user_agent" text
);
--> statement-breakpoint
CREATE TABLE "clients" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"short_name" text DEFAULT '' NOT NULL,
	"quickbooks_customer_name" text,
	"source_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "configurations" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text,
	"description" text,
	"value_type" text DEFAULT 'String' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "configurations_value_type_check" CHECK ("configurations"."value_type" IN ('String', 'Number', 'Boolean', 'Json', 'Url', 'Email'))
);
--> statement-breakpoint
CREATE TABLE "deliverable_resources" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"deliverable_id" uuid NOT NULL,
	"resource_id" uuid NOT NULL,
	"budgeted_hours" numeric(10, 2) DEFAULT '0' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deliverables" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"milestone_id" uuid,
	"name" text NOT NULL,
	"accounting_code" text,
	"accounting_code_suffix" text,
	"expense_id" text,
	"expense_budget" numeric(14, 2),
	"budget" numeric(14, 2) DEFAULT '0' NOT NULL,
	"budget_percent" numeric(7, 4),
	"blended_rate" numeric(14, 2),
	"rate" numeric(14, 2),
	"budgeted_hours" numeric(10, 2),
	"include_in_all_projects" boolean DEFAULT false NOT NULL,
	"disabled" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'Not Started' NOT NULL,
	"start_date" date,
	"end_date" date,
	"billing_date" date,
	"track_against_time_off" boolean DEFAULT false NOT NULL,
	"ignore_hours_in_total" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"source_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deliverables_status_check" CHECK ("deliverables"."status" IN ('Not Started', 'In Progress', 'Completed')),
	CONSTRAINT "deliverables_rate_check" CHECK ("deliverables"."rate" IS NULL OR "deliverables"."rate" >= 0),
	CONSTRAINT "deliverables_budget_check" CHECK ("deliverables"."budget" >= 0)
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"related_model_name" text NOT NULL,
	"related_id" uuid NOT NULL,
	"file_name" text NOT NULL,
	"url" text,
	"blob_key" text,
	"type" text,
	"mime_type" text,
	"source" text DEFAULT 'internal' NOT NULL,
	"category" text,
	"description" text,
	"created_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "documents_source_check" CHECK ("documents"."source" IN ('internal', 'external')),
	CONSTRAINT "documents_location_check" CHECK ("documents"."url" IS NOT NULL OR "documents"."blob_key" IS NOT NULL)
);
--> statement-breakpoint
CREATE TABLE "integration_sync_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" uuid,
	"source_id" text,
	"direction" text NOT NULL,
	"outcome" text NOT NULL,
	"message" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"triggered_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "integration_sync_log_outcome_check" CHECK ("integration_sync_log"."outcome" IN ('SUCCESS', 'ERROR', 'SKIPPED')),
	CONSTRAINT "integration_sync_log_direction_check" CHECK ("integration_sync_log"."direction" IN ('push', 'pull'))
);
--> statement-breakpoint
CREATE TABLE "email_stats_receivers" (
	"email" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_stats_receivers_email_lower_check" CHECK ("email_stats_receivers"."email" = lower("email_stats_receivers"."email"))
);
--> statement-breakpoint
CREATE TABLE "scheduled_jobs" (
	"name" text PRIMARY KEY NOT NULL,
	"cron_expression" text NOT NULL,
	"description" text,
	"enabled" boolean DEFAULT true NOT NULL,
	"last_run_at" timestamp with time zone,
	"updated_by_user_id" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "milestones" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_expenses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"name" text NOT NULL,
	"amount" numeric(14, 2) DEFAULT '0' NOT NULL,
	"proposed_amount" numeric(14, 2),
	"comment" text,
	"date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_resources" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"user_id" uuid,
	"email" text NOT NULL,
	"name" text,
	"role" text,
	"rate" numeric(14, 2),
	"start_date" date NOT NULL,
	"end_date" date,
	"allow_project_management" boolean DEFAULT false NOT NULL,
	"timesheet_approver" boolean DEFAULT false NOT NULL,
	"inactive" boolean DEFAULT false NOT NULL,
	"note" text,
	"allocation" numeric(6, 2),
	"budgeted_hours" numeric(10, 2),
	"source_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_resources_rate_check" CHECK ("project_resources"."rate" IS NULL OR "project_resources"."rate" >= 0),
	CONSTRAINT "project_resources_dates_check" CHECK ("project_resources"."end_date" IS NULL OR "project_resources"."end_date" >= "project_resources"."start_date")
);
--> statement-breakpoint
CREATE TABLE "project_roles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"name" text NOT NULL,
	"rate" numeric(14, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "project_roles_rate_check" CHECK ("project_roles"."rate" >= 0)
);
--> statement-breakpoint
CREATE TABLE "projects" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"project_code" text,
	"accounting_code" text,
	"accounting_code_suffix" text,
	"owner_id" uuid,
	"client_id" uuid,
	"end_client_id" uuid,
	"status" text,
	"sectors" text[] DEFAULT '{}'::text[] NOT NULL,
	"budget" numeric(14, 2) DEFAULT '0' NOT NULL,
	"proposed_budget" numeric(14, 2),
	"budget_used" numeric(12, 6) DEFAULT '0' NOT NULL,
	"deduct_expenses" boolean DEFAULT false NOT NULL,
	"classification" text,
	"job_name" text,
	"archived" boolean DEFAULT false NOT NULL,
	"is_template" boolean DEFAULT false NOT NULL,
	"globally_visible" boolean DEFAULT false NOT NULL,
	"complete" boolean DEFAULT false NOT NULL,
	"start_date" date,
	"source_id" text,
	"synced_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "override_rules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"conditions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"override" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"updated_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saved_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"owner_user_id" uuid NOT NULL,
	"table_state" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "taxonomies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"singular_label" text,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "taxonomy_terms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"taxonomy_id" uuid NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "timesheet_thresholds" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"min" numeric(6, 2) DEFAULT '0' NOT NULL,
	"max" numeric(6, 2) DEFAULT '80' NOT NULL,
	"updated_by_user_id" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "timesheet_thresholds_single_row_check" CHECK ("timesheet_thresholds"."id" = 1),
	CONSTRAINT "timesheet_thresholds_range_check" CHECK ("timesheet_thresholds"."min" >= 0 AND "timesheet_thresholds"."max" >= "timesheet_thresholds"."min")
);
--> statement-breakpoint
CREATE TABLE "time_off_transactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"time_off_type" text NOT NULL,
	"date" date NOT NULL,
	"transaction_type" text NOT NULL,
	"hours" numeric(8, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "time_off_transactions_transaction_type_check" CHECK ("time_off_transactions"."transaction_type" IN ('TAKEN', 'RESET', 'EARNED', 'ROLLOVER'))
);
--> statement-breakpoint
CREATE TABLE "timesheet_approval_approvers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"approval_id" uuid NOT NULL,
	"email" text NOT NULL,
	"user_id" uuid,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "timesheet_approvals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"timesheet_id" uuid NOT NULL,
	"project_id" uuid,
	"status" text DEFAULT 'Approval Pending' NOT NULL,
	"approved_on" timestamp with time zone,
	"approved_by_user_id" uuid,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "timesheet_approvals_status_check" CHECK ("timesheet_approvals"."status" IN ('Approved', 'Declined', 'Approval Pending'))
);
--> statement-breakpoint
CREATE TABLE "timesheet_timeline_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"timesheet_id" uuid NOT NULL,
	"date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_user_id" uuid,
	"type" text NOT NULL,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "timesheet_attachments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"timesheet_id" uuid NOT NULL,
	"url" text,
	"blob_key" text,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "timesheet_expense_attachments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"expense_id" uuid NOT NULL,
	"url" text,
	"blob_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "timesheet_expenses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"timesheet_id" uuid NOT NULL,
	"description" text,
	"amount" numeric(14, 2) DEFAULT '0' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "timesheet_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"line_item_id" uuid NOT NULL,
	"timesheet_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"deliverable_id" uuid NOT NULL,
	"date" date NOT NULL,
	"hours" numeric(6, 2) NOT NULL,
	"comment" text,
	"start_time" numeric(4, 2),
	"source_id" text,
	"sync_status" text,
	"sync_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "timesheet_entries_hours_check" CHECK ("timesheet_entries"."hours" > 0 AND "timesheet_entries"."hours" * 4 = trunc("timesheet_entries"."hours" * 4)),
	CONSTRAINT "timesheet_entries_sync_status_check" CHECK ("timesheet_entries"."sync_status" IS NULL OR "timesheet_entries"."sync_status" IN ('SYNCED', 'PENDING_SYNC', 'PENDING_CHANGES', 'ERROR'))
);
--> statement-breakpoint
CREATE TABLE "timesheet_line_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"timesheet_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"deliverable_id" uuid,
	"position" integer DEFAULT 0 NOT NULL,
	"comment" text,
	"status" text
);
--> statement-breakpoint
CREATE TABLE "timesheets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"status" text DEFAULT 'Not Submitted' NOT NULL,
	"is_locked" boolean DEFAULT false NOT NULL,
	"document_url" text,
	"submitted_at" timestamp with time zone,
	"approved_at" timestamp with time zone,
	"total_hours" numeric(8, 2) DEFAULT '0' NOT NULL,
	"billable_hours" numeric(8, 2) DEFAULT '0' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "timesheets_status_check" CHECK ("timesheets"."status" IN ('Not Submitted', 'Submitted-Pending', 'Approved', 'Declined', 'Cancelled')),
	CONSTRAINT "timesheets_week_check" CHECK ("timesheets"."end_date" - "timesheets"."start_date" = 6)
);
--> statement-breakpoint
CREATE TABLE "user_approvers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"type" text NOT NULL,
	"value" text DEFAULT '' NOT NULL,
	"delegated" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "user_approvers_type_check" CHECK ("user_approvers"."type" IN ('individual', 'role', 'self'))
);
--> statement-breakpoint
CREATE TABLE "user_emails" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"address" text NOT NULL,
	"verified" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_emails_address_lower_check" CHECK ("user_emails"."address" = lower("user_emails"."address"))
);
--> statement-breakpoint
CREATE TABLE "user_financials" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"hourly_cost" numeric(14, 2) NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_financials_hourly_cost_check" CHECK ("user_financials"."hourly_cost" >= 0),
	CONSTRAINT "user_financials_dates_check" CHECK ("user_financials"."end_date" IS NULL OR "user_financials"."end_date" >= "user_financials"."start_date")
);
--> statement-breakpoint
CREATE TABLE "user_groups" (
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "user_groups_name_check" CHECK ("user_groups"."name" IN ('admin', 'super-admin', 'project-management', 'finance', 'human-resources', 'senior-management', 'vaccine-report'))
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"title" text,
	"image_url" text,
	"role" text,
	"payroll_id" text,
	"employee_type" text,
	"category" text,
	"department" text,
	"default_rate" numeric(14, 2),
	"invite_to_beta" boolean DEFAULT false NOT NULL,
	"account_active" boolean DEFAULT true NOT NULL,
	"temporary_password" boolean DEFAULT false NOT NULL,
	"password_hash" text,
	"supervisor_id" uuid,
	"work_calendar" text,
	"settings" jsonb DEFAULT '{"useNewTaskSelector":false}'::jsonb NOT NULL,
	"quickbooks_employee_name" text,
	"quickbooks_payroll_item" text,
	"source_id" text,
	"last_active_on" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_employee_type_check" CHECK ("users"."employee_type" IN ('W-2', 'C2C'))
);
--> statement-breakpoint
CREATE TABLE "vaccine_records" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"status" text,
	"no_type" text,
	"request_exception_text" text,
	"vaccine_version" text,
	"last_vaccination_date" date,
	"vaccine_proof_url" text,
	"vaccine_authorize_share" boolean DEFAULT false NOT NULL,
	"vaccine_affirm_accurate" boolean DEFAULT false NOT NULL,
	"vaccine_disclose_status" boolean DEFAULT false NOT NULL,
	"test_authorize_share" boolean DEFAULT false NOT NULL,
	"test_affirm_accurate" boolean DEFAULT false NOT NULL,
	"test_disclose_status" boolean DEFAULT false NOT NULL,
	"test_updated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vaccine_records_status_check" CHECK ("vaccine_records"."status" IS NULL OR "vaccine_records"."status" IN ('yes', 'no')),
	CONSTRAINT "vaccine_records_no_type_check" CHECK ("vaccine_records"."no_type" IS NULL OR "vaccine_records"."no_type" IN ('intendToVaccinated', 'reqestingException', 'notIntendToVaccinated'))
);
--> statement-breakpoint
CREATE TABLE "vaccine_test_proofs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"date" date NOT NULL,
	"proof_url" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deliverable_resources" ADD CONSTRAINT "deliverable_resources_deliverable_id_deliverables_id_fk" FOREIGN KEY ("deliverable_id") REFERENCES "public"."deliverables"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deliverable_resources" ADD CONSTRAINT "deliverable_resources_resource_id_project_resources_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."project_resources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deliverables" ADD CONSTRAINT "deliverables_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deliverables" ADD CONSTRAINT "deliverables_milestone_id_milestones_id_fk" FOREIGN KEY ("milestone_id") REFERENCES "public"."milestones"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integration_sync_log" ADD CONSTRAINT "integration_sync_log_triggered_by_user_id_users_id_fk" FOREIGN KEY ("triggered_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheduled_jobs" ADD CONSTRAINT "scheduled_jobs_updated_by_user_id_users_id_fk" FOREIGN KEY ("updated_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "milestones" ADD CONSTRAINT "milestones_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_expenses" ADD CONSTRAINT "project_expenses_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_resources" ADD CONSTRAINT "project_resources_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_resources" ADD CONSTRAINT "project_resources_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_roles" ADD CONSTRAINT "project_roles_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_end_client_id_clients_id_fk" FOREIGN KEY ("end_client_id") REFERENCES "public"."clients"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "override_rules" ADD CONSTRAINT "override_rules_updated_by_user_id_users_id_fk" FOREIGN KEY ("updated_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_reports" ADD CONSTRAINT "saved_reports_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "taxonomy_terms" ADD CONSTRAINT "taxonomy_terms_taxonomy_id_taxonomies_id_fk" FOREIGN KEY ("taxonomy_id") REFERENCES "public"."taxonomies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheet_thresholds" ADD CONSTRAINT "timesheet_thresholds_updated_by_user_id_users_id_fk" FOREIGN KEY ("updated_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_off_transactions" ADD CONSTRAINT "time_off_transactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheet_approval_approvers" ADD CONSTRAINT "timesheet_approval_approvers_approval_id_timesheet_approvals_id_fk" FOREIGN KEY ("approval_id") REFERENCES "public"."timesheet_approvals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheet_approval_approvers" ADD CONSTRAINT "timesheet_approval_approvers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheet_approvals" ADD CONSTRAINT "timesheet_approvals_timesheet_id_timesheets_id_fk" FOREIGN KEY ("timesheet_id") REFERENCES "public"."timesheets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheet_approvals" ADD CONSTRAINT "timesheet_approvals_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheet_approvals" ADD CONSTRAINT "timesheet_approvals_approved_by_user_id_users_id_fk" FOREIGN KEY ("approved_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheet_timeline_events" ADD CONSTRAINT "timesheet_timeline_events_timesheet_id_timesheets_id_fk" FOREIGN KEY ("timesheet_id") REFERENCES "public"."timesheets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheet_timeline_events" ADD CONSTRAINT "timesheet_timeline_events_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheet_attachments" ADD CONSTRAINT "timesheet_attachments_timesheet_id_timesheets_id_fk" FOREIGN KEY ("timesheet_id") REFERENCES "public"."timesheets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheet_expense_attachments" ADD CONSTRAINT "timesheet_expense_attachments_expense_id_timesheet_expenses_id_fk" FOREIGN KEY ("expense_id") REFERENCES "public"."timesheet_expenses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheet_expenses" ADD CONSTRAINT "timesheet_expenses_timesheet_id_timesheets_id_fk" FOREIGN KEY ("timesheet_id") REFERENCES "public"."timesheets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheet_entries" ADD CONSTRAINT "timesheet_entries_line_item_id_timesheet_line_items_id_fk" FOREIGN KEY ("line_item_id") REFERENCES "public"."timesheet_line_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheet_entries" ADD CONSTRAINT "timesheet_entries_timesheet_id_timesheets_id_fk" FOREIGN KEY ("timesheet_id") REFERENCES "public"."timesheets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheet_entries" ADD CONSTRAINT "timesheet_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheet_entries" ADD CONSTRAINT "timesheet_entries_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheet_entries" ADD CONSTRAINT "timesheet_entries_deliverable_id_deliverables_id_fk" FOREIGN KEY ("deliverable_id") REFERENCES "public"."deliverables"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheet_line_items" ADD CONSTRAINT "timesheet_line_items_timesheet_id_timesheets_id_fk" FOREIGN KEY ("timesheet_id") REFERENCES "public"."timesheets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheet_line_items" ADD CONSTRAINT "timesheet_line_items_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheet_line_items" ADD CONSTRAINT "timesheet_line_items_deliverable_id_deliverables_id_fk" FOREIGN KEY ("deliverable_id") REFERENCES "public"."deliverables"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheets" ADD CONSTRAINT "timesheets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_approvers" ADD CONSTRAINT "user_approvers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_emails" ADD CONSTRAINT "user_emails_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_financials" ADD CONSTRAINT "user_financials_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_groups" ADD CONSTRAINT "user_groups_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_supervisor_id_users_id_fk" FOREIGN KEY ("supervisor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vaccine_records" ADD CONSTRAINT "vaccine_records_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vaccine_test_proofs" ADD CONSTRAINT "vaccine_test_proofs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_events_type_email_created_at_idx" ON "audit_events" USING btree ("type",lower("email"),"created_at");--> statement-breakpoint
CREATE INDEX "audit_events_type_ip_created_at_idx" ON "audit_events" USING btree ("type","ip","created_at");--> statement-breakpoint
CREATE INDEX "audit_events_created_at_idx" ON "audit_events" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "password_reset_tokens_token_hash_key" ON "password_reset_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "password_reset_tokens_user_id_idx" ON "password_reset_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_token_hash_key" ON "sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_expires_at_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "clients_lower_name_idx" ON "clients" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "deliverable_resources_deliverable_id_resource_id_key" ON "deliverable_resources" USING btree ("deliverable_id","resource_id");--> statement-breakpoint
CREATE INDEX "deliverable_resources_resource_id_idx" ON "deliverable_resources" USING btree ("resource_id");--> statement-breakpoint
CREATE INDEX "deliverables_project_id_idx" ON "deliverables" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "deliverables_milestone_id_idx" ON "deliverables" USING btree ("milestone_id");--> statement-breakpoint
CREATE INDEX "deliverables_include_in_all_projects_idx" ON "deliverables" USING btree ("include_in_all_projects") WHERE "deliverables"."include_in_all_projects";--> statement-breakpoint
CREATE INDEX "documents_related_idx" ON "documents" USING btree ("related_model_name","related_id","created_at");--> statement-breakpoint
CREATE INDEX "integration_sync_log_entity_idx" ON "integration_sync_log" USING btree ("entity_type","entity_id","created_at");--> statement-breakpoint
CREATE INDEX "integration_sync_log_created_at_idx" ON "integration_sync_log" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "milestones_project_id_name_key" ON "milestones" USING btree ("project_id","name");--> statement-breakpoint
CREATE INDEX "project_expenses_project_id_idx" ON "project_expenses" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "project_resources_project_id_idx" ON "project_resources" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "project_resources_lower_email_idx" ON "project_resources" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "project_resources_user_id_idx" ON "project_resources" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "project_roles_project_id_idx" ON "project_roles" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "projects_client_id_idx" ON "projects" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "projects_end_client_id_idx" ON "projects" USING btree ("end_client_id");--> statement-breakpoint
CREATE INDEX "projects_list_idx" ON "projects" USING btree ("is_template","archived","status");--> statement-breakpoint
CREATE UNIQUE INDEX "projects_source_id_key" ON "projects" USING btree ("source_id");--> statement-breakpoint
CREATE INDEX "override_rules_position_idx" ON "override_rules" USING btree ("position");--> statement-breakpoint
CREATE INDEX "saved_reports_owner_user_id_idx" ON "saved_reports" USING btree ("owner_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "taxonomies_name_key" ON "taxonomies" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "taxonomy_terms_taxonomy_id_name_key" ON "taxonomy_terms" USING btree ("taxonomy_id","name");--> statement-breakpoint
CREATE INDEX "taxonomy_terms_order_idx" ON "taxonomy_terms" USING btree ("taxonomy_id","sort_order");--> statement-breakpoint
CREATE INDEX "time_off_transactions_user_id_idx" ON "time_off_transactions" USING btree ("user_id","time_off_type","date");--> statement-breakpoint
CREATE INDEX "timesheet_approval_approvers_approval_id_idx" ON "timesheet_approval_approvers" USING btree ("approval_id","position");--> statement-breakpoint
CREATE INDEX "timesheet_approval_approvers_lower_email_idx" ON "timesheet_approval_approvers" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "timesheet_approvals_timesheet_id_idx" ON "timesheet_approvals" USING btree ("timesheet_id","position");--> statement-breakpoint
CREATE INDEX "timesheet_approvals_project_id_idx" ON "timesheet_approvals" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "timesheet_timeline_events_timesheet_id_idx" ON "timesheet_timeline_events" USING btree ("timesheet_id","date");--> statement-breakpoint
CREATE INDEX "timesheet_attachments_timesheet_id_idx" ON "timesheet_attachments" USING btree ("timesheet_id");--> statement-breakpoint
CREATE INDEX "timesheet_expense_attachments_expense_id_idx" ON "timesheet_expense_attachments" USING btree ("expense_id");--> statement-breakpoint
CREATE INDEX "timesheet_expenses_timesheet_id_idx" ON "timesheet_expenses" USING btree ("timesheet_id");--> statement-breakpoint
CREATE UNIQUE INDEX "timesheet_entries_line_item_id_date_key" ON "timesheet_entries" USING btree ("line_item_id","date");--> statement-breakpoint
CREATE INDEX "timesheet_entries_timesheet_id_idx" ON "timesheet_entries" USING btree ("timesheet_id");--> statement-breakpoint
CREATE INDEX "timesheet_entries_user_id_date_idx" ON "timesheet_entries" USING btree ("user_id","date");--> statement-breakpoint
CREATE INDEX "timesheet_entries_project_id_date_idx" ON "timesheet_entries" USING btree ("project_id","date");--> statement-breakpoint
CREATE INDEX "timesheet_entries_deliverable_id_idx" ON "timesheet_entries" USING btree ("deliverable_id");--> statement-breakpoint
CREATE INDEX "timesheet_line_items_timesheet_id_idx" ON "timesheet_line_items" USING btree ("timesheet_id","position");--> statement-breakpoint
CREATE INDEX "timesheet_line_items_project_id_idx" ON "timesheet_line_items" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "timesheet_line_items_deliverable_id_idx" ON "timesheet_line_items" USING btree ("deliverable_id");--> statement-breakpoint
CREATE UNIQUE INDEX "timesheets_user_id_end_date_key" ON "timesheets" USING btree ("user_id","end_date");--> statement-breakpoint
CREATE INDEX "timesheets_end_date_status_idx" ON "timesheets" USING btree ("end_date","status");--> statement-breakpoint
CREATE INDEX "timesheets_status_idx" ON "timesheets" USING btree ("status");--> statement-breakpoint
CREATE INDEX "user_approvers_user_id_idx" ON "user_approvers" USING btree ("user_id","delegated","position");--> statement-breakpoint
CREATE UNIQUE INDEX "user_emails_address_key" ON "user_emails" USING btree ("address");--> statement-breakpoint
CREATE INDEX "user_emails_user_id_idx" ON "user_emails" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "user_financials_user_id_idx" ON "user_financials" USING btree ("user_id","start_date");--> statement-breakpoint
CREATE UNIQUE INDEX "user_groups_user_id_name_key" ON "user_groups" USING btree ("user_id","name");--> statement-breakpoint
CREATE INDEX "users_supervisor_id_idx" ON "users" USING btree ("supervisor_id");--> statement-breakpoint
CREATE UNIQUE INDEX "vaccine_test_proofs_user_id_date_key" ON "vaccine_test_proofs" USING btree ("user_id","date");