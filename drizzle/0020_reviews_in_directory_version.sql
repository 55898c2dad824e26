-- A doctor's published reviews join the directory answers cached under the directory version,
-- so the version also moves when what a review page shows changes without moving the rating
-- aggregates: an approved review's text, anonymity or status, a reply, or a reviewer's name or
-- language (their public short name). Changes to reviews nobody sees (pending, rejected) leave
-- it alone, so submissions do not empty the cache.
CREATE CONSTRAINT TRIGGER "feedback_insert_touch_directory" AFTER INSERT ON "feedback"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (NEW.status = 'approved')
  EXECUTE FUNCTION app_touch_directory();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "feedback_update_touch_directory" AFTER UPDATE ON "feedback"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (OLD.status = 'approved' OR NEW.status = 'approved')
  EXECUTE FUNCTION app_touch_directory();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "feedback_delete_touch_directory" AFTER DELETE ON "feedback"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (OLD.status = 'approved')
  EXECUTE FUNCTION app_touch_directory();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "feedback_replies_touch_directory" AFTER INSERT OR UPDATE OR DELETE ON "feedback_replies"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION app_touch_directory();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "profiles_name_touch_directory" AFTER UPDATE ON "profiles"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN ((OLD.first_name, OLD.last_name, OLD.language) IS DISTINCT FROM (NEW.first_name, NEW.last_name, NEW.language))
  EXECUTE FUNCTION app_touch_directory();--> statement-breakpoint
CREATE TRIGGER "feedback_truncate_directory" AFTER TRUNCATE ON "feedback"
  FOR EACH STATEMENT EXECUTE FUNCTION app_touch_directory();--> statement-breakpoint
CREATE TRIGGER "feedback_replies_truncate_directory" AFTER TRUNCATE ON "feedback_replies"
  FOR EACH STATEMENT EXECUTE FUNCTION app_touch_directory();--> statement-breakpoint
CREATE TRIGGER "profiles_truncate_directory" AFTER TRUNCATE ON "profiles"
  FOR EACH STATEMENT EXECUTE FUNCTION app_touch_directory();
