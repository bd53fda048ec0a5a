CREATE TABLE "identity_version" (
	"id" integer PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- Who a session cookie belongs to is kept by each process for a few seconds (ADR 040). Anything that can
-- change that answer moves the version and tells every process at commit: a session changed or ended
-- (sign-out, revocation, refresh), a user changed or deleted (role, ban, two-factor, address), their groups.
INSERT INTO "identity_version" ("id", "version") VALUES (1, 0) ON CONFLICT ("id") DO NOTHING;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION identity_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE identity_version SET version = version + 1 WHERE id = 1;
  PERFORM pg_notify('identity_changes', '');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER session_identity_changed
  AFTER UPDATE OR DELETE OR TRUNCATE ON "session"
  FOR EACH STATEMENT EXECUTE FUNCTION identity_changed();
--> statement-breakpoint
CREATE TRIGGER user_identity_changed
  AFTER UPDATE OR DELETE OR TRUNCATE ON "user"
  FOR EACH STATEMENT EXECUTE FUNCTION identity_changed();
--> statement-breakpoint
CREATE TRIGGER user_groups_identity_changed
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "user_groups"
  FOR EACH STATEMENT EXECUTE FUNCTION identity_changed();
