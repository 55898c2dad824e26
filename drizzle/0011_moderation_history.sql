ALTER TABLE "feedback" ADD COLUMN "author_is_staff" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "feedback" ADD COLUMN "held_for_spike" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "feedback" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "feedback" ADD COLUMN "decided_by" uuid;--> statement-breakpoint
ALTER TABLE "feedback" ADD COLUMN "decision_reason" varchar(30);--> statement-breakpoint
ALTER TABLE "feedback" ADD COLUMN "decision_note" varchar(500);--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_decision_reason_ck" CHECK ("feedback"."decision_reason" is null or "decision_reason" in ('off_topic', 'offensive', 'personal_data', 'not_real_visit', 'spam', 'other'));--> statement-breakpoint
ALTER TABLE "feedback_reports" ADD COLUMN "counted" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "feedback_reports" ADD COLUMN "resolved_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "feedback_reports_open_idx" ON "feedback_reports" USING btree ("feedback_id") WHERE "feedback_reports"."resolved_at" is null;--> statement-breakpoint
CREATE TABLE "feedback_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"feedback_id" uuid NOT NULL,
	"kind" varchar(30) NOT NULL,
	"from_status" text,
	"to_status" text,
	"reason" varchar(30),
	"actor_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feedback_events_kind_ck" CHECK ("kind" in ('submitted', 'decided', 'hidden_by_reports', 'hidden_by_moderator', 'kept', 'appealed', 'appeal_upheld', 'appeal_overturned', 'withdrawn', 'held_for_spike'))
);
--> statement-breakpoint
ALTER TABLE "feedback_events" ADD CONSTRAINT "feedback_events_feedback_id_feedback_id_fk" FOREIGN KEY ("feedback_id") REFERENCES "public"."feedback"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_events" ADD CONSTRAINT "feedback_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "feedback_events_feedback_id_idx" ON "feedback_events" USING btree ("feedback_id","created_at");--> statement-breakpoint
CREATE INDEX "feedback_events_created_at_idx" ON "feedback_events" USING btree ("created_at");--> statement-breakpoint
-- Existing reviews get the history they can be given: their submission.
INSERT INTO "feedback_events" ("feedback_id", "kind", "to_status", "actor_id", "created_at")
  SELECT "id", 'submitted', 'pending', "user_id", "created_at" FROM "feedback";--> statement-breakpoint
CREATE TABLE "feedback_appeals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"feedback_id" uuid NOT NULL,
	"user_id" uuid,
	"message" varchar(1000) NOT NULL,
	"status" varchar(20) DEFAULT 'pending' NOT NULL,
	"appealed_decision_by" uuid,
	"decided_at" timestamp with time zone,
	"decided_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feedback_appeals_feedback_id_unique" UNIQUE("feedback_id"),
	CONSTRAINT "feedback_appeals_status_ck" CHECK ("status" in ('pending', 'upheld', 'overturned'))
);
--> statement-breakpoint
ALTER TABLE "feedback_appeals" ADD CONSTRAINT "feedback_appeals_feedback_id_feedback_id_fk" FOREIGN KEY ("feedback_id") REFERENCES "public"."feedback"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_appeals" ADD CONSTRAINT "feedback_appeals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_appeals" ADD CONSTRAINT "feedback_appeals_appealed_decision_by_users_id_fk" FOREIGN KEY ("appealed_decision_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_appeals" ADD CONSTRAINT "feedback_appeals_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "feedback_appeals_pending_idx" ON "feedback_appeals" USING btree ("created_at") WHERE "feedback_appeals"."status" = 'pending';
