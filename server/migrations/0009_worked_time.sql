CREATE TABLE "hours_zones" (
	"zone" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE TABLE "worked_time" (
	"zone" text NOT NULL,
	"period" text NOT NULL,
	"starts" date NOT NULL,
	"user_id" integer NOT NULL,
	"worked_us" bigint NOT NULL,
	CONSTRAINT "worked_time_zone_period_starts_user_id_pk" PRIMARY KEY("zone","period","starts","user_id"),
	CONSTRAINT "worked_time_period_check" CHECK ("worked_time"."period" in ('day', 'week', 'month'))
);
--> statement-breakpoint
ALTER TABLE "worked_time" ADD CONSTRAINT "worked_time_zone_hours_zones_zone_fk" FOREIGN KEY ("zone") REFERENCES "public"."hours_zones"("zone") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The local days a closed shift covers in `zone`, with its worked microseconds in each: a day runs
-- from local midnight to the next (23 or 25 hours across DST), exactly as the hours' periodBounds
-- cuts a period, so the days of a week or month add up to what that period's clip of the shift is.
CREATE OR REPLACE FUNCTION haulboard_shift_days(zone text, check_in timestamptz, check_out timestamptz)
RETURNS TABLE (day timestamp, worked_us bigint) LANGUAGE sql STABLE AS $$
  SELECT d.day, x.us
    FROM generate_series(date_trunc('day', check_in AT TIME ZONE zone), check_out AT TIME ZONE zone, interval '1 day') AS d(day)
   CROSS JOIN LATERAL (
     SELECT (extract(epoch FROM least(check_out, (d.day + interval '1 day') AT TIME ZONE zone) - greatest(check_in, d.day AT TIME ZONE zone)) * 1000000)::bigint AS us
   ) x
   WHERE x.us > 0
$$;
--> statement-breakpoint
-- Adds (sign 1) or takes off (sign -1) shifts' closed time in every registered zone, or only
-- `only_zone`, on their days, weeks and months. Deltas, never recounts: concurrent check-outs each
-- add their own (the row lock of the upsert serialises them). Open shifts are counted when read.
CREATE OR REPLACE FUNCTION haulboard_worked_time_apply(user_ids integer[], check_ins timestamptz[], check_outs timestamptz[], signs integer[], only_zone text)
RETURNS void LANGUAGE sql AS $$
  INSERT INTO worked_time AS w (zone, period, starts, user_id, worked_us)
  SELECT z.zone, u.period, date_trunc(u.period, d.day)::date, s.user_id, sum(s.sign * d.worked_us)::bigint
    FROM unnest(user_ids, check_ins, check_outs, signs) AS s(user_id, check_in, check_out, sign)
    JOIN hours_zones z ON only_zone IS NULL OR z.zone = only_zone
   CROSS JOIN LATERAL haulboard_shift_days(z.zone, s.check_in, s.check_out) d
   CROSS JOIN (VALUES ('day'), ('week'), ('month')) AS u(period)
   WHERE s.check_out IS NOT NULL
   GROUP BY 1, 2, 3, 4
  ON CONFLICT (zone, period, starts, user_id) DO UPDATE SET worked_us = w.worked_us + excluded.worked_us
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION haulboard_worked_time_on_check_ins() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Each branch names only the transition tables its operation has. An update takes the old rows
  -- off and adds the new ones: a check-out, an edit of either time, a change of person alike.
  IF TG_OP = 'INSERT' THEN
    PERFORM haulboard_worked_time_apply(array_agg(user_id), array_agg(check_in_time), array_agg(check_out_time), array_agg(1), NULL)
       FROM new_rows WHERE check_out_time IS NOT NULL;
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM haulboard_worked_time_apply(array_agg(c.user_id), array_agg(c.check_in_time), array_agg(c.check_out_time), array_agg(c.sign), NULL)
       FROM (SELECT user_id, check_in_time, check_out_time, -1 AS sign FROM old_rows WHERE check_out_time IS NOT NULL
             UNION ALL
             SELECT user_id, check_in_time, check_out_time, 1 FROM new_rows WHERE check_out_time IS NOT NULL) c;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM haulboard_worked_time_apply(array_agg(user_id), array_agg(check_in_time), array_agg(check_out_time), array_agg(-1), NULL)
       FROM old_rows WHERE check_out_time IS NOT NULL;
  ELSIF TG_OP = 'TRUNCATE' THEN
    DELETE FROM worked_time;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER check_ins_worked_time_insert AFTER INSERT ON check_ins
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION haulboard_worked_time_on_check_ins();
--> statement-breakpoint
CREATE TRIGGER check_ins_worked_time_update AFTER UPDATE ON check_ins
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION haulboard_worked_time_on_check_ins();
--> statement-breakpoint
CREATE TRIGGER check_ins_worked_time_delete AFTER DELETE ON check_ins
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION haulboard_worked_time_on_check_ins();
--> statement-breakpoint
CREATE TRIGGER check_ins_worked_time_truncate AFTER TRUNCATE ON check_ins
  FOR EACH STATEMENT EXECUTE FUNCTION haulboard_worked_time_on_check_ins();
--> statement-breakpoint
-- Registers a company time zone and builds its rows from every closed shift; a no-op once it is
-- registered (the server calls it at every start with config.timezone). Writers of check_ins wait
-- while the rows are built, so no shift is missed or counted twice.
CREATE OR REPLACE FUNCTION haulboard_hours_zone(new_zone text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM hours_zones WHERE zone = new_zone) THEN
    RETURN;
  END IF;
  PERFORM now() AT TIME ZONE new_zone; -- an unknown zone fails here, before anything is written
  LOCK TABLE check_ins IN SHARE MODE;
  INSERT INTO hours_zones (zone) VALUES (new_zone) ON CONFLICT DO NOTHING;
  IF NOT FOUND THEN
    RETURN;
  END IF;
  PERFORM haulboard_worked_time_apply(array_agg(user_id), array_agg(check_in_time), array_agg(check_out_time), array_agg(1), new_zone)
     FROM check_ins WHERE check_out_time IS NOT NULL;
END $$;
