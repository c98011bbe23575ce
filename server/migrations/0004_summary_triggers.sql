-- The contact list's "newest message per pair", kept as messages come and go.
CREATE OR REPLACE FUNCTION haulboard_conversations_on_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO conversations (user_low, user_high, last_message_id)
  SELECT user_low, user_high, max(id) FROM new_rows GROUP BY user_low, user_high
  ON CONFLICT (user_low, user_high)
  DO UPDATE SET last_message_id = greatest(conversations.last_message_id, excluded.last_message_id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION haulboard_conversations_on_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Only pairs whose newest message went; a concurrent newer message keeps its pointer.
  UPDATE conversations c
     SET last_message_id = (SELECT max(m.id) FROM messages m WHERE m.user_low = c.user_low AND m.user_high = c.user_high)
   WHERE c.last_message_id IN (SELECT id FROM old_rows);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER messages_conversations_insert AFTER INSERT ON messages
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION haulboard_conversations_on_insert();
--> statement-breakpoint
CREATE TRIGGER messages_conversations_delete AFTER DELETE ON messages
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION haulboard_conversations_on_delete();
--> statement-breakpoint
INSERT INTO conversations (user_low, user_high, last_message_id)
SELECT user_low, user_high, max(id) FROM messages GROUP BY user_low, user_high
ON CONFLICT (user_low, user_high) DO UPDATE SET last_message_id = excluded.last_message_id;
--> statement-breakpoint
-- Exact load counts per (status, payment); statement-level, so a bulk insert costs one update per group.
CREATE OR REPLACE FUNCTION haulboard_load_counters() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO load_counters (status, payment, n)
    SELECT status, payment, count(*) FROM new_rows GROUP BY status, payment
    ON CONFLICT (status, payment) DO UPDATE SET n = load_counters.n + excluded.n;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE load_counters c SET n = c.n - d.cnt
      FROM (SELECT status, payment, count(*) AS cnt FROM old_rows GROUP BY status, payment) d
     WHERE c.status = d.status AND c.payment = d.payment;
  ELSIF TG_OP = 'UPDATE' THEN
    -- Most updates (fees, dates) change neither column and touch no counter.
    UPDATE load_counters c SET n = c.n - d.cnt
      FROM (SELECT o.status, o.payment, count(*) AS cnt
              FROM old_rows o JOIN new_rows n ON n.id = o.id
             WHERE (o.status, o.payment) IS DISTINCT FROM (n.status, n.payment)
             GROUP BY o.status, o.payment) d
     WHERE c.status = d.status AND c.payment = d.payment;
    INSERT INTO load_counters (status, payment, n)
    SELECT n.status, n.payment, count(*)
      FROM old_rows o JOIN new_rows n ON n.id = o.id
     WHERE (o.status, o.payment) IS DISTINCT FROM (n.status, n.payment)
     GROUP BY n.status, n.payment
    ON CONFLICT (status, payment) DO UPDATE SET n = load_counters.n + excluded.n;
  ELSIF TG_OP = 'TRUNCATE' THEN
    UPDATE load_counters SET n = 0;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER loads_counters_insert AFTER INSERT ON loads
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION haulboard_load_counters();
--> statement-breakpoint
CREATE TRIGGER loads_counters_delete AFTER DELETE ON loads
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION haulboard_load_counters();
--> statement-breakpoint
CREATE TRIGGER loads_counters_update AFTER UPDATE ON loads
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION haulboard_load_counters();
--> statement-breakpoint
CREATE TRIGGER loads_counters_truncate AFTER TRUNCATE ON loads
  FOR EACH STATEMENT EXECUTE FUNCTION haulboard_load_counters();
--> statement-breakpoint
INSERT INTO load_counters (status, payment, n)
SELECT status, payment, count(*) FROM loads GROUP BY status, payment
ON CONFLICT (status, payment) DO UPDATE SET n = excluded.n;
