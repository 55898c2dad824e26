-- Consent to publish a review: which version of the consent text the author accepted, and when
-- (null for reviews written before consent was recorded).
ALTER TABLE "feedback" ADD COLUMN "consent_version" varchar(20);--> statement-breakpoint
ALTER TABLE "feedback" ADD COLUMN "consent_at" timestamp with time zone;--> statement-breakpoint
-- Reviews older than the retention period leave public view and the score as 'archived'.
ALTER TABLE "feedback" DROP CONSTRAINT "feedback_status_ck";--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_status_ck" CHECK ("status" in ('pending', 'approved', 'rejected', 'reported', 'archived'));--> statement-breakpoint
ALTER TABLE "feedback_events" DROP CONSTRAINT "feedback_events_kind_ck";--> statement-breakpoint
ALTER TABLE "feedback_events" ADD CONSTRAINT "feedback_events_kind_ck" CHECK ("kind" in ('submitted', 'decided', 'hidden_by_reports', 'hidden_by_moderator', 'kept', 'appealed', 'appeal_upheld', 'appeal_overturned', 'withdrawn', 'held_for_spike', 'archived'));--> statement-breakpoint
-- The privacy notice version a person accepted at sign-up, and when.
ALTER TABLE "profiles" ADD COLUMN "privacy_notice_version" varchar(20);--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "privacy_accepted_at" timestamp with time zone;
