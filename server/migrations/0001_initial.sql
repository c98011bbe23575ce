CREATE TABLE "assignments" (
	"id" serial PRIMARY KEY NOT NULL,
	"load_id" integer NOT NULL,
	"driver_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "check_ins" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"check_in_time" timestamp with time zone NOT NULL,
	"check_out_time" timestamp with time zone,
	CONSTRAINT "check_ins_order_check" CHECK ("check_ins"."check_out_time" is null or "check_ins"."check_out_time" >= "check_ins"."check_in_time")
);
--> statement-breakpoint
CREATE TABLE "loads" (
	"id" serial PRIMARY KEY NOT NULL,
	"loadname" text NOT NULL,
	"load_number" text,
	"pickup_location" text NOT NULL,
	"delivery_location" text NOT NULL,
	"pickup_date" date NOT NULL,
	"pickup_time" time NOT NULL,
	"delivery_date" date NOT NULL,
	"delivery_time" time NOT NULL,
	"weight_lbs" numeric(12, 1) NOT NULL,
	"broker" text,
	"price" numeric(12, 2),
	"driver_fee" numeric(12, 2),
	"fuel_price" numeric(12, 2),
	"toll_price" numeric(12, 2),
	"insurance_fee" numeric(12, 2),
	"parking_fee" numeric(12, 2),
	"payment" text DEFAULT 'Unpaid' NOT NULL,
	"status" text DEFAULT 'unassigned' NOT NULL,
	"document" text,
	"delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "loads_payment_check" CHECK ("loads"."payment" in ('Paid', 'Unpaid')),
	CONSTRAINT "loads_status_check" CHECK ("loads"."status" in ('unassigned', 'assigned', 'delivered')),
	CONSTRAINT "loads_weight_check" CHECK ("loads"."weight_lbs" >= 0)
);
--> statement-breakpoint
CREATE TABLE "media_files" (
	"key" text PRIMARY KEY NOT NULL,
	"original_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"owner_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"sender_id" integer NOT NULL,
	"receiver_id" integer NOT NULL,
	"user_low" integer NOT NULL,
	"user_high" integer NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"document_key" text,
	"document_name" text,
	"voice_note_key" text,
	"voice_note_name" text,
	"camera_media_key" text,
	"camera_media_name" text,
	"client_id" text,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "messages_pair_check" CHECK ("messages"."user_low" < "messages"."user_high")
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"family_id" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reset_codes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trailers" (
	"id" serial PRIMARY KEY NOT NULL,
	"tailer_name" text NOT NULL,
	"trailer_number" text NOT NULL,
	"truck_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "truck_drivers" (
	"truck_id" integer NOT NULL,
	"driver_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "truck_drivers_truck_id_driver_id_pk" PRIMARY KEY("truck_id","driver_id")
);
--> statement-breakpoint
CREATE TABLE "trucks" (
	"id" serial PRIMARY KEY NOT NULL,
	"truck_number" text NOT NULL,
	"truck_model" text NOT NULL,
	"vin_number" text NOT NULL,
	"registration_expiration_date" date,
	"next_service_date" date,
	"insurance_expiration_date" date,
	"truck_notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_type" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"username" text,
	"phone_number" text,
	"location_branch" text,
	"address" text,
	"gender" text,
	"dob" date,
	"avatar" text,
	"id_card" text,
	"work_certification" text,
	"training_certification" text,
	"driver_license" text,
	"vehicle_registration" text,
	"vehicle" text,
	"last_seen_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_user_type_check" CHECK ("users"."user_type" in ('admin', 'dispatcher', 'driver')),
	CONSTRAINT "users_gender_check" CHECK ("users"."gender" is null or "users"."gender" in ('Male', 'Female'))
);
--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_load_id_loads_id_fk" FOREIGN KEY ("load_id") REFERENCES "public"."loads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_driver_id_users_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_files" ADD CONSTRAINT "media_files_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_receiver_id_users_id_fk" FOREIGN KEY ("receiver_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_document_key_media_files_key_fk" FOREIGN KEY ("document_key") REFERENCES "public"."media_files"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_voice_note_key_media_files_key_fk" FOREIGN KEY ("voice_note_key") REFERENCES "public"."media_files"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_camera_media_key_media_files_key_fk" FOREIGN KEY ("camera_media_key") REFERENCES "public"."media_files"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reset_codes" ADD CONSTRAINT "reset_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trailers" ADD CONSTRAINT "trailers_truck_id_trucks_id_fk" FOREIGN KEY ("truck_id") REFERENCES "public"."trucks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "truck_drivers" ADD CONSTRAINT "truck_drivers_truck_id_trucks_id_fk" FOREIGN KEY ("truck_id") REFERENCES "public"."trucks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "truck_drivers" ADD CONSTRAINT "truck_drivers_driver_id_users_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "assignments_load_unique" ON "assignments" USING btree ("load_id");--> statement-breakpoint
CREATE INDEX "assignments_driver_idx" ON "assignments" USING btree ("driver_id");--> statement-breakpoint
CREATE INDEX "check_ins_user_time_idx" ON "check_ins" USING btree ("user_id","check_in_time");--> statement-breakpoint
CREATE INDEX "check_ins_time_idx" ON "check_ins" USING btree ("check_in_time");--> statement-breakpoint
CREATE UNIQUE INDEX "check_ins_open_unique" ON "check_ins" USING btree ("user_id") WHERE "check_ins"."check_out_time" is null;--> statement-breakpoint
CREATE INDEX "loads_status_idx" ON "loads" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "loads_payment_idx" ON "loads" USING btree ("payment","id");--> statement-breakpoint
CREATE INDEX "loads_pickup_date_idx" ON "loads" USING btree ("pickup_date","id");--> statement-breakpoint
CREATE INDEX "loads_created_at_idx" ON "loads" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "loads_search_trgm_idx" ON "loads" USING gin ((lower("loadname" || ' ' || coalesce("load_number", '') || ' ' || "pickup_location" || ' ' || "delivery_location" || ' ' || coalesce("broker", ''))) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "messages_pair_idx" ON "messages" USING btree ("user_low","user_high","id");--> statement-breakpoint
CREATE INDEX "messages_unread_idx" ON "messages" USING btree ("receiver_id","sender_id") WHERE "messages"."read_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "messages_client_id_unique" ON "messages" USING btree ("sender_id","client_id");--> statement-breakpoint
CREATE UNIQUE INDEX "refresh_tokens_hash_unique" ON "refresh_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "refresh_tokens_family_idx" ON "refresh_tokens" USING btree ("family_id");--> statement-breakpoint
CREATE INDEX "refresh_tokens_user_idx" ON "refresh_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "reset_codes_hash_idx" ON "reset_codes" USING btree ("code_hash");--> statement-breakpoint
CREATE INDEX "reset_codes_user_idx" ON "reset_codes" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "trailers_number_unique" ON "trailers" USING btree (lower("trailer_number"));--> statement-breakpoint
CREATE INDEX "trailers_truck_idx" ON "trailers" USING btree ("truck_id");--> statement-breakpoint
CREATE UNIQUE INDEX "truck_drivers_driver_unique" ON "truck_drivers" USING btree ("driver_id");--> statement-breakpoint
CREATE UNIQUE INDEX "trucks_number_unique" ON "trucks" USING btree (lower("truck_number"));--> statement-breakpoint
CREATE INDEX "trucks_number_idx" ON "trucks" USING btree ("truck_number");--> statement-breakpoint
CREATE INDEX "trucks_model_idx" ON "trucks" USING btree ("truck_model","truck_number");--> statement-breakpoint
CREATE UNIQUE INDEX "users_login_unique" ON "users" USING btree (lower("email")) WHERE "users"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "users_type_name_idx" ON "users" USING btree ("user_type","first_name","last_name");--> statement-breakpoint
CREATE INDEX "users_type_email_idx" ON "users" USING btree ("user_type","email");--> statement-breakpoint
CREATE INDEX "users_search_trgm_idx" ON "users" USING gin ((lower("first_name" || ' ' || "last_name" || ' ' || "email" || ' ' || coalesce("phone_number", ''))) gin_trgm_ops);