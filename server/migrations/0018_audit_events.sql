CREATE TABLE "audit_event_actor_days" (
	"actor_id" integer NOT NULL,
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"n" bigint NOT NULL,
	CONSTRAINT "audit_event_actor_days_actor_id_day_kind_pk" PRIMARY KEY("actor_id","day","kind")
);
--> statement-breakpoint
CREATE TABLE "audit_event_days" (
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"n" bigint NOT NULL,
	CONSTRAINT "audit_event_days_day_kind_pk" PRIMARY KEY("day","kind")
);
--> statement-breakpoint
CREATE TABLE "audit_event_totals" (
	"kind" text NOT NULL,
	"actor_id" integer NOT NULL,
	"n" bigint NOT NULL,
	CONSTRAINT "audit_event_totals_kind_actor_id_pk" PRIMARY KEY("kind","actor_id")
);
--> statement-breakpoint
CREATE TABLE "audit_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" integer,
	"actor_name" text NOT NULL,
	"actor_ip" "inet",
	"kind" text NOT NULL,
	"subject_type" text NOT NULL,
	"subject_id" integer NOT NULL,
	"subject_label" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	CONSTRAINT "audit_events_kind_check" CHECK ("audit_events"."kind" like "audit_events"."subject_type" || '.%')
);
--> statement-breakpoint
CREATE INDEX "audit_events_time_idx" ON "audit_events" USING btree ("occurred_at","id");--> statement-breakpoint
CREATE INDEX "audit_events_subject_idx" ON "audit_events" USING btree ("subject_type","subject_id","occurred_at","id");--> statement-breakpoint
CREATE INDEX "audit_events_actor_idx" ON "audit_events" USING btree ("actor_id","occurred_at","id");--> statement-breakpoint
CREATE INDEX "audit_events_kind_idx" ON "audit_events" USING btree ("kind","occurred_at","id");--> statement-breakpoint
-- Append-only (issue 28): no statement may change or remove an event, whatever it matches. Backup and
-- restore copy the database's files (server/README.md, "Backups") and need no exception.
CREATE OR REPLACE FUNCTION haulboard_audit_events_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_events is append-only: % is refused', TG_OP;
END $$;
--> statement-breakpoint
CREATE TRIGGER audit_events_append_only BEFORE UPDATE OR DELETE OR TRUNCATE ON audit_events
  FOR EACH STATEMENT EXECUTE FUNCTION haulboard_audit_events_append_only();
--> statement-breakpoint
-- Counts per UTC day and kind, per actor, UTC day and kind, and of all time per kind and actor:
-- deltas of each inserting statement (events are never updated or deleted), each table in key
-- order and the tables always in this order, so concurrent writers lock rows in one order (as
-- load_counters and load_day_figures).
CREATE OR REPLACE FUNCTION haulboard_audit_event_tallies() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO audit_event_days AS d (day, kind, n)
  SELECT (occurred_at AT TIME ZONE 'UTC')::date, kind, count(*)
    FROM new_rows GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT (day, kind) DO UPDATE SET n = d.n + excluded.n;
  INSERT INTO audit_event_actor_days AS a (actor_id, day, kind, n)
  SELECT coalesce(actor_id, 0), (occurred_at AT TIME ZONE 'UTC')::date, kind, count(*)
    FROM new_rows GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT (actor_id, day, kind) DO UPDATE SET n = a.n + excluded.n;
  INSERT INTO audit_event_totals AS t (kind, actor_id, n)
  SELECT kind, coalesce(actor_id, 0), count(*)
    FROM new_rows GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT (kind, actor_id) DO UPDATE SET n = t.n + excluded.n;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER audit_events_tallies AFTER INSERT ON audit_events
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION haulboard_audit_event_tallies();
