CREATE TABLE "load_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"load_id" integer NOT NULL,
	"kind" text NOT NULL,
	"file_key" text NOT NULL,
	"original_name" text NOT NULL,
	"size" integer NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"uploaded_by" integer,
	CONSTRAINT "load_documents_kind_check" CHECK ("load_documents"."kind" in ('rate_confirmation', 'bill_of_lading', 'proof_of_delivery', 'other'))
);
--> statement-breakpoint
ALTER TABLE "deleted_loads" ADD COLUMN "documents" jsonb;--> statement-breakpoint
ALTER TABLE "load_documents" ADD CONSTRAINT "load_documents_load_id_loads_id_fk" FOREIGN KEY ("load_id") REFERENCES "public"."loads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "load_documents" ADD CONSTRAINT "load_documents_file_key_media_files_key_fk" FOREIGN KEY ("file_key") REFERENCES "public"."media_files"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "load_documents" ADD CONSTRAINT "load_documents_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "load_documents_load_idx" ON "load_documents" USING btree ("load_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "load_documents_file_unique" ON "load_documents" USING btree ("file_key");--> statement-breakpoint
-- A load's one document becomes its first document (issue 28): kind 'other' (nothing says what
-- it was), its name, size, time and uploader from its media_files row. A key without that row
-- was never servable (the media route checks the row), so it is not carried over.
INSERT INTO "load_documents" ("load_id", "kind", "file_key", "original_name", "size", "uploaded_at", "uploaded_by")
SELECT l."id", 'other', l."document", m."original_name", m."size", m."created_at", m."owner_id"
FROM "loads" l JOIN "media_files" m ON m."key" = l."document"
ORDER BY l."id";--> statement-breakpoint
-- Loads in the trash keep theirs the same way, so a restore brings the document back and the
-- purge still removes it.
UPDATE "deleted_loads" d
SET "documents" = jsonb_build_array(jsonb_build_object(
  'id', nextval(pg_get_serial_sequence('load_documents', 'id')), 'load_id', d."id", 'kind', 'other', 'file_key', m."key",
  'original_name', m."original_name", 'size', m."size", 'uploaded_at', m."created_at", 'uploaded_by', m."owner_id"))
FROM "media_files" m
WHERE m."key" = d."row"->>'document';--> statement-breakpoint
ALTER TABLE "loads" DROP COLUMN "document";