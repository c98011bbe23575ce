-- Versions for the chat's contact list (routes/chat/contact-list.ts): what it shows of a person now
-- includes the avatar, and 'presence' moves with last_seen_at, which the list shows but the people
-- lists do not (it moves at most once a minute per person: plugins/auth.ts).
DROP TRIGGER IF EXISTS users_data_version ON users;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER users_data_version
  AFTER INSERT OR DELETE OR UPDATE OF user_type, email, first_name, last_name, phone_number, deleted_at, avatar ON users
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION haulboard_bump_data_version('people');
--> statement-breakpoint
INSERT INTO "data_versions" ("name") VALUES ('presence') ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER users_presence_version
  AFTER INSERT OR DELETE OR UPDATE OF last_seen_at ON users
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION haulboard_bump_data_version('presence');
--> statement-breakpoint
CREATE TRIGGER users_presence_version_truncate AFTER TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION haulboard_bump_data_version('presence');
