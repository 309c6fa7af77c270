ALTER TABLE "projects" ADD COLUMN "budget_used_changes" bigint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "budget_used_computed" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "projects_budget_used_stale_idx" ON "projects" USING btree ("id") WHERE "projects"."budget_used_changes" > "projects"."budget_used_computed";
--> statement-breakpoint
-- Budget used (C-027) depends on the approved hours, the rates of C-024, the budget, deduct-expenses and the
-- expenses. Whatever changes one of them bumps the project's budget_used_changes, so a reader sees that the
-- stored budget_used is stale and refreshes it (one truth on every screen, no manual recalculation).
CREATE FUNCTION "budget_used_changed"(project_ids uuid[]) RETURNS void LANGUAGE sql AS $$
  UPDATE projects SET budget_used_changes = budget_used_changes + 1
   WHERE id = ANY(project_ids);
$$;
--> statement-breakpoint
CREATE FUNCTION "budget_used_hours_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM budget_used_changed(ARRAY(SELECT DISTINCT project_id FROM budget_used_new));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "budget_used_hours_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM budget_used_changed(ARRAY(SELECT DISTINCT project_id FROM budget_used_old));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "budget_used_hours_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM budget_used_changed(ARRAY(
    SELECT project_id FROM budget_used_new UNION SELECT project_id FROM budget_used_old));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "budget_used_hours_inserted" AFTER INSERT ON "approved_hours"
  REFERENCING NEW TABLE AS budget_used_new
  FOR EACH STATEMENT EXECUTE FUNCTION "budget_used_hours_inserted"();
--> statement-breakpoint
CREATE TRIGGER "budget_used_hours_updated" AFTER UPDATE ON "approved_hours"
  REFERENCING NEW TABLE AS budget_used_new OLD TABLE AS budget_used_old
  FOR EACH STATEMENT EXECUTE FUNCTION "budget_used_hours_updated"();
--> statement-breakpoint
CREATE TRIGGER "budget_used_hours_deleted" AFTER DELETE ON "approved_hours"
  REFERENCING OLD TABLE AS budget_used_old
  FOR EACH STATEMENT EXECUTE FUNCTION "budget_used_hours_deleted"();
--> statement-breakpoint
-- A row of a table keyed by project (rates of roles, resources' roles, deliverable rates, expenses).
CREATE FUNCTION "budget_used_project_row_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM budget_used_changed(ARRAY[OLD.project_id]);
    RETURN OLD;
  END IF;
  IF TG_OP = 'UPDATE' AND OLD.project_id IS DISTINCT FROM NEW.project_id THEN
    PERFORM budget_used_changed(ARRAY[OLD.project_id, NEW.project_id]);
  ELSE
    PERFORM budget_used_changed(ARRAY[NEW.project_id]);
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "budget_used_role_changed" AFTER INSERT OR DELETE OR UPDATE OF "project_id", "name", "rate"
  ON "project_roles" FOR EACH ROW EXECUTE FUNCTION "budget_used_project_row_changed"();
--> statement-breakpoint
CREATE TRIGGER "budget_used_resource_changed" AFTER INSERT OR DELETE OR UPDATE OF "project_id", "role", "inactive"
  ON "project_resources" FOR EACH ROW EXECUTE FUNCTION "budget_used_project_row_changed"();
--> statement-breakpoint
CREATE TRIGGER "budget_used_deliverable_changed" AFTER UPDATE OF "project_id", "rate"
  ON "deliverables" FOR EACH ROW WHEN (OLD.rate IS DISTINCT FROM NEW.rate OR OLD.project_id IS DISTINCT FROM NEW.project_id)
  EXECUTE FUNCTION "budget_used_project_row_changed"();
--> statement-breakpoint
CREATE TRIGGER "budget_used_expense_changed" AFTER INSERT OR DELETE OR UPDATE OF "project_id", "amount"
  ON "project_expenses" FOR EACH ROW EXECUTE FUNCTION "budget_used_project_row_changed"();
--> statement-breakpoint
-- A person's role or default rate prices their approved hours on every project they have them on.
CREATE FUNCTION "budget_used_user_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM budget_used_changed(ARRAY(SELECT DISTINCT project_id FROM approved_hours WHERE user_id = NEW.id));
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "budget_used_user_changed" AFTER UPDATE OF "role", "default_rate" ON "users"
  FOR EACH ROW WHEN (OLD.role IS DISTINCT FROM NEW.role OR OLD.default_rate IS DISTINCT FROM NEW.default_rate)
  EXECUTE FUNCTION "budget_used_user_changed"();
--> statement-breakpoint
CREATE FUNCTION "budget_used_budget_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.budget_used_changes := OLD.budget_used_changes + 1;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "budget_used_budget_changed" BEFORE UPDATE OF "budget", "deduct_expenses" ON "projects"
  FOR EACH ROW WHEN (OLD.budget IS DISTINCT FROM NEW.budget OR OLD.deduct_expenses IS DISTINCT FROM NEW.deduct_expenses)
  EXECUTE FUNCTION "budget_used_budget_changed"();
--> statement-breakpoint
-- Every trigger above also fires under session_replication_role = replica (bulk loads), like approved_hours'.
ALTER TABLE "approved_hours" ENABLE ALWAYS TRIGGER "budget_used_hours_inserted";
--> statement-breakpoint
ALTER TABLE "approved_hours" ENABLE ALWAYS TRIGGER "budget_used_hours_updated";
--> statement-breakpoint
ALTER TABLE "approved_hours" ENABLE ALWAYS TRIGGER "budget_used_hours_deleted";
