-- Project codes and payroll ids are unique, ignoring case and surrounding spaces (issue 13). The services check
-- it first (with a field-named message); these indexes make it hold when two saves race.
--
-- Old data may already hold duplicates. They are kept, not renamed or cleared: a project code or a payroll id
-- is a key in the accounting and payroll systems, and changing one behind people's backs would break exports
-- and reconciliations silently. Instead, in each group of equal values the oldest row (created first, then by
-- id) keeps the value under the index, and every later one is flagged *_duplicate = true, which the partial
-- index skips. The flagged rows keep working (the services check only a changed value), and a flag is cleared
-- as soon as the row gets another value, from then on under the index. An admin finds the rows to fix with
-- `WHERE project_code_duplicate` / `WHERE payroll_id_duplicate`.
ALTER TABLE "projects" ADD COLUMN "project_code_duplicate" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "payroll_id_duplicate" boolean DEFAULT false NOT NULL;--> statement-breakpoint
UPDATE "projects" p SET "project_code_duplicate" = true
  FROM (SELECT id, row_number() OVER (PARTITION BY lower(btrim(project_code)) ORDER BY created_at, id) AS n
          FROM projects WHERE project_code IS NOT NULL AND btrim(project_code) <> '') d
 WHERE d.id = p.id AND d.n > 1;--> statement-breakpoint
UPDATE "users" u SET "payroll_id_duplicate" = true
  FROM (SELECT id, row_number() OVER (PARTITION BY lower(btrim(payroll_id)) ORDER BY created_at, id) AS n
          FROM users WHERE payroll_id IS NOT NULL AND btrim(payroll_id) <> '') d
 WHERE d.id = u.id AND d.n > 1;--> statement-breakpoint
CREATE UNIQUE INDEX "projects_project_code_key" ON "projects" USING btree (lower(btrim("project_code"))) WHERE "projects"."project_code" IS NOT NULL AND btrim("projects"."project_code") <> '' AND NOT "projects"."project_code_duplicate";--> statement-breakpoint
CREATE UNIQUE INDEX "users_payroll_id_key" ON "users" USING btree (lower(btrim("payroll_id"))) WHERE "users"."payroll_id" IS NOT NULL AND btrim("users"."payroll_id") <> '' AND NOT "users"."payroll_id_duplicate";
--> statement-breakpoint
-- Uploads without orphans (issue 13): every signed upload URL is noted here; a blob nobody recorded once
-- expires_at has passed is deleted by the abandoned-uploads job.
CREATE TABLE "pending_uploads" (
	"container" text NOT NULL,
	"key" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pending_uploads_container_key_pk" PRIMARY KEY("container","key")
);
--> statement-breakpoint
CREATE INDEX "pending_uploads_expires_at_idx" ON "pending_uploads" USING btree ("expires_at");
