ALTER TABLE "phonebook_imports" ADD COLUMN "member_id" integer;--> statement-breakpoint
ALTER TABLE "phonebook_imports" ADD COLUMN "file_name" text;--> statement-breakpoint
ALTER TABLE "phonebook_imports" ADD COLUMN "file_size" bigint;--> statement-breakpoint
ALTER TABLE "phonebook_imports" ADD COLUMN "file_kept_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "phonebook_imports" ADD CONSTRAINT "phonebook_imports_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
DELETE FROM "account_files" WHERE "state" = 'awaiting';