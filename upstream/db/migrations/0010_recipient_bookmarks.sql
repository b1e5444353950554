CREATE TABLE "send_recipient_bookmarks" (
	"send_id" bigint NOT NULL,
	"status" smallint NOT NULL,
	"ordinal" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "send_recipient_bookmarks_send_id_status_ordinal_pk" PRIMARY KEY("send_id","status","ordinal")
);
--> statement-breakpoint
ALTER TABLE "send_recipient_bookmarks" ADD CONSTRAINT "send_recipient_bookmarks_send_id_sends_id_fk" FOREIGN KEY ("send_id") REFERENCES "public"."sends"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Sends settled before this migration: their bookmarks, every 10,000 places of a status listing (RECIPIENT_BOOKMARK_EVERY), as settling now writes them.
INSERT INTO "send_recipient_bookmarks" ("send_id", "status", "ordinal", "position")
SELECT "ranked"."send_id", "ranked"."status", "ranked"."ordinal", "ranked"."position"
FROM (
	SELECT "r"."send_id", "r"."status", "r"."position",
		(row_number() OVER (PARTITION BY "r"."send_id", "r"."status" ORDER BY "r"."position") - 1)::integer AS "ordinal"
	FROM "send_recipients" "r"
	JOIN "sends" "s" ON "s"."id" = "r"."send_id"
	WHERE "s"."finished_at" IS NOT NULL AND "s"."recipient_count" > 10000 AND "r"."status" IS NOT NULL
) "ranked"
WHERE "ranked"."ordinal" > 0 AND "ranked"."ordinal" % 10000 = 0;
