CREATE TABLE "patterns" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"code" text NOT NULL,
	"pattern_type" text DEFAULT 'normal' NOT NULL,
	"title" text,
	"description" text NOT NULL,
	"message" text NOT NULL,
	"website" text,
	"is_share" boolean DEFAULT false NOT NULL,
	"variables" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reject_text" text DEFAULT '' NOT NULL,
	"admin_comment" text,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sends" ADD COLUMN "status_counts" integer[];--> statement-breakpoint
ALTER TABLE "patterns" ADD CONSTRAINT "patterns_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "patterns_code_idx" ON "patterns" USING btree ("code");--> statement-breakpoint
CREATE INDEX "patterns_user_idx" ON "patterns" USING btree ("user_id","status","created_at");--> statement-breakpoint
CREATE INDEX "patterns_type_idx" ON "patterns" USING btree ("pattern_type","created_at");