CREATE TABLE "data_versions" (
	"name" text PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
INSERT INTO "data_versions" ("name") VALUES ('loads') ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- Bumps TG_ARGV[0]'s version once per transaction. It runs as a deferred constraint trigger, at
-- commit, when the transaction holds every other lock it will take: waiting here for another
-- writer's commit can never close a deadlock cycle, as a bump in the middle of a transaction could.
CREATE OR REPLACE FUNCTION haulboard_bump_data_version() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  flag text := 'haulboard.bumped_' || TG_ARGV[0];
BEGIN
  -- A transaction-local setting: the first row's trigger bumps, the rest of the rows return at once.
  IF current_setting(flag, true) = 'yes' THEN RETURN NULL; END IF;
  PERFORM set_config(flag, 'yes', true);
  UPDATE data_versions SET version = version + 1 WHERE name = TG_ARGV[0];
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER loads_data_version AFTER INSERT OR UPDATE OR DELETE ON loads
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION haulboard_bump_data_version('loads');
--> statement-breakpoint
-- TRUNCATE has no row triggers; it is rare (tests, a reset), so it bumps at once.
CREATE TRIGGER loads_data_version_truncate AFTER TRUNCATE ON loads
  FOR EACH STATEMENT EXECUTE FUNCTION haulboard_bump_data_version('loads');
