ALTER TABLE "visits" ADD COLUMN "claimed_by" uuid;--> statement-breakpoint
ALTER TABLE "visits" ADD CONSTRAINT "visits_claimed_by_users_id_fk" FOREIGN KEY ("claimed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "visits_claimed_by_idx" ON "visits" USING btree ("claimed_by");--> statement-breakpoint
CREATE INDEX "visits_created_at_idx" ON "visits" USING btree ("created_at");