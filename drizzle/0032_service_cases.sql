-- Staff can be assigned to clinics: their moderation queue and their cases are then those
-- clinics' only. Staff without an assignment work chain-wide.
CREATE TABLE "staff_clinics" (
	"user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"clinic_id" uuid NOT NULL REFERENCES "clinics"("id") ON DELETE cascade,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_clinics_pk" PRIMARY KEY("user_id","clinic_id")
);--> statement-breakpoint
CREATE INDEX "staff_clinics_clinic_id_idx" ON "staff_clinics" ("clinic_id");--> statement-breakpoint
-- The author's own choice, unticked by default, that the clinic may contact them about the visit.
ALTER TABLE "feedback" ADD COLUMN "contact_consent" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- A service-recovery case: a bad experience someone owns until it is resolved or closed.
CREATE TABLE "service_cases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"feedback_id" uuid NOT NULL REFERENCES "feedback"("id") ON DELETE cascade,
	"clinic_id" uuid REFERENCES "clinics"("id") ON DELETE set null,
	"owner_id" uuid REFERENCES "users"("id") ON DELETE set null,
	"status" text DEFAULT 'open' NOT NULL,
	"origin" text NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"overdue_notified_at" timestamp with time zone,
	"first_contact_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"close_reason" varchar(30),
	"opened_by" uuid REFERENCES "users"("id") ON DELETE set null,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_cases_feedback_uq" UNIQUE("feedback_id"),
	CONSTRAINT "service_cases_status_ck" CHECK ("status" in ('open', 'contacted', 'resolved', 'closed')),
	CONSTRAINT "service_cases_origin_ck" CHECK ("origin" in ('auto', 'manual')),
	CONSTRAINT "service_cases_close_reason_ck" CHECK (("status" = 'closed') = ("close_reason" is not null))
);--> statement-breakpoint
CREATE INDEX "service_cases_active_due_idx" ON "service_cases" ("due_at") WHERE "status" in ('open', 'contacted');--> statement-breakpoint
CREATE INDEX "service_cases_clinic_status_idx" ON "service_cases" ("clinic_id", "status", "created_at");--> statement-breakpoint
CREATE INDEX "service_cases_owner_idx" ON "service_cases" ("owner_id", "status");--> statement-breakpoint
CREATE INDEX "service_cases_created_at_idx" ON "service_cases" ("created_at");--> statement-breakpoint
-- Its history: private notes, messages to and from the patient, and each change of state.
CREATE TABLE "service_case_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"case_id" uuid NOT NULL REFERENCES "service_cases"("id") ON DELETE cascade,
	"kind" text NOT NULL,
	"author_id" uuid REFERENCES "users"("id") ON DELETE set null,
	"body" text,
	"from_status" text,
	"to_status" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_case_entries_kind_ck" CHECK ("kind" in ('note', 'to_patient', 'from_patient', 'status', 'owner')),
	CONSTRAINT "service_case_entries_body_len_ck" CHECK (char_length("body") <= 2000)
);--> statement-breakpoint
CREATE INDEX "service_case_entries_case_idx" ON "service_case_entries" ("case_id", "created_at");--> statement-breakpoint
CREATE INDEX "service_case_entries_author_idx" ON "service_case_entries" ("author_id");
