-- The contact list (routes/chat/contact-list.ts) leaves deactivated people out unless the caller
-- has a conversation with them (issue 28), so a deactivation must move the 'people' version that
-- keys its kept directory, as the columns it shows do (0015).
-- Pending migrations run in one transaction: fire the deferred data-version events of earlier ones
-- now (what their commit would do), since a trigger cannot be dropped from a table with pending events.
SET CONSTRAINTS ALL IMMEDIATE;
--> statement-breakpoint
DROP TRIGGER IF EXISTS users_data_version ON users;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER users_data_version
  AFTER INSERT OR DELETE OR UPDATE OF user_type, email, first_name, last_name, phone_number, deleted_at, avatar, deactivated_at ON users
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION haulboard_bump_data_version('people');
