-- A person's running timer (issue 18): one per person, on a line of their timesheet.
CREATE TABLE "running_timers" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"line_item_id" uuid NOT NULL,
	"started_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "running_timers" ADD CONSTRAINT "running_timers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "running_timers" ADD CONSTRAINT "running_timers_line_item_id_timesheet_line_items_id_fk" FOREIGN KEY ("line_item_id") REFERENCES "public"."timesheet_line_items"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "running_timers_line_item_id_idx" ON "running_timers" USING btree ("line_item_id");
