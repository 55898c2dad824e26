-- Invitations by SMS for visits without an e-mail address. The outbox carries every channel's
-- messages: `channel` says which, `provider_message_id` is the gateway's id (its delivery
-- receipts name it) and `delivered_at` when a receipt said the message reached the phone.
ALTER TABLE "mail_outbox" ADD COLUMN "channel" varchar(8) DEFAULT 'email' NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "provider_message_id" varchar(100);--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_channel_ck" CHECK ("channel" in ('email', 'sms'));--> statement-breakpoint
CREATE INDEX "mail_outbox_provider_message_idx" ON "mail_outbox" ("channel", "provider_message_id") WHERE "provider_message_id" is not null;--> statement-breakpoint
-- The short link of a visit's SMS (/r/<token>): unguessable, resolved to the signed invitation.
ALTER TABLE "visits" ADD COLUMN "short_token" varchar(16);--> statement-breakpoint
CREATE UNIQUE INDEX "visits_short_token_idx" ON "visits" ("short_token");--> statement-breakpoint
-- Every visit can now be invited (by e-mail or, without an address, by SMS to its phone).
DROP INDEX "visits_invite_due_idx";--> statement-breakpoint
CREATE INDEX "visits_invite_due_idx" ON "visits" ("visit_date") WHERE "invited_at" is null;--> statement-breakpoint
DROP INDEX "visits_reminder_due_idx";--> statement-breakpoint
CREATE INDEX "visits_reminder_due_idx" ON "visits" ("invited_at") WHERE "reminded_at" is null;
