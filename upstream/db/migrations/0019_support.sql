CREATE TABLE "faq_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "faq_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	"search_text" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ticket_attachments" (
	"id" serial PRIMARY KEY NOT NULL,
	"ticket_id" integer NOT NULL,
	"interaction_id" integer,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"body" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ticket_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ticket_interactions" (
	"id" serial PRIMARY KEY NOT NULL,
	"ticket_id" integer NOT NULL,
	"from" text NOT NULL,
	"author_id" integer,
	"agent_name" text,
	"description" text NOT NULL,
	"rate" smallint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ticket_sub_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"title" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tickets" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"author_id" integer,
	"type" text NOT NULL,
	"category_id" integer NOT NULL,
	"sub_category_id" integer,
	"importance" text NOT NULL,
	"state_id" smallint DEFAULT 2 NOT NULL,
	"subject" text NOT NULL,
	"description" text NOT NULL,
	"sms_notification" boolean DEFAULT false NOT NULL,
	"user_seen" boolean DEFAULT true NOT NULL,
	"admin_seen" boolean DEFAULT false NOT NULL,
	"rate" smallint,
	"rate_comment" text,
	"close_desc" text,
	"closed_at" timestamp with time zone,
	"feedback" text DEFAULT 'none' NOT NULL,
	"feedback_solved" boolean,
	"feedback_comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "faq_items" ADD CONSTRAINT "faq_items_category_id_faq_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."faq_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_attachments" ADD CONSTRAINT "ticket_attachments_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_attachments" ADD CONSTRAINT "ticket_attachments_interaction_id_ticket_interactions_id_fk" FOREIGN KEY ("interaction_id") REFERENCES "public"."ticket_interactions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_attachments" ADD CONSTRAINT "ticket_attachments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_interactions" ADD CONSTRAINT "ticket_interactions_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_interactions" ADD CONSTRAINT "ticket_interactions_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_sub_categories" ADD CONSTRAINT "ticket_sub_categories_category_id_ticket_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."ticket_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_category_id_ticket_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."ticket_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_sub_category_id_ticket_sub_categories_id_fk" FOREIGN KEY ("sub_category_id") REFERENCES "public"."ticket_sub_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "faq_items_category_idx" ON "faq_items" USING btree ("category_id","sort_order");--> statement-breakpoint
CREATE INDEX "faq_items_search_idx" ON "faq_items" USING gin (to_tsvector('simple', "search_text"));--> statement-breakpoint
CREATE INDEX "ticket_attachments_ticket_idx" ON "ticket_attachments" USING btree ("ticket_id");--> statement-breakpoint
CREATE INDEX "ticket_attachments_user_idx" ON "ticket_attachments" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "ticket_interactions_ticket_idx" ON "ticket_interactions" USING btree ("ticket_id","created_at");--> statement-breakpoint
CREATE INDEX "ticket_sub_categories_category_idx" ON "ticket_sub_categories" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "tickets_user_idx" ON "tickets" USING btree ("user_id","type","updated_at");--> statement-breakpoint
CREATE INDEX "tickets_user_state_idx" ON "tickets" USING btree ("user_id","state_id");--> statement-breakpoint
-- Request numbers and message ids in the provider's range, as Edge's examples show them.
ALTER SEQUENCE "tickets_id_seq" RESTART WITH 100001;--> statement-breakpoint
ALTER SEQUENCE "ticket_interactions_id_seq" RESTART WITH 400001;
