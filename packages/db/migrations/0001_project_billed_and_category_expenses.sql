CREATE TABLE "milestone_expenses" (
	"milestone_id" uuid NOT NULL,
	"expense_id" uuid NOT NULL,
	"budget" numeric(14, 2) NOT NULL,
	CONSTRAINT "milestone_expenses_milestone_id_expense_id_pk" PRIMARY KEY("milestone_id","expense_id"),
	CONSTRAINT "milestone_expenses_budget_check" CHECK ("milestone_expenses"."budget" >= 0)
);
--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "total_billed_amount" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "milestone_expenses" ADD CONSTRAINT "milestone_expenses_milestone_id_milestones_id_fk" FOREIGN KEY ("milestone_id") REFERENCES "public"."milestones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "milestone_expenses" ADD CONSTRAINT "milestone_expenses_expense_id_project_expenses_id_fk" FOREIGN KEY ("expense_id") REFERENCES "public"."project_expenses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "milestone_expenses_expense_id_idx" ON "milestone_expenses" USING btree ("expense_id");--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_total_billed_amount_check" CHECK ("projects"."total_billed_amount" IS NULL OR "projects"."total_billed_amount" >= 0);