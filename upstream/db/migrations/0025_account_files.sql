CREATE TABLE "account_file_parts" (
	"file_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"body" "bytea" NOT NULL,
	CONSTRAINT "account_file_parts_file_id_seq_pk" PRIMARY KEY("file_id","seq")
);
--> statement-breakpoint
CREATE TABLE "account_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"member_id" integer,
	"category" text NOT NULL,
	"source" text NOT NULL,
	"name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" bigint DEFAULT 0 NOT NULL,
	"state" text DEFAULT 'ready' NOT NULL,
	"rows_done" integer DEFAULT 0 NOT NULL,
	"rows_total" integer DEFAULT 0 NOT NULL,
	"job" jsonb,
	"lease_owner" text,
	"lease_until" timestamp with time zone,
	"user_file_id" integer,
	"ticket_attachment_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "account_file_parts" ADD CONSTRAINT "account_file_parts_file_id_account_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."account_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_files" ADD CONSTRAINT "account_files_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_files" ADD CONSTRAINT "account_files_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_files" ADD CONSTRAINT "account_files_user_file_id_user_files_id_fk" FOREIGN KEY ("user_file_id") REFERENCES "public"."user_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_files" ADD CONSTRAINT "account_files_ticket_attachment_id_ticket_attachments_id_fk" FOREIGN KEY ("ticket_attachment_id") REFERENCES "public"."ticket_attachments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_files_user_idx" ON "account_files" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "account_files_writing_idx" ON "account_files" USING btree ("state","lease_until");--> statement-breakpoint
CREATE UNIQUE INDEX "account_files_user_file_key" ON "account_files" USING btree ("user_file_id");--> statement-breakpoint
CREATE UNIQUE INDEX "account_files_ticket_attachment_key" ON "account_files" USING btree ("ticket_attachment_id");