CREATE TABLE "conversations" (
	"user_low" integer NOT NULL,
	"user_high" integer NOT NULL,
	"last_message_id" bigint,
	CONSTRAINT "conversations_user_low_user_high_pk" PRIMARY KEY("user_low","user_high")
);
--> statement-breakpoint
CREATE TABLE "load_counters" (
	"status" text NOT NULL,
	"payment" text NOT NULL,
	"n" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "load_counters_status_payment_pk" PRIMARY KEY("status","payment")
);
--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_user_low_users_id_fk" FOREIGN KEY ("user_low") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_user_high_users_id_fk" FOREIGN KEY ("user_high") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "conversations_high_idx" ON "conversations" USING btree ("user_high");