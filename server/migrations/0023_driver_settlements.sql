CREATE TABLE "driver_settlement_loads" (
	"load_id" integer PRIMARY KEY NOT NULL,
	"settlement_id" integer NOT NULL,
	"driver_fee_cents" bigint NOT NULL,
	CONSTRAINT "driver_settlement_loads_fee_check" CHECK ("driver_settlement_loads"."driver_fee_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "driver_settlements" (
	"id" serial PRIMARY KEY NOT NULL,
	"driver_id" integer NOT NULL,
	"period_from" date NOT NULL,
	"period_to" date NOT NULL,
	"total_cents" bigint NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"paid_on" date,
	"settled_at" timestamp with time zone,
	"settled_by" integer,
	"note" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	CONSTRAINT "driver_settlements_status_check" CHECK ("driver_settlements"."status" in ('draft', 'settled')),
	CONSTRAINT "driver_settlements_period_check" CHECK ("driver_settlements"."period_from" <= "driver_settlements"."period_to"),
	CONSTRAINT "driver_settlements_total_check" CHECK ("driver_settlements"."total_cents" >= 0),
	CONSTRAINT "driver_settlements_settled_check" CHECK (("driver_settlements"."status" = 'settled') = ("driver_settlements"."settled_at" is not null and "driver_settlements"."paid_on" is not null))
);
--> statement-breakpoint
ALTER TABLE "driver_settlement_loads" ADD CONSTRAINT "driver_settlement_loads_load_id_loads_id_fk" FOREIGN KEY ("load_id") REFERENCES "public"."loads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_settlement_loads" ADD CONSTRAINT "driver_settlement_loads_settlement_id_driver_settlements_id_fk" FOREIGN KEY ("settlement_id") REFERENCES "public"."driver_settlements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_settlements" ADD CONSTRAINT "driver_settlements_driver_id_users_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_settlements" ADD CONSTRAINT "driver_settlements_settled_by_users_id_fk" FOREIGN KEY ("settled_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_settlements" ADD CONSTRAINT "driver_settlements_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "driver_settlement_loads_settlement_idx" ON "driver_settlement_loads" USING btree ("settlement_id","load_id");--> statement-breakpoint
CREATE INDEX "driver_settlements_order_idx" ON "driver_settlements" USING btree ("period_to","id");--> statement-breakpoint
CREATE INDEX "driver_settlements_driver_idx" ON "driver_settlements" USING btree ("driver_id","period_to","id");--> statement-breakpoint
CREATE INDEX "driver_settlements_status_idx" ON "driver_settlements" USING btree ("status","period_to","id");