-- Zalo ZNS template messages join e-mail and SMS in the outbox; their template parameters are
-- kept with the row. Each clinic orders the channels its invitations try (the first a visit can
-- use; a channel that cannot reach the phone hands over to the next). Zalo's OA tokens are kept
-- in the database: a refresh token works once, so every instance must see the newest one.
ALTER TABLE "mail_outbox" DROP CONSTRAINT "mail_outbox_channel_ck";--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_channel_ck" CHECK ("channel" in ('email', 'sms', 'zalo'));--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "template_data" jsonb;--> statement-breakpoint
ALTER TABLE "clinics" ADD COLUMN "invitation_channels" text[] DEFAULT '{zalo,sms,email}' NOT NULL;--> statement-breakpoint
CREATE TABLE "provider_tokens" (
	"provider" varchar(32) PRIMARY KEY NOT NULL,
	"access_token" text NOT NULL,
	"refresh_token" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
