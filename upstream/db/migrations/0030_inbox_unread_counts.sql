CREATE TABLE "inbox_unread_counts" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"unread" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "inbox_unread_counts" ADD CONSTRAINT "inbox_unread_counts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The counts follow every write to the inbox: a row counts while its seen_at is null. Each
-- statement moves the counts by what it changed, per user: rows inserted unread add, rows deleted
-- unread take away, and an update takes its rows' old state away and adds their new one. A count
-- that falls is only updated, never inserted: messages deleted with their user (a cascade) must
-- not write a count for a user who is gone.
CREATE FUNCTION "inbox_unread_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "inbox_unread_counts" AS c ("user_id", "unread")
    SELECT "user_id", count(*) FROM "inbox_new" WHERE "seen_at" IS NULL GROUP BY "user_id" ORDER BY "user_id"
    ON CONFLICT ("user_id") DO UPDATE SET "unread" = c."unread" + excluded."unread";
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE "inbox_unread_counts" AS c SET "unread" = c."unread" - d."n"
    FROM (SELECT "user_id", count(*) AS "n" FROM "inbox_old" WHERE "seen_at" IS NULL GROUP BY "user_id") AS d
    WHERE c."user_id" = d."user_id";
  ELSE
    WITH "moves" AS (
      SELECT "user_id", sum("delta")::integer AS "delta" FROM (
        SELECT "user_id", 1 AS "delta" FROM "inbox_new" WHERE "seen_at" IS NULL
        UNION ALL SELECT "user_id", -1 FROM "inbox_old" WHERE "seen_at" IS NULL
      ) AS "m" GROUP BY "user_id" HAVING sum("delta") <> 0
    ), "fallen" AS (
      UPDATE "inbox_unread_counts" AS c SET "unread" = c."unread" + "moves"."delta"
      FROM "moves" WHERE c."user_id" = "moves"."user_id" AND "moves"."delta" < 0
    )
    INSERT INTO "inbox_unread_counts" AS c ("user_id", "unread")
    SELECT "user_id", "delta" FROM "moves" WHERE "delta" > 0 ORDER BY "user_id"
    ON CONFLICT ("user_id") DO UPDATE SET "unread" = c."unread" + excluded."unread";
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "inbox_unread_insert" AFTER INSERT ON "inbox_messages" REFERENCING NEW TABLE AS "inbox_new"
  FOR EACH STATEMENT EXECUTE FUNCTION "inbox_unread_apply"();--> statement-breakpoint
CREATE TRIGGER "inbox_unread_update" AFTER UPDATE ON "inbox_messages" REFERENCING OLD TABLE AS "inbox_old" NEW TABLE AS "inbox_new"
  FOR EACH STATEMENT EXECUTE FUNCTION "inbox_unread_apply"();--> statement-breakpoint
CREATE TRIGGER "inbox_unread_delete" AFTER DELETE ON "inbox_messages" REFERENCING OLD TABLE AS "inbox_old"
  FOR EACH STATEMENT EXECUTE FUNCTION "inbox_unread_apply"();--> statement-breakpoint
-- The counts of the messages received before them (the triggers above hold the inbox until the commit).
INSERT INTO "inbox_unread_counts" ("user_id", "unread")
SELECT "user_id", count(*) FROM "inbox_messages" WHERE "seen_at" IS NULL GROUP BY "user_id";
