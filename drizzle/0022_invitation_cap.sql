-- Invitation and reminder messages are marked with their purpose, so the messages one address
-- received in the last day can be counted: at most three, whatever visits, imports or clinic
-- systems name it.
ALTER TABLE "mail_outbox" ADD COLUMN "purpose" text;--> statement-breakpoint
CREATE INDEX "mail_outbox_invitations_by_address_idx" ON "mail_outbox" (lower("to_address"), "created_at") WHERE "purpose" IS NOT NULL;
