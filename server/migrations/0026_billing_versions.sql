-- A version for what the billing screens read (issue 31: invoices, settlements and the receivables
-- at a million loads): any committed write to invoices, their loads, settlements, their loads or a
-- broker's name moves it once, so their counts and the receivables are kept by it (lib/versioned-cache.ts).
INSERT INTO "data_versions" ("name") VALUES ('billing') ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER invoices_data_version AFTER INSERT OR UPDATE OR DELETE ON invoices
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION haulboard_bump_data_version('billing');
--> statement-breakpoint
CREATE TRIGGER invoices_data_version_truncate AFTER TRUNCATE ON invoices
  FOR EACH STATEMENT EXECUTE FUNCTION haulboard_bump_data_version('billing');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER invoice_loads_data_version AFTER INSERT OR UPDATE OR DELETE ON invoice_loads
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION haulboard_bump_data_version('billing');
--> statement-breakpoint
CREATE TRIGGER invoice_loads_data_version_truncate AFTER TRUNCATE ON invoice_loads
  FOR EACH STATEMENT EXECUTE FUNCTION haulboard_bump_data_version('billing');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER driver_settlements_data_version AFTER INSERT OR UPDATE OR DELETE ON driver_settlements
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION haulboard_bump_data_version('billing');
--> statement-breakpoint
CREATE TRIGGER driver_settlements_data_version_truncate AFTER TRUNCATE ON driver_settlements
  FOR EACH STATEMENT EXECUTE FUNCTION haulboard_bump_data_version('billing');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER driver_settlement_loads_data_version AFTER INSERT OR UPDATE OR DELETE ON driver_settlement_loads
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION haulboard_bump_data_version('billing');
--> statement-breakpoint
CREATE TRIGGER driver_settlement_loads_data_version_truncate AFTER TRUNCATE ON driver_settlement_loads
  FOR EACH STATEMENT EXECUTE FUNCTION haulboard_bump_data_version('billing');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER brokers_data_version AFTER INSERT OR DELETE OR UPDATE OF name ON brokers
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION haulboard_bump_data_version('billing');
