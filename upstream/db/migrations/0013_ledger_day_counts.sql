CREATE TABLE "ledger_day_counts" (
	"user_id" integer NOT NULL,
	"day" date NOT NULL,
	"bucket" text NOT NULL,
	"method" text NOT NULL,
	"state" text NOT NULL,
	"sign" smallint NOT NULL,
	"rows" integer NOT NULL,
	CONSTRAINT "ledger_day_counts_user_id_day_bucket_method_state_sign_pk" PRIMARY KEY("user_id","day","bucket","method","state","sign")
);
--> statement-breakpoint
-- The counts follow every write to the ledger: inserted rows add, deleted rows take away, and an
-- update moves a row from its old kind to its new one (changes that keep the kind net to nothing).
CREATE FUNCTION "ledger_day_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "ledger_day_counts" AS c ("user_id", "day", "bucket", "method", "state", "sign", "rows")
    SELECT "user_id", ("created_at" AT TIME ZONE 'UTC')::date, "bucket", "method", "state", sign("amount")::smallint, count(*)
    FROM "ledger_new" GROUP BY 1, 2, 3, 4, 5, 6 ORDER BY 1, 2, 3, 4, 5, 6
    ON CONFLICT ("user_id", "day", "bucket", "method", "state", "sign") DO UPDATE SET "rows" = c."rows" + excluded."rows";
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE "ledger_day_counts" AS c SET "rows" = c."rows" - d."n"
    FROM (SELECT "user_id", ("created_at" AT TIME ZONE 'UTC')::date AS "day", "bucket", "method", "state", sign("amount")::smallint AS "sign", count(*) AS "n"
          FROM "ledger_old" GROUP BY 1, 2, 3, 4, 5, 6) AS d
    WHERE c."user_id" = d."user_id" AND c."day" = d."day" AND c."bucket" = d."bucket" AND c."method" = d."method" AND c."state" = d."state" AND c."sign" = d."sign";
  ELSE
    INSERT INTO "ledger_day_counts" AS c ("user_id", "day", "bucket", "method", "state", "sign", "rows")
    SELECT "user_id", "day", "bucket", "method", "state", "sign", sum("n")::int FROM (
      SELECT "user_id", ("created_at" AT TIME ZONE 'UTC')::date AS "day", "bucket", "method", "state", sign("amount")::smallint AS "sign", 1 AS "n" FROM "ledger_new"
      UNION ALL
      SELECT "user_id", ("created_at" AT TIME ZONE 'UTC')::date, "bucket", "method", "state", sign("amount")::smallint, -1 FROM "ledger_old"
    ) AS moved GROUP BY 1, 2, 3, 4, 5, 6 HAVING sum("n") <> 0 ORDER BY 1, 2, 3, 4, 5, 6
    ON CONFLICT ("user_id", "day", "bucket", "method", "state", "sign") DO UPDATE SET "rows" = c."rows" + excluded."rows";
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "ledger_day_counts_insert" AFTER INSERT ON "ledger_entries" REFERENCING NEW TABLE AS "ledger_new"
  FOR EACH STATEMENT EXECUTE FUNCTION "ledger_day_counts_apply"();--> statement-breakpoint
CREATE TRIGGER "ledger_day_counts_update" AFTER UPDATE ON "ledger_entries" REFERENCING OLD TABLE AS "ledger_old" NEW TABLE AS "ledger_new"
  FOR EACH STATEMENT EXECUTE FUNCTION "ledger_day_counts_apply"();--> statement-breakpoint
CREATE TRIGGER "ledger_day_counts_delete" AFTER DELETE ON "ledger_entries" REFERENCING OLD TABLE AS "ledger_old"
  FOR EACH STATEMENT EXECUTE FUNCTION "ledger_day_counts_apply"();--> statement-breakpoint
-- The rows written before the counts.
INSERT INTO "ledger_day_counts" ("user_id", "day", "bucket", "method", "state", "sign", "rows")
SELECT "user_id", ("created_at" AT TIME ZONE 'UTC')::date, "bucket", "method", "state", sign("amount")::smallint, count(*)
FROM "ledger_entries" GROUP BY 1, 2, 3, 4, 5, 6;
