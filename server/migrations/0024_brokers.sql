CREATE TABLE "brokers" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"billing_email" text,
	"billing_address" text,
	"payment_terms_days" integer DEFAULT 30 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "brokers_payment_terms_check" CHECK ("brokers"."payment_terms_days" between 0 and 365)
);
--> statement-breakpoint
ALTER TABLE "loads" ADD COLUMN "broker_id" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "brokers_name_key_unique" ON "brokers" USING btree (lower(btrim(regexp_replace("name", '[[:space:]]+', ' ', 'g'))));--> statement-breakpoint
CREATE INDEX "brokers_name_idx" ON "brokers" USING btree ("name","id");--> statement-breakpoint
ALTER TABLE "loads" ADD CONSTRAINT "loads_broker_id_brokers_id_fk" FOREIGN KEY ("broker_id") REFERENCES "public"."brokers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "loads_broker_id_idx" ON "loads" USING btree ("broker_id");--> statement-breakpoint
-- Issue 30: a broker's name as the matching compares it (the unique index's expression): trimmed,
-- runs of white space as one space, case folded.
CREATE OR REPLACE FUNCTION haulboard_broker_key(name text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT lower(btrim(regexp_replace(name, '[[:space:]]+', ' ', 'g')))
$$;
--> statement-breakpoint
-- Every broker text of the loads, live and trashed, becomes one broker per key; its name is the
-- spelling most loads used (spaces collapsed), ties by the spelling itself, so the choice is stable.
WITH texts AS (
  SELECT broker AS name FROM loads WHERE btrim(coalesce(broker, '')) <> ''
  UNION ALL
  SELECT row->>'broker' FROM deleted_loads WHERE btrim(coalesce(row->>'broker', '')) <> ''
), spellings AS (
  SELECT haulboard_broker_key(name) AS key, btrim(regexp_replace(name, '[[:space:]]+', ' ', 'g')) AS spelling, count(*) AS n
    FROM texts GROUP BY 1, 2
)
INSERT INTO brokers (name)
SELECT DISTINCT ON (key) spelling FROM spellings ORDER BY key, n DESC, spelling;
--> statement-breakpoint
UPDATE loads l SET broker_id = b.id FROM brokers b WHERE haulboard_broker_key(l.broker) = haulboard_broker_key(b.name);
--> statement-breakpoint
UPDATE deleted_loads d SET row = d.row || jsonb_build_object('broker_id', b.id)
  FROM brokers b WHERE haulboard_broker_key(d.row->>'broker') = haulboard_broker_key(b.name);
--> statement-breakpoint
-- A load's `broker` (the spec's answer field) reads its broker's name: set on every write that
-- names a broker, and on each of its loads when a broker is renamed, so the list, search, the
-- summaries and analytics (which group by the text) follow the record.
-- A write that names a broker only by its text (the seeds, any SQL outside the API, which resolves it
-- itself and records the creation) is linked too, to the broker of that key, made when there is none.
CREATE OR REPLACE FUNCTION haulboard_load_broker_name() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  spelled text := btrim(regexp_replace(coalesce(NEW.broker, ''), '[[:space:]]+', ' ', 'g'));
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.broker_id IS NOT DISTINCT FROM OLD.broker_id AND NEW.broker IS DISTINCT FROM OLD.broker THEN
    NEW.broker_id := NULL;
  END IF;
  IF NEW.broker_id IS NULL AND spelled <> '' THEN
    INSERT INTO brokers (name) VALUES (spelled) ON CONFLICT DO NOTHING;
    NEW.broker_id := (SELECT id FROM brokers WHERE haulboard_broker_key(name) = haulboard_broker_key(spelled));
  ELSIF NEW.broker_id IS NULL THEN
    NEW.broker := NULL;
  END IF;
  IF NEW.broker_id IS NOT NULL THEN
    NEW.broker := (SELECT name FROM brokers WHERE id = NEW.broker_id);
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER loads_broker_name BEFORE INSERT OR UPDATE OF broker, broker_id ON loads
  FOR EACH ROW EXECUTE FUNCTION haulboard_load_broker_name();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION haulboard_broker_renamed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE loads SET broker = NEW.name WHERE broker_id = NEW.id AND broker IS DISTINCT FROM NEW.name;
  UPDATE deleted_loads SET row = row || jsonb_build_object('broker', NEW.name)
   WHERE (row->>'broker_id')::int = NEW.id AND row->>'broker' IS DISTINCT FROM NEW.name;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER brokers_renamed AFTER UPDATE OF name ON brokers
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION haulboard_broker_renamed();
--> statement-breakpoint
-- Spellings that differed only by case or spaces now read the broker's one name.
UPDATE loads l SET broker = b.name FROM brokers b WHERE l.broker_id = b.id AND l.broker IS DISTINCT FROM b.name;
--> statement-breakpoint
UPDATE deleted_loads d SET row = d.row || jsonb_build_object('broker', b.name)
  FROM brokers b WHERE (d.row->>'broker_id')::int = b.id AND d.row->>'broker' IS DISTINCT FROM b.name;
--> statement-breakpoint
-- Edits of a broker are versioned like the other edited records (migration 0022); updated_at is
-- when, not what, so it moves no version.
CREATE TRIGGER brokers_row_version BEFORE UPDATE ON brokers FOR EACH ROW EXECUTE FUNCTION haulboard_bump_row_version('updated_at');
