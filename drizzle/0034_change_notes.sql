-- "You said, we did": a change a clinic made after reviews, published on the doctors' pages,
-- linked to the reviews that led to it (never quoting them); each review's author is asked
-- whether it fixed their problem.
CREATE TABLE "change_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"clinic_id" uuid NOT NULL REFERENCES "clinics"("id") ON DELETE cascade,
	"doctor_id" uuid REFERENCES "doctors"("id") ON DELETE cascade,
	"body" varchar(500) NOT NULL,
	"author_id" uuid REFERENCES "users"("id") ON DELETE set null,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "change_notes_clinic_idx" ON "change_notes" ("clinic_id", "created_at");--> statement-breakpoint
CREATE INDEX "change_notes_doctor_idx" ON "change_notes" ("doctor_id", "created_at");--> statement-breakpoint
CREATE INDEX "change_notes_author_idx" ON "change_notes" ("author_id");--> statement-breakpoint
CREATE TABLE "change_note_reviews" (
	"note_id" uuid NOT NULL REFERENCES "change_notes"("id") ON DELETE cascade,
	"feedback_id" uuid NOT NULL REFERENCES "feedback"("id") ON DELETE cascade,
	"answer" text,
	"answered_at" timestamp with time zone,
	CONSTRAINT "change_note_reviews_pk" PRIMARY KEY("note_id","feedback_id"),
	CONSTRAINT "change_note_reviews_answer_ck" CHECK ("answer" is null or "answer" in ('fixed', 'not_fixed'))
);--> statement-breakpoint
CREATE INDEX "change_note_reviews_feedback_idx" ON "change_note_reviews" ("feedback_id");
