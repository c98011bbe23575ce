-- The rate limits' counters (plugins/rate-limit-store.ts), shared by every API process: a sign-in
-- limit counted per process would let N processes take N times the attempts. Unlogged: a crash
-- forgets them, which only resets the windows.
CREATE UNLOGGED TABLE IF NOT EXISTS "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"reset_at" timestamp with time zone NOT NULL
);
