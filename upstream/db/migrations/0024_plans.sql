CREATE TABLE "plan_purchases" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"acl_role_id" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"price" numeric(20, 4) NOT NULL,
	"special_disc" integer NOT NULL,
	"paid" numeric(20, 4) NOT NULL,
	"ledger_entry_id" integer,
	"starts_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "acl_roles" ADD COLUMN "term_days" integer DEFAULT 365 NOT NULL;--> statement-breakpoint
ALTER TABLE "acl_roles" ADD COLUMN "services" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "plan_role_id" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "plan_services" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "plan_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "plan_reminded_for" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "panel_preferences" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "file_quota_bytes" bigint DEFAULT 1073741824 NOT NULL;--> statement-breakpoint
ALTER TABLE "plan_purchases" ADD CONSTRAINT "plan_purchases_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_purchases" ADD CONSTRAINT "plan_purchases_acl_role_id_acl_roles_id_fk" FOREIGN KEY ("acl_role_id") REFERENCES "public"."acl_roles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "plan_purchases_key" ON "plan_purchases" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "plan_purchases_user_idx" ON "plan_purchases" USING btree ("user_id","created_at");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_plan_role_id_acl_roles_id_fk" FOREIGN KEY ("plan_role_id") REFERENCES "public"."acl_roles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- What the catalogue's packages unlock (a fresh database gets these from the seed instead).
UPDATE "acl_roles" SET "services" = '["secretaries","code_readers","api_keys","colleagues"]'::jsonb WHERE "priority" = 2;--> statement-breakpoint
UPDATE "acl_roles" SET "services" = '["secretaries","code_readers","api_keys","colleagues","business_sends"]'::jsonb WHERE "priority" >= 3;--> statement-breakpoint
-- Accounts registered on a paid package used its services before plans were sold: they keep them for a term.
UPDATE "users" SET "plan_role_id" = r."id", "plan_services" = r."services", "plan_expires_at" = now() + make_interval(days => r."term_days")
FROM "acl_roles" r WHERE "users"."acl_role_id" = r."id" AND r."price" > 0 AND "users"."plan_role_id" IS NULL;
