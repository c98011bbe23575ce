CREATE TABLE "deleted_loads" (
	"id" integer PRIMARY KEY NOT NULL,
	"row" jsonb NOT NULL,
	"assignment" jsonb,
	"deleted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "deleted_loads_deleted_at_idx" ON "deleted_loads" USING btree ("deleted_at");