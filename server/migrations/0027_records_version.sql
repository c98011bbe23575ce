-- One version for the answers the API keeps whole (plugins/answer-cache.ts: the screens' list pages,
-- the search box, analytics, a settlement's preview): any committed write to a table those answers
-- read moves it once, at commit (the deferred trigger of 0013). Not the chat, the audit trail, the
-- sessions or the counters that triggers keep from these tables (their writes come with one here).
-- users: every column but last_seen_at, which moves on a person's requests and no kept answer shows.
--
-- The triggers are named `_records_version` on every table so that they sort, and fire, before the
-- table's other version triggers (PostgreSQL fires a row's triggers in name order): every writing
-- transaction takes the 'records' row first, so two can never hold one version each and wait for
-- the other's (a deadlock, seen as 'records' after 'loads' in one and before it in another).
-- Pending migrations run in one transaction: fire the deferred data-version events of earlier ones first (0021).
SET CONSTRAINTS ALL IMMEDIATE;
--> statement-breakpoint
INSERT INTO "data_versions" ("name") VALUES ('records') ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER _records_version AFTER INSERT OR DELETE ON users
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION haulboard_bump_data_version('records');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER _records_version_update AFTER UPDATE ON users
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN ((to_jsonb(OLD.*) - 'last_seen_at') IS DISTINCT FROM (to_jsonb(NEW.*) - 'last_seen_at'))
  EXECUTE FUNCTION haulboard_bump_data_version('records');
--> statement-breakpoint
CREATE TRIGGER _records_version_truncate AFTER TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION haulboard_bump_data_version('records');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER _records_version AFTER INSERT OR UPDATE OR DELETE ON brokers
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION haulboard_bump_data_version('records');
--> statement-breakpoint
CREATE TRIGGER _records_version_truncate AFTER TRUNCATE ON brokers
  FOR EACH STATEMENT EXECUTE FUNCTION haulboard_bump_data_version('records');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER _records_version AFTER INSERT OR UPDATE OR DELETE ON loads
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION haulboard_bump_data_version('records');
--> statement-breakpoint
CREATE TRIGGER _records_version_truncate AFTER TRUNCATE ON loads
  FOR EACH STATEMENT EXECUTE FUNCTION haulboard_bump_data_version('records');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER _records_version AFTER INSERT OR UPDATE OR DELETE ON deleted_loads
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION haulboard_bump_data_version('records');
--> statement-breakpoint
CREATE TRIGGER _records_version_truncate AFTER TRUNCATE ON deleted_loads
  FOR EACH STATEMENT EXECUTE FUNCTION haulboard_bump_data_version('records');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER _records_version AFTER INSERT OR UPDATE OR DELETE ON assignments
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION haulboard_bump_data_version('records');
--> statement-breakpoint
CREATE TRIGGER _records_version_truncate AFTER TRUNCATE ON assignments
  FOR EACH STATEMENT EXECUTE FUNCTION haulboard_bump_data_version('records');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER _records_version AFTER INSERT OR UPDATE OR DELETE ON load_documents
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION haulboard_bump_data_version('records');
--> statement-breakpoint
CREATE TRIGGER _records_version_truncate AFTER TRUNCATE ON load_documents
  FOR EACH STATEMENT EXECUTE FUNCTION haulboard_bump_data_version('records');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER _records_version AFTER INSERT OR UPDATE OR DELETE ON media_files
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION haulboard_bump_data_version('records');
--> statement-breakpoint
CREATE TRIGGER _records_version_truncate AFTER TRUNCATE ON media_files
  FOR EACH STATEMENT EXECUTE FUNCTION haulboard_bump_data_version('records');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER _records_version AFTER INSERT OR UPDATE OR DELETE ON trucks
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION haulboard_bump_data_version('records');
--> statement-breakpoint
CREATE TRIGGER _records_version_truncate AFTER TRUNCATE ON trucks
  FOR EACH STATEMENT EXECUTE FUNCTION haulboard_bump_data_version('records');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER _records_version AFTER INSERT OR UPDATE OR DELETE ON truck_drivers
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION haulboard_bump_data_version('records');
--> statement-breakpoint
CREATE TRIGGER _records_version_truncate AFTER TRUNCATE ON truck_drivers
  FOR EACH STATEMENT EXECUTE FUNCTION haulboard_bump_data_version('records');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER _records_version AFTER INSERT OR UPDATE OR DELETE ON trailers
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION haulboard_bump_data_version('records');
--> statement-breakpoint
CREATE TRIGGER _records_version_truncate AFTER TRUNCATE ON trailers
  FOR EACH STATEMENT EXECUTE FUNCTION haulboard_bump_data_version('records');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER _records_version AFTER INSERT OR UPDATE OR DELETE ON check_ins
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION haulboard_bump_data_version('records');
--> statement-breakpoint
CREATE TRIGGER _records_version_truncate AFTER TRUNCATE ON check_ins
  FOR EACH STATEMENT EXECUTE FUNCTION haulboard_bump_data_version('records');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER _records_version AFTER INSERT OR UPDATE OR DELETE ON driver_settlements
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION haulboard_bump_data_version('records');
--> statement-breakpoint
CREATE TRIGGER _records_version_truncate AFTER TRUNCATE ON driver_settlements
  FOR EACH STATEMENT EXECUTE FUNCTION haulboard_bump_data_version('records');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER _records_version AFTER INSERT OR UPDATE OR DELETE ON driver_settlement_loads
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION haulboard_bump_data_version('records');
--> statement-breakpoint
CREATE TRIGGER _records_version_truncate AFTER TRUNCATE ON driver_settlement_loads
  FOR EACH STATEMENT EXECUTE FUNCTION haulboard_bump_data_version('records');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER _records_version AFTER INSERT OR UPDATE OR DELETE ON invoices
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION haulboard_bump_data_version('records');
--> statement-breakpoint
CREATE TRIGGER _records_version_truncate AFTER TRUNCATE ON invoices
  FOR EACH STATEMENT EXECUTE FUNCTION haulboard_bump_data_version('records');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER _records_version AFTER INSERT OR UPDATE OR DELETE ON invoice_loads
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION haulboard_bump_data_version('records');
--> statement-breakpoint
CREATE TRIGGER _records_version_truncate AFTER TRUNCATE ON invoice_loads
  FOR EACH STATEMENT EXECUTE FUNCTION haulboard_bump_data_version('records');
