-- The address a review was submitted from, for the spike guard's "many submissions from one
-- address" rule (read only over the last 24 hours).
ALTER TABLE "feedback" ADD COLUMN "submitted_ip" varchar(64);--> statement-breakpoint
CREATE INDEX "feedback_submitted_ip_idx" ON "feedback" USING btree ("submitted_ip","created_at") WHERE "feedback"."submitted_ip" is not null;
