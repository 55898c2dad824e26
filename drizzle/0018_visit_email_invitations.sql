-- Invitation e-mails: a visit may carry the patient's e-mail address and language; the patient
-- is invited once (invited_at) and reminded at most once (reminded_at). Addresses that asked to
-- receive nothing more are kept only as a SHA-256 of the lower-cased address.
ALTER TABLE "visits" ADD COLUMN "email" varchar(254);--> statement-breakpoint
ALTER TABLE "visits" ADD COLUMN "language" varchar(2) DEFAULT 'vi' NOT NULL;--> statement-breakpoint
ALTER TABLE "visits" ADD COLUMN "invited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "visits" ADD COLUMN "reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "visits" ADD CONSTRAINT "visits_language_ck" CHECK ("language" in ('vi', 'en'));--> statement-breakpoint
-- The job's two questions: visits with an address not invited yet (a visit dated in the future),
-- and invitations not reminded yet, oldest first. Both indexes hold only visits with an address.
CREATE INDEX "visits_invite_due_idx" ON "visits" USING btree ("visit_date") WHERE "email" IS NOT NULL AND "invited_at" IS NULL;--> statement-breakpoint
CREATE INDEX "visits_reminder_due_idx" ON "visits" USING btree ("invited_at") WHERE "email" IS NOT NULL AND "reminded_at" IS NULL;--> statement-breakpoint
CREATE TABLE "mail_unsubscribes" (
	"email_hash" varchar(64) PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
-- Extra headers of an outgoing message (List-Unsubscribe, List-Unsubscribe-Post).
ALTER TABLE "mail_outbox" ADD COLUMN "headers" jsonb;
