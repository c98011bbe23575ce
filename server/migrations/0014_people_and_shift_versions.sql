-- Versions for the hours pages' cache (routes/hours): one for check-ins, one for what the pages show
-- of a person. last_seen_at moves on every request a person makes, so only the shown columns count.
INSERT INTO "data_versions" ("name") VALUES ('check_ins'), ('people') ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER check_ins_data_version AFTER INSERT OR UPDATE OR DELETE ON check_ins
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION haulboard_bump_data_version('check_ins');
--> statement-breakpoint
CREATE TRIGGER check_ins_data_version_truncate AFTER TRUNCATE ON check_ins
  FOR EACH STATEMENT EXECUTE FUNCTION haulboard_bump_data_version('check_ins');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER users_data_version
  AFTER INSERT OR DELETE OR UPDATE OF user_type, email, first_name, last_name, phone_number, deleted_at ON users
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION haulboard_bump_data_version('people');
--> statement-breakpoint
CREATE TRIGGER users_data_version_truncate AFTER TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION haulboard_bump_data_version('people');
