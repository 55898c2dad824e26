-- The moderation assistant: what the screening found in a review's comment (spans with a kind),
-- the risk that orders the moderation queue, and the detector's version (older rows are read
-- again). Replies keep their findings too.
ALTER TABLE "feedback" ADD COLUMN "screening" jsonb;--> statement-breakpoint
ALTER TABLE "feedback" ADD COLUMN "screening_risk" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "feedback" ADD COLUMN "screening_version" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "feedback_pending_risk_idx" ON "feedback" ("screening_risk" DESC, "created_at") WHERE "status" = 'pending';--> statement-breakpoint
ALTER TABLE "feedback_replies" ADD COLUMN "screening" jsonb;--> statement-breakpoint
-- Words a moderator hid from a published comment. The comment itself holds the published text
-- (a marker in each hidden span's place); the original is kept here for audit only, and goes
-- with the review when its author withdraws it or closes the account.
CREATE TABLE "feedback_redactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"feedback_id" uuid NOT NULL REFERENCES "feedback"("id") ON DELETE cascade,
	"original_comment" text NOT NULL,
	"spans" jsonb NOT NULL,
	"actor_id" uuid REFERENCES "users"("id") ON DELETE set null,
	"note" varchar(500),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reverted_at" timestamp with time zone,
	"reverted_by" uuid REFERENCES "users"("id") ON DELETE set null
);--> statement-breakpoint
CREATE INDEX "feedback_redactions_feedback_idx" ON "feedback_redactions" ("feedback_id");
--> statement-breakpoint
ALTER TABLE "feedback_events" DROP CONSTRAINT "feedback_events_kind_ck";--> statement-breakpoint
ALTER TABLE "feedback_events" ADD CONSTRAINT "feedback_events_kind_ck" CHECK ("kind" in ('submitted', 'decided', 'hidden_by_reports', 'hidden_by_moderator', 'kept', 'appealed', 'appeal_upheld', 'appeal_overturned', 'withdrawn', 'held_for_spike', 'archived', 'words_hidden', 'words_restored'));
--> statement-breakpoint
-- Findings never outlive the text they were found in: a comment changed by a writer that did not
-- also screen it (an erasure, a rewrite on account closing) drops them.
CREATE FUNCTION app_feedback_screening_follows_comment() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.comment IS DISTINCT FROM OLD.comment AND NEW.screening_version = OLD.screening_version
    AND NEW.screening IS NOT DISTINCT FROM OLD.screening THEN
    NEW.screening := NULL;
    NEW.screening_risk := 0;
    NEW.screening_version := 0;
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "feedback_screening_follows_comment" BEFORE UPDATE OF "comment" ON "feedback"
  FOR EACH ROW EXECUTE FUNCTION app_feedback_screening_follows_comment();--> statement-breakpoint
-- The hidden words' originals go with the comment (withdrawn: erased) and with its author's link
-- (an account closed, its reviews kept anonymously): they may name the person.
CREATE FUNCTION app_feedback_redactions_follow_author() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM feedback_redactions WHERE feedback_id = NEW.id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "feedback_redactions_follow_author" AFTER UPDATE OF "comment", "user_id" ON "feedback"
  FOR EACH ROW WHEN ((NEW.comment IS NULL AND OLD.comment IS NOT NULL)
    OR (NEW.user_id IS NULL AND OLD.user_id IS NOT NULL))
  EXECUTE FUNCTION app_feedback_redactions_follow_author();
