-- budget_used_changed() is called by the triggers of every approval, rate or expense change. Its UPDATE took
-- the projects' row locks in scan order, which moves as rows are rewritten, so two transactions touching the
-- same projects could lock them in opposite orders and deadlock (the scale seed's parallel weeks did, and
-- so could two approvers at once). The rows are now locked in id order first.
CREATE OR REPLACE FUNCTION "budget_used_changed"(project_ids uuid[]) RETURNS void LANGUAGE sql AS $$
  UPDATE projects p SET budget_used_changes = p.budget_used_changes + 1
    FROM (SELECT id FROM projects WHERE id = ANY(project_ids) ORDER BY id FOR NO KEY UPDATE) locked
   WHERE p.id = locked.id;
$$;
