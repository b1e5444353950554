-- Taking a line by its agreement is a plan's service: the fullest packages unlock it (a fresh database gets this from the seed instead).
UPDATE "acl_roles" SET "services" = "services" || '["dedicated_lines"]'::jsonb
WHERE "priority" >= 3 AND NOT "services" @> '["dedicated_lines"]'::jsonb;--> statement-breakpoint
-- Accounts already holding such a package keep taking lines for the rest of their term.
UPDATE "users" SET "plan_services" = "users"."plan_services" || '["dedicated_lines"]'::jsonb
FROM "acl_roles" r
WHERE "users"."plan_role_id" = r."id" AND r."services" @> '["dedicated_lines"]'::jsonb
  AND NOT "users"."plan_services" @> '["dedicated_lines"]'::jsonb;
