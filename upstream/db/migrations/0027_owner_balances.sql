CREATE TABLE "owner_balances" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"credit" numeric DEFAULT '0' NOT NULL,
	"gift" numeric DEFAULT '0' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "owner_balances" ADD CONSTRAINT "owner_balances_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The balances follow every write to the ledger: a row counts in its bucket's balance while it is
-- settled (state success) and of the credit or gift bucket. Inserted rows add, deleted rows take
-- away, and an update that changes what a row counts for moves it (a payment settling, say);
-- updates of anything else (a gift lot's gift_used) do not fire.
CREATE FUNCTION "owner_balances_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "owner_balances" AS b ("user_id", "credit", "gift")
    SELECT "user_id",
      coalesce(sum("amount") FILTER (WHERE "bucket" = 'credit' AND "state" = 'success'), 0),
      coalesce(sum("amount") FILTER (WHERE "bucket" = 'gift' AND "state" = 'success'), 0)
    FROM "ledger_new" GROUP BY "user_id" ORDER BY "user_id"
    ON CONFLICT ("user_id") DO UPDATE SET "credit" = b."credit" + excluded."credit", "gift" = b."gift" + excluded."gift";
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE "owner_balances" AS b SET "credit" = b."credit" - d."credit", "gift" = b."gift" - d."gift"
    FROM (SELECT "user_id",
            coalesce(sum("amount") FILTER (WHERE "bucket" = 'credit' AND "state" = 'success'), 0) AS "credit",
            coalesce(sum("amount") FILTER (WHERE "bucket" = 'gift' AND "state" = 'success'), 0) AS "gift"
          FROM "ledger_old" GROUP BY "user_id") AS d
    WHERE b."user_id" = d."user_id";
  ELSE
    -- One row (FOR EACH ROW): out of the balance it counted in, into the one it counts in now.
    IF OLD."state" = 'success' AND OLD."bucket" IN ('credit', 'gift') THEN
      UPDATE "owner_balances" SET
        "credit" = "credit" - CASE WHEN OLD."bucket" = 'credit' THEN OLD."amount" ELSE 0 END,
        "gift" = "gift" - CASE WHEN OLD."bucket" = 'gift' THEN OLD."amount" ELSE 0 END
      WHERE "user_id" = OLD."user_id";
    END IF;
    IF NEW."state" = 'success' AND NEW."bucket" IN ('credit', 'gift') THEN
      INSERT INTO "owner_balances" AS b ("user_id", "credit", "gift")
      VALUES (NEW."user_id",
        CASE WHEN NEW."bucket" = 'credit' THEN NEW."amount" ELSE 0 END,
        CASE WHEN NEW."bucket" = 'gift' THEN NEW."amount" ELSE 0 END)
      ON CONFLICT ("user_id") DO UPDATE SET "credit" = b."credit" + excluded."credit", "gift" = b."gift" + excluded."gift";
    END IF;
    RETURN NULL;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "owner_balances_insert" AFTER INSERT ON "ledger_entries" REFERENCING NEW TABLE AS "ledger_new"
  FOR EACH STATEMENT EXECUTE FUNCTION "owner_balances_apply"();--> statement-breakpoint
CREATE TRIGGER "owner_balances_update" AFTER UPDATE ON "ledger_entries" FOR EACH ROW
  WHEN ((OLD."user_id", OLD."bucket", OLD."state", OLD."amount") IS DISTINCT FROM (NEW."user_id", NEW."bucket", NEW."state", NEW."amount"))
  EXECUTE FUNCTION "owner_balances_apply"();--> statement-breakpoint
CREATE TRIGGER "owner_balances_delete" AFTER DELETE ON "ledger_entries" REFERENCING OLD TABLE AS "ledger_old"
  FOR EACH STATEMENT EXECUTE FUNCTION "owner_balances_apply"();--> statement-breakpoint
-- The balances of the rows written before them (the triggers above hold the ledger until the commit).
INSERT INTO "owner_balances" ("user_id", "credit", "gift")
SELECT "user_id",
  coalesce(sum("amount") FILTER (WHERE "bucket" = 'credit' AND "state" = 'success'), 0),
  coalesce(sum("amount") FILTER (WHERE "bucket" = 'gift' AND "state" = 'success'), 0)
FROM "ledger_entries" GROUP BY "user_id";
