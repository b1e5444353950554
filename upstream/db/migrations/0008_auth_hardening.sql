-- Codes move from their temporary token to the account and flow; the few minutes-old codes of the
-- old kind cannot be moved (their HMAC was keyed by the token), so they go.
DELETE FROM "otp_codes";--> statement-breakpoint
CREATE TABLE "impersonations" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"enter_by" timestamp with time zone NOT NULL,
	"entered_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "otp_failures" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"flow" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "otp_flows" (
	"user_id" integer NOT NULL,
	"flow" text NOT NULL,
	"locked_until" timestamp with time zone,
	CONSTRAINT "otp_flows_user_id_flow_pk" PRIMARY KEY("user_id","flow")
);
--> statement-breakpoint
ALTER TABLE "otp_codes" DROP CONSTRAINT "otp_codes_token_id_auth_tokens_id_fk";
--> statement-breakpoint
DROP INDEX "otp_codes_token_idx";--> statement-breakpoint
ALTER TABLE "login_failures" ALTER COLUMN "username_key" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "otp_codes" ALTER COLUMN "token_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "login_failures" ADD COLUMN "address" text;--> statement-breakpoint
ALTER TABLE "otp_codes" ADD COLUMN "user_id" integer NOT NULL;--> statement-breakpoint
ALTER TABLE "otp_codes" ADD COLUMN "flow" text NOT NULL;--> statement-breakpoint
ALTER TABLE "impersonations" ADD CONSTRAINT "impersonations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "impersonations" ADD CONSTRAINT "impersonations_token_id_auth_tokens_id_fk" FOREIGN KEY ("token_id") REFERENCES "public"."auth_tokens"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "otp_failures" ADD CONSTRAINT "otp_failures_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "otp_flows" ADD CONSTRAINT "otp_flows_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "impersonations_token_key" ON "impersonations" USING btree ("token_id");--> statement-breakpoint
CREATE INDEX "impersonations_user_idx" ON "impersonations" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "otp_failures_flow_idx" ON "otp_failures" USING btree ("user_id","flow","created_at");--> statement-breakpoint
ALTER TABLE "otp_codes" ADD CONSTRAINT "otp_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "otp_codes" ADD CONSTRAINT "otp_codes_token_id_auth_tokens_id_fk" FOREIGN KEY ("token_id") REFERENCES "public"."auth_tokens"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "login_failures_address_idx" ON "login_failures" USING btree ("address","created_at");--> statement-breakpoint
CREATE INDEX "login_failures_created_idx" ON "login_failures" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "otp_codes_flow_idx" ON "otp_codes" USING btree ("user_id","flow","id");--> statement-breakpoint
ALTER TABLE "auth_tokens" DROP COLUMN "last_sms_at";--> statement-breakpoint
ALTER TABLE "auth_tokens" DROP COLUMN "failed_attempts";--> statement-breakpoint
ALTER TABLE "otp_codes" DROP COLUMN "failed_attempts";