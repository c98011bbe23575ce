CREATE TABLE "invoice_counter" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"last_number" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "invoice_counter_one_row" CHECK ("invoice_counter"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "invoice_loads" (
	"invoice_id" integer NOT NULL,
	"load_id" integer NOT NULL,
	"amount_cents" bigint NOT NULL,
	"void" boolean DEFAULT false NOT NULL,
	CONSTRAINT "invoice_loads_invoice_id_load_id_pk" PRIMARY KEY("invoice_id","load_id"),
	CONSTRAINT "invoice_loads_amount_check" CHECK ("invoice_loads"."amount_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" integer NOT NULL,
	"broker_id" integer NOT NULL,
	"issue_date" date NOT NULL,
	"due_date" date NOT NULL,
	"total_cents" bigint NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"paid_on" date,
	"voided_at" timestamp with time zone,
	"void_reason" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	CONSTRAINT "invoices_status_check" CHECK ("invoices"."status" in ('open', 'paid', 'void')),
	CONSTRAINT "invoices_dates_check" CHECK ("invoices"."issue_date" <= "invoices"."due_date"),
	CONSTRAINT "invoices_total_check" CHECK ("invoices"."total_cents" >= 0),
	CONSTRAINT "invoices_paid_check" CHECK (("invoices"."status" = 'paid') = ("invoices"."paid_on" is not null)),
	CONSTRAINT "invoices_void_check" CHECK (("invoices"."status" = 'void') = ("invoices"."voided_at" is not null and "invoices"."void_reason" is not null))
);
--> statement-breakpoint
ALTER TABLE "invoice_loads" ADD CONSTRAINT "invoice_loads_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_loads" ADD CONSTRAINT "invoice_loads_load_id_loads_id_fk" FOREIGN KEY ("load_id") REFERENCES "public"."loads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_broker_id_brokers_id_fk" FOREIGN KEY ("broker_id") REFERENCES "public"."brokers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_loads_live_load_unique" ON "invoice_loads" USING btree ("load_id") WHERE not "invoice_loads"."void";--> statement-breakpoint
CREATE INDEX "invoice_loads_load_idx" ON "invoice_loads" USING btree ("load_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_number_unique" ON "invoices" USING btree ("number");--> statement-breakpoint
CREATE INDEX "invoices_status_idx" ON "invoices" USING btree ("status","number");--> statement-breakpoint
CREATE INDEX "invoices_broker_idx" ON "invoices" USING btree ("broker_id","number");--> statement-breakpoint
CREATE INDEX "invoices_issue_date_idx" ON "invoices" USING btree ("issue_date","number");--> statement-breakpoint
-- The one counter row: each create takes it FOR UPDATE and moves it in its own transaction, so a
-- rolled-back create gives its number back and numbers have no gaps (a sequence would keep it).
INSERT INTO "invoice_counter" ("id", "last_number") VALUES (1, 0);
