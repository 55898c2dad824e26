-- The admin dashboard's answers are cached under this version, as the directory's are under
-- directory_version: it moves whenever anything the dashboard shows changes, i.e. feedback of any
-- status (pending and reported counts and the recent feedback are on it, and its rollups follow
-- feedback), doctors, their clinics and specialties. Same design as directory_version: sixteen
-- shards, one added to the committing connection's shard once per transaction by a deferred
-- constraint trigger, so the shard row is locked only for the commit itself.
CREATE TABLE "dashboard_version" (
	"shard" smallint PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
INSERT INTO "dashboard_version" ("shard") SELECT generate_series(0, 15);--> statement-breakpoint
CREATE FUNCTION app_touch_dashboard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('app.dashboard_touched', true) IS DISTINCT FROM pg_current_xact_id()::text THEN
    PERFORM set_config('app.dashboard_touched', pg_current_xact_id()::text, true);
    UPDATE dashboard_version SET version = version + 1 WHERE shard = pg_backend_pid() % 16;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "feedback_touch_dashboard" AFTER INSERT OR UPDATE OR DELETE ON "feedback"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION app_touch_dashboard();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "doctors_touch_dashboard" AFTER INSERT OR UPDATE OR DELETE ON "doctors"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION app_touch_dashboard();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "clinics_touch_dashboard" AFTER INSERT OR UPDATE OR DELETE ON "clinics"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION app_touch_dashboard();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "specialties_touch_dashboard" AFTER INSERT OR UPDATE OR DELETE ON "specialties"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION app_touch_dashboard();--> statement-breakpoint
-- TRUNCATE fires no row trigger; a statement trigger covers it (same function, same effect).
CREATE TRIGGER "feedback_truncate_dashboard" AFTER TRUNCATE ON "feedback"
  FOR EACH STATEMENT EXECUTE FUNCTION app_touch_dashboard();--> statement-breakpoint
CREATE TRIGGER "doctors_truncate_dashboard" AFTER TRUNCATE ON "doctors"
  FOR EACH STATEMENT EXECUTE FUNCTION app_touch_dashboard();--> statement-breakpoint
CREATE TRIGGER "clinics_truncate_dashboard" AFTER TRUNCATE ON "clinics"
  FOR EACH STATEMENT EXECUTE FUNCTION app_touch_dashboard();--> statement-breakpoint
CREATE TRIGGER "specialties_truncate_dashboard" AFTER TRUNCATE ON "specialties"
  FOR EACH STATEMENT EXECUTE FUNCTION app_touch_dashboard();
