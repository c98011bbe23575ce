CREATE TABLE "driver_load_counts" (
	"driver_id" integer PRIMARY KEY NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"completed" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "driver_load_counts" ADD CONSTRAINT "driver_load_counts_driver_id_users_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Deltas, never recounts: concurrent assigns of one driver each add their own (the counter row
-- lock serialises them), where a recount would see only its own transaction's rows.
CREATE OR REPLACE FUNCTION haulboard_driver_counts_on_assignments() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Each branch names only the transition tables its operation has (plpgsql plans a branch when it runs).
  IF TG_OP = 'INSERT' THEN
    INSERT INTO driver_load_counts (driver_id, total, completed)
    SELECT n.driver_id, count(*), count(*) FILTER (WHERE l.status = 'delivered')
      FROM new_rows n LEFT JOIN loads l ON l.id = n.load_id
     GROUP BY n.driver_id
    ON CONFLICT (driver_id) DO UPDATE SET total = driver_load_counts.total + excluded.total, completed = driver_load_counts.completed + excluded.completed;
  ELSIF TG_OP = 'DELETE' THEN
    -- A delivered load that is itself being deleted is no longer visible here: its completed
    -- count was taken off by loads_driver_counts_before_delete.
    UPDATE driver_load_counts c SET total = c.total - d.total, completed = c.completed - d.completed
      FROM (SELECT o.driver_id, count(*) AS total, count(*) FILTER (WHERE l.status = 'delivered') AS completed
              FROM old_rows o LEFT JOIN loads l ON l.id = o.load_id
             GROUP BY o.driver_id) d
     WHERE c.driver_id = d.driver_id;
  ELSIF TG_OP = 'TRUNCATE' THEN
    UPDATE driver_load_counts SET total = 0, completed = 0;
  ELSIF TG_OP = 'UPDATE' THEN
    -- A change of driver (or load) moves the assignment's counts from the old driver to the new.
    UPDATE driver_load_counts c SET total = c.total - d.total, completed = c.completed - d.completed
      FROM (SELECT o.driver_id, count(*) AS total, count(*) FILTER (WHERE l.status = 'delivered') AS completed
              FROM old_rows o JOIN new_rows n ON n.id = o.id LEFT JOIN loads l ON l.id = o.load_id
             WHERE (n.driver_id, n.load_id) IS DISTINCT FROM (o.driver_id, o.load_id)
             GROUP BY o.driver_id) d
     WHERE c.driver_id = d.driver_id;
    INSERT INTO driver_load_counts (driver_id, total, completed)
    SELECT n.driver_id, count(*), count(*) FILTER (WHERE l.status = 'delivered')
      FROM new_rows n JOIN old_rows o ON o.id = n.id LEFT JOIN loads l ON l.id = n.load_id
     WHERE (n.driver_id, n.load_id) IS DISTINCT FROM (o.driver_id, o.load_id)
     GROUP BY n.driver_id
    ON CONFLICT (driver_id) DO UPDATE SET total = driver_load_counts.total + excluded.total, completed = driver_load_counts.completed + excluded.completed;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER assignments_driver_counts_insert AFTER INSERT ON assignments
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION haulboard_driver_counts_on_assignments();
--> statement-breakpoint
CREATE TRIGGER assignments_driver_counts_delete AFTER DELETE ON assignments
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION haulboard_driver_counts_on_assignments();
--> statement-breakpoint
CREATE TRIGGER assignments_driver_counts_update AFTER UPDATE ON assignments
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION haulboard_driver_counts_on_assignments();
--> statement-breakpoint
CREATE TRIGGER assignments_driver_counts_truncate AFTER TRUNCATE ON assignments
  FOR EACH STATEMENT EXECUTE FUNCTION haulboard_driver_counts_on_assignments();
--> statement-breakpoint
-- A load delivered or taken back from delivered moves its driver's completed count.
CREATE OR REPLACE FUNCTION haulboard_driver_counts_on_load_status() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE driver_load_counts c SET completed = c.completed + d.delta
    FROM (SELECT a.driver_id, sum(CASE WHEN n.status = 'delivered' THEN 1 ELSE -1 END) AS delta
            FROM old_rows o JOIN new_rows n ON n.id = o.id JOIN assignments a ON a.load_id = n.id
           WHERE (o.status = 'delivered') <> (n.status = 'delivered')
           GROUP BY a.driver_id) d
   WHERE c.driver_id = d.driver_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER loads_driver_counts_update AFTER UPDATE ON loads
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION haulboard_driver_counts_on_load_status();
--> statement-breakpoint
-- Before a delivered load goes (its assignment goes with it by cascade, when the load is no
-- longer visible), its driver's completed count is taken off.
CREATE OR REPLACE FUNCTION haulboard_driver_counts_before_load_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.status = 'delivered' THEN
    UPDATE driver_load_counts c SET completed = c.completed - 1
      FROM assignments a WHERE a.load_id = OLD.id AND c.driver_id = a.driver_id;
  END IF;
  RETURN OLD;
END $$;
--> statement-breakpoint
CREATE TRIGGER loads_driver_counts_before_delete BEFORE DELETE ON loads
  FOR EACH ROW EXECUTE FUNCTION haulboard_driver_counts_before_load_delete();
--> statement-breakpoint
INSERT INTO driver_load_counts (driver_id, total, completed)
SELECT a.driver_id, count(*), count(*) FILTER (WHERE l.status = 'delivered')
  FROM assignments a JOIN loads l ON l.id = a.load_id
 GROUP BY a.driver_id
ON CONFLICT (driver_id) DO UPDATE SET total = excluded.total, completed = excluded.completed;
