-- A deactivated person (issue 28): set while an administrator has deactivated them, null otherwise.
-- Self-contained: it depends on no migration after 0017.
-- Every pending migration runs in one transaction: an earlier one's writes to users (0017) leave
-- deferred data-version trigger events pending, and ALTER TABLE refuses a table with pending events.
-- Firing them now is what the commit would have done.
SET CONSTRAINTS ALL IMMEDIATE;
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN IF NOT EXISTS "deactivated_at" timestamp with time zone;
