-- Codes live 10 minutes and the old ones are bound to no address or session: a reset under way starts again.
DELETE FROM "reset_codes";--> statement-breakpoint
DROP INDEX "reset_codes_hash_idx";--> statement-breakpoint
ALTER TABLE "reset_codes" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "reset_codes" ADD COLUMN "email_hash" text NOT NULL;--> statement-breakpoint
ALTER TABLE "reset_codes" ADD COLUMN "session_hash" text NOT NULL;--> statement-breakpoint
CREATE INDEX "media_files_owner_idx" ON "media_files" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "reset_codes_email_idx" ON "reset_codes" USING btree ("email_hash","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "reset_codes_session_unique" ON "reset_codes" USING btree ("session_hash");