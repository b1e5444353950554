DROP INDEX "api_calls_user_idx";--> statement-breakpoint
DROP INDEX "api_calls_key_idx";--> statement-breakpoint
ALTER TABLE "api_calls" ADD COLUMN "response_headers" jsonb;--> statement-breakpoint
CREATE INDEX "api_calls_user_idx" ON "api_calls" USING btree ("user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "api_calls_key_idx" ON "api_calls" USING btree ("key_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);