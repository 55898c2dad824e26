-- A user account linked to a doctor record: the doctor's portal and their replies. One account
-- per record and one record per account; unlinking deletes the row, so it ends at once.
CREATE TABLE "doctor_accounts" (
	"doctor_id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"linked_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "doctor_accounts_user_id_unique" UNIQUE("user_id")
);
--> statement-breakpoint
ALTER TABLE "doctor_accounts" ADD CONSTRAINT "doctor_accounts_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctor_accounts" ADD CONSTRAINT "doctor_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctor_accounts" ADD CONSTRAINT "doctor_accounts_linked_by_users_id_fk" FOREIGN KEY ("linked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- An e-mailed invitation to link an account to a doctor record; only the token's hash is kept.
CREATE TABLE "doctor_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"doctor_id" uuid NOT NULL,
	"email" varchar(255) NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"invited_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "doctor_invitations_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "doctor_invitations" ADD CONSTRAINT "doctor_invitations_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctor_invitations" ADD CONSTRAINT "doctor_invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- A doctor's proposed change of their bio, education and experience, applied once approved.
CREATE TABLE "doctor_profile_edits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"doctor_id" uuid NOT NULL,
	"proposed_by" uuid,
	"changes" jsonb NOT NULL,
	"status" varchar(20) DEFAULT 'pending' NOT NULL,
	"reason" varchar(500),
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "doctor_profile_edits_status_ck" CHECK ("status" in ('pending', 'approved', 'rejected'))
);
--> statement-breakpoint
ALTER TABLE "doctor_profile_edits" ADD CONSTRAINT "doctor_profile_edits_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctor_profile_edits" ADD CONSTRAINT "doctor_profile_edits_proposed_by_users_id_fk" FOREIGN KEY ("proposed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctor_profile_edits" ADD CONSTRAINT "doctor_profile_edits_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "doctor_profile_edits_pending_uq" ON "doctor_profile_edits" USING btree ("doctor_id") WHERE "doctor_profile_edits"."status" = 'pending';--> statement-breakpoint
-- Public replies under a published review: the doctor's or the clinic's (one at a time), and the
-- review author's answer to it (once). Moderated: pending → published / rejected.
CREATE TABLE "feedback_replies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"feedback_id" uuid NOT NULL,
	"doctor_id" uuid NOT NULL,
	"author_id" uuid,
	"side" varchar(10) NOT NULL,
	"body" varchar(1000) NOT NULL,
	"warnings" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" varchar(20) DEFAULT 'pending' NOT NULL,
	"decision_reason" varchar(500),
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feedback_replies_side_ck" CHECK ("side" in ('doctor', 'clinic', 'author')),
	CONSTRAINT "feedback_replies_status_ck" CHECK ("status" in ('pending', 'published', 'rejected', 'withdrawn'))
);
--> statement-breakpoint
ALTER TABLE "feedback_replies" ADD CONSTRAINT "feedback_replies_feedback_id_feedback_id_fk" FOREIGN KEY ("feedback_id") REFERENCES "public"."feedback"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_replies" ADD CONSTRAINT "feedback_replies_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_replies" ADD CONSTRAINT "feedback_replies_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_replies" ADD CONSTRAINT "feedback_replies_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "feedback_replies_provider_uq" ON "feedback_replies" USING btree ("feedback_id") WHERE "feedback_replies"."side" <> 'author' and "feedback_replies"."status" in ('pending', 'published');--> statement-breakpoint
CREATE UNIQUE INDEX "feedback_replies_author_uq" ON "feedback_replies" USING btree ("feedback_id") WHERE "feedback_replies"."side" = 'author' and "feedback_replies"."status" <> 'withdrawn';--> statement-breakpoint
CREATE INDEX "feedback_replies_status_idx" ON "feedback_replies" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "feedback_replies_doctor_idx" ON "feedback_replies" USING btree ("doctor_id");
