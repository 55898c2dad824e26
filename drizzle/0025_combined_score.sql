-- One score for a doctor everywhere: the combined score, 40% medical expertise, 40% customer
-- experience and 20% compliance, from the sums of approved reviews and rounded once to 1 decimal
-- (the same integer arithmetic as the shared `combinedScore`). It replaces the plain mean of the
-- overall stars, which the lists filtered and sorted on while the site called the score weighted.
DROP INDEX IF EXISTS "doctor_rating_stats_avg_idx";--> statement-breakpoint
ALTER TABLE "doctor_rating_stats" DROP COLUMN "avg_rating";--> statement-breakpoint
ALTER TABLE "doctor_rating_stats" ADD COLUMN "score" numeric(2,1) GENERATED ALWAYS AS (case when review_count = 0 then 0 else round((4 * medical_sum + 4 * customer_sum + 2 * compliance_sum)::numeric / (10 * review_count), 1) end) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "doctor_rating_stats_score_idx" ON "doctor_rating_stats" USING btree ("score","review_count");
