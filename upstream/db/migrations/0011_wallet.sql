CREATE TABLE "charge_packages" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"price" numeric(20, 4) NOT NULL,
	"credit" numeric(20, 4) NOT NULL,
	"gift" numeric(20, 4) NOT NULL,
	"gift_days" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "charge_promotions" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"gift_percent" integer NOT NULL,
	"min_amount" numeric(20, 4) NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"method" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"amount" numeric(20, 4) NOT NULL,
	"tax" numeric(20, 4) DEFAULT '0' NOT NULL,
	"credit_amount" numeric(20, 4) NOT NULL,
	"gift_amount" numeric(20, 4) DEFAULT '0' NOT NULL,
	"gift_days" integer,
	"package_id" integer,
	"authority" text,
	"callback_url" text,
	"description" text,
	"source" text,
	"target" text,
	"reference_code" text,
	"submitted_at" timestamp with time zone,
	"reject_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "bucket" text DEFAULT 'credit' NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "state" text DEFAULT 'success' NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "method" text DEFAULT 'adjustment' NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "payment_id" integer;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "send_id" bigint;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "low_credit_threshold" numeric(20, 4);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "low_credit_alerted" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_user_idx" ON "payments" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_authority_key" ON "payments" USING btree ("authority");--> statement-breakpoint
CREATE INDEX "payments_pending_idx" ON "payments" USING btree ("state","method");--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_entries_list_idx" ON "ledger_entries" USING btree ("user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "ledger_entries_payment_idx" ON "ledger_entries" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_gift_expiry_idx" ON "ledger_entries" USING btree ("expires_at") WHERE "ledger_entries"."bucket" = 'gift' and "ledger_entries"."expires_at" is not null;--> statement-breakpoint
-- Rows written before the wallet knew how money moved: a send's cost and its refunds name their send.
UPDATE "ledger_entries" SET "method" = 'send', "send_id" = substring("description" from '([0-9]+)$')::bigint
WHERE "amount" < 0 AND "description" LIKE 'هزینه ارسال پیامک، ارسال شماره %';--> statement-breakpoint
UPDATE "ledger_entries" SET "method" = 'refund', "send_id" = substring("description" from '([0-9]+)$')::bigint
WHERE "amount" > 0 AND "description" ~ '[0-9]+$' AND "description" LIKE '%ارسال شماره %';
