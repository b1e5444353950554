ALTER TABLE "sends" ADD COLUMN "progress_key" text;--> statement-breakpoint
ALTER TABLE "sends" ADD COLUMN "progress_at" timestamp with time zone;