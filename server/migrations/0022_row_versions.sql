ALTER TABLE "loads" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "trailers" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "trucks" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
-- Issue 29: an edit names the version it started from. The version moves here, not in each write,
-- so every way a row changes (the admin's calls, the drivers' app, a driver's deletion, another API
-- process) moves it. Only what the row shows counts: TG_ARGV names the columns that do not
-- (a sign-in's last_seen_at, a password), so they never make an open edit stale.
CREATE OR REPLACE FUNCTION haulboard_bump_row_version() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_row jsonb := to_jsonb(OLD) - 'version';
  new_row jsonb := to_jsonb(NEW) - 'version';
  -- Once per transaction and row: a write of several statements is one change, one audit record.
  flag text := 'haulboard.row_version_' || TG_TABLE_NAME || '_' || OLD.id;
BEGIN
  IF TG_NARGS > 0 THEN
    old_row := old_row - TG_ARGV;
    new_row := new_row - TG_ARGV;
  END IF;
  IF current_setting(flag, true) = 'yes' THEN
    NEW.version := OLD.version;
  -- An explicit bump (a load's assignment, a truck's drivers: below) counts as a change.
  ELSIF old_row IS DISTINCT FROM new_row OR NEW.version <> OLD.version THEN
    NEW.version := OLD.version + 1;
    PERFORM set_config(flag, 'yes', true);
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER loads_row_version BEFORE UPDATE ON loads FOR EACH ROW EXECUTE FUNCTION haulboard_bump_row_version();
--> statement-breakpoint
CREATE TRIGGER trucks_row_version BEFORE UPDATE ON trucks FOR EACH ROW EXECUTE FUNCTION haulboard_bump_row_version();
--> statement-breakpoint
CREATE TRIGGER trailers_row_version BEFORE UPDATE ON trailers FOR EACH ROW EXECUTE FUNCTION haulboard_bump_row_version();
--> statement-breakpoint
CREATE TRIGGER users_row_version BEFORE UPDATE ON users FOR EACH ROW
  EXECUTE FUNCTION haulboard_bump_row_version('last_seen_at', 'password_hash');
--> statement-breakpoint
-- A load's driver lives in its assignment, a truck's drivers in truck_drivers: what the load's or
-- the truck's answer shows, so a change there moves the parent's version.
CREATE OR REPLACE FUNCTION haulboard_bump_parent_version() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  r record;
BEGIN
  IF TG_OP = 'DELETE' THEN r := OLD; ELSE r := NEW; END IF;
  IF TG_TABLE_NAME = 'assignments' THEN
    UPDATE loads SET version = version + 1 WHERE id = r.load_id;
  ELSE
    UPDATE trucks SET version = version + 1 WHERE id = r.truck_id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER assignments_parent_version AFTER INSERT OR UPDATE OF driver_id ON assignments
  FOR EACH ROW EXECUTE FUNCTION haulboard_bump_parent_version();
--> statement-breakpoint
CREATE TRIGGER truck_drivers_parent_version AFTER INSERT OR DELETE ON truck_drivers
  FOR EACH ROW EXECUTE FUNCTION haulboard_bump_parent_version();
--> statement-breakpoint
-- Loads in the trash come back through jsonb_populate_record (loads/repository.ts): give the ones
-- trashed before this migration the new column's value.
UPDATE deleted_loads SET row = row || '{"version": 1}'::jsonb WHERE NOT row ? 'version';
