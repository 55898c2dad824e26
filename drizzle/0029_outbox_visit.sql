-- The visit an invitation or reminder was written for, so staff see on the visit whether its
-- message was sent, delivered or failed.
ALTER TABLE "mail_outbox" ADD COLUMN "visit_id" uuid;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_visit_id_visits_id_fk" FOREIGN KEY ("visit_id") REFERENCES "public"."visits"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mail_outbox_visit_idx" ON "mail_outbox" ("visit_id", "created_at") WHERE "visit_id" is not null;
