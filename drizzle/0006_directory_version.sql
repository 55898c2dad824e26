CREATE TABLE "directory_version" (
	"shard" smallint PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
INSERT INTO "directory_version" ("shard") SELECT generate_series(0, 15);--> statement-breakpoint
-- Adds one to the committing connection's shard, once per transaction. It runs as a deferred
-- constraint trigger, i.e. just before commit: the shard row stays locked only for the commit
-- itself, and a transaction never locks more than one shard (no deadlock with another).
CREATE FUNCTION app_touch_directory() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('app.directory_touched', true) IS DISTINCT FROM pg_current_xact_id()::text THEN
    PERFORM set_config('app.directory_touched', pg_current_xact_id()::text, true);
    UPDATE directory_version SET version = version + 1 WHERE shard = pg_backend_pid() % 16;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "doctors_touch_directory" AFTER INSERT OR UPDATE OR DELETE ON "doctors"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION app_touch_directory();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "clinics_touch_directory" AFTER INSERT OR UPDATE OR DELETE ON "clinics"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION app_touch_directory();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "doctor_rating_stats_touch_directory" AFTER INSERT OR UPDATE OR DELETE ON "doctor_rating_stats"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION app_touch_directory();--> statement-breakpoint
-- TRUNCATE fires no row trigger; a statement trigger covers it (same function, same effect).
CREATE TRIGGER "doctors_truncate_directory" AFTER TRUNCATE ON "doctors"
  FOR EACH STATEMENT EXECUTE FUNCTION app_touch_directory();--> statement-breakpoint
CREATE TRIGGER "clinics_truncate_directory" AFTER TRUNCATE ON "clinics"
  FOR EACH STATEMENT EXECUTE FUNCTION app_touch_directory();--> statement-breakpoint
CREATE TRIGGER "doctor_rating_stats_truncate_directory" AFTER TRUNCATE ON "doctor_rating_stats"
  FOR EACH STATEMENT EXECUTE FUNCTION app_touch_directory();
