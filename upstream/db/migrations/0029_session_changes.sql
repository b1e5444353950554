-- Every change that can end or narrow a session is announced on "session_changes", at its commit,
-- so a process that keeps sessions it has checked (upstream/auth/session-cache.ts) forgets them:
-- a token revoked, expired or moved; a user's row changed in any way (status, plan, password, the
-- fields routes read from the session); a colleague's row, role or permissions; an impersonation.
-- A session's own last use and a colleague's last activity are not changes of this kind.
CREATE FUNCTION "session_changes_notify"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('session_changes', '');
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "session_changes_tokens_update" AFTER UPDATE ON "auth_tokens" FOR EACH ROW
  WHEN ((OLD."token_hash", OLD."user_id", OLD."kind", OLD."expires_at", OLD."revoked_at")
    IS DISTINCT FROM (NEW."token_hash", NEW."user_id", NEW."kind", NEW."expires_at", NEW."revoked_at"))
  EXECUTE FUNCTION "session_changes_notify"();--> statement-breakpoint
CREATE TRIGGER "session_changes_tokens_delete" AFTER DELETE ON "auth_tokens"
  FOR EACH STATEMENT EXECUTE FUNCTION "session_changes_notify"();--> statement-breakpoint
CREATE TRIGGER "session_changes_users_update" AFTER UPDATE ON "users" FOR EACH ROW
  WHEN (OLD.* IS DISTINCT FROM NEW.*)
  EXECUTE FUNCTION "session_changes_notify"();--> statement-breakpoint
CREATE TRIGGER "session_changes_users_delete" AFTER DELETE ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION "session_changes_notify"();--> statement-breakpoint
CREATE TRIGGER "session_changes_partners_update" AFTER UPDATE ON "partners" FOR EACH ROW
  WHEN ((OLD."user_id", OLD."owner_id", OLD."role_id", OLD."state")
    IS DISTINCT FROM (NEW."user_id", NEW."owner_id", NEW."role_id", NEW."state"))
  EXECUTE FUNCTION "session_changes_notify"();--> statement-breakpoint
CREATE TRIGGER "session_changes_partners_insert_delete" AFTER INSERT OR DELETE ON "partners"
  FOR EACH STATEMENT EXECUTE FUNCTION "session_changes_notify"();--> statement-breakpoint
CREATE TRIGGER "session_changes_roles_update" AFTER UPDATE ON "partner_roles" FOR EACH ROW
  WHEN (OLD."permissions" IS DISTINCT FROM NEW."permissions")
  EXECUTE FUNCTION "session_changes_notify"();--> statement-breakpoint
CREATE TRIGGER "session_changes_roles_delete" AFTER DELETE ON "partner_roles"
  FOR EACH STATEMENT EXECUTE FUNCTION "session_changes_notify"();--> statement-breakpoint
CREATE TRIGGER "session_changes_impersonations" AFTER INSERT OR UPDATE OR DELETE ON "impersonations"
  FOR EACH STATEMENT EXECUTE FUNCTION "session_changes_notify"();
