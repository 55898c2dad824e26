-- Measures the health sector uses: the recommendation question (0–10, for NPS), the topics a
-- comment mentions (found by the topics module, with the words that matched), the author's
-- consent to be quoted, and the Ministry of Health's outpatient survey answers.
ALTER TABLE "feedback" ADD COLUMN "recommend_score" smallint;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_recommend_ck" CHECK ("recommend_score" IS NULL OR "recommend_score" BETWEEN 0 AND 10);--> statement-breakpoint
ALTER TABLE "feedback" ADD COLUMN "quote_consent" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "feedback" ADD COLUMN "topics" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "feedback" ADD COLUMN "topic_words" jsonb;--> statement-breakpoint
-- The detector's version the topics were found with; older rows are re-read by a job.
ALTER TABLE "feedback" ADD COLUMN "topics_version" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "feedback_topics_version_idx" ON "feedback" ("topics_version") WHERE "comment" IS NOT NULL;--> statement-breakpoint
-- The comments behind a topic's figure (published ones only).
CREATE INDEX "feedback_topics_idx" ON "feedback" USING gin ("topics") WHERE "status" = 'approved';--> statement-breakpoint
-- Topics the chain adds to the built-in ones, each found by its own words.
CREATE TABLE "chain_topics" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"label_vi" varchar(60) NOT NULL,
	"label_en" varchar(60),
	"words" text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE TABLE "moh_survey_responses" (
	"feedback_id" uuid PRIMARY KEY NOT NULL REFERENCES "feedback"("id") ON DELETE cascade,
	"answers" jsonb NOT NULL,
	"expectation_percent" smallint,
	"return_intent" smallint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "moh_survey_expectation_ck" CHECK ("expectation_percent" IS NULL OR "expectation_percent" BETWEEN 0 AND 100),
	CONSTRAINT "moh_survey_return_ck" CHECK ("return_intent" IS NULL OR "return_intent" BETWEEN 1 AND 6)
);--> statement-breakpoint
-- Published reviews per doctor and month (Vietnam time): the scores, the recommendation groups
-- (promoters 9–10, passives 7–8, detractors 0–6) and the commented reviews by overall rating
-- (low: 1–2, high: 4–5); and per topic the published comments that mention it. Kept by a
-- deferred trigger on feedback in the transaction of every write, like the dashboard's rollups.
CREATE TABLE "doctor_month_insights" (
	"month" date NOT NULL,
	"doctor_id" uuid NOT NULL,
	"approved" integer DEFAULT 0 NOT NULL,
	"medical_sum" integer DEFAULT 0 NOT NULL,
	"customer_sum" integer DEFAULT 0 NOT NULL,
	"compliance_sum" integer DEFAULT 0 NOT NULL,
	"promoters" integer DEFAULT 0 NOT NULL,
	"passives" integer DEFAULT 0 NOT NULL,
	"detractors" integer DEFAULT 0 NOT NULL,
	"commented" integer DEFAULT 0 NOT NULL,
	"low_commented" integer DEFAULT 0 NOT NULL,
	"high_commented" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "doctor_month_insights_pk" PRIMARY KEY ("month", "doctor_id")
) WITH (fillfactor = 80);--> statement-breakpoint
CREATE INDEX "doctor_month_insights_doctor_idx" ON "doctor_month_insights" ("doctor_id", "month");--> statement-breakpoint
CREATE TABLE "doctor_month_topics" (
	"month" date NOT NULL,
	"doctor_id" uuid NOT NULL,
	"topic" text NOT NULL,
	"mentions" integer DEFAULT 0 NOT NULL,
	"low" integer DEFAULT 0 NOT NULL,
	"high" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "doctor_month_topics_pk" PRIMARY KEY ("month", "doctor_id", "topic")
) WITH (fillfactor = 80);--> statement-breakpoint
CREATE INDEX "doctor_month_topics_doctor_idx" ON "doctor_month_topics" ("doctor_id", "month");--> statement-breakpoint
-- Adds (sign 1) or takes away (sign -1) one feedback row's figures, when it is published.
CREATE FUNCTION app_insights_apply(f feedback, sign integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  m date := date_trunc('month', f.created_at AT TIME ZONE 'Asia/Ho_Chi_Minh')::date;
  has_comment integer := (f.comment IS NOT NULL AND btrim(f.comment) <> '')::int;
  t text;
BEGIN
  IF f.status <> 'approved' THEN
    RETURN;
  END IF;
  INSERT INTO doctor_month_insights AS s (month, doctor_id, approved, medical_sum, customer_sum,
    compliance_sum, promoters, passives, detractors, commented, low_commented, high_commented)
  VALUES (m, f.doctor_id, sign, sign * f.medical_expertise, sign * f.customer_experience,
    sign * f.compliance,
    sign * coalesce((f.recommend_score >= 9)::int, 0),
    sign * coalesce((f.recommend_score BETWEEN 7 AND 8)::int, 0),
    sign * coalesce((f.recommend_score <= 6)::int, 0),
    sign * has_comment, sign * has_comment * (f.rating <= 2)::int,
    sign * has_comment * (f.rating >= 4)::int)
  ON CONFLICT (month, doctor_id) DO UPDATE SET
    approved = s.approved + excluded.approved, medical_sum = s.medical_sum + excluded.medical_sum,
    customer_sum = s.customer_sum + excluded.customer_sum,
    compliance_sum = s.compliance_sum + excluded.compliance_sum,
    promoters = s.promoters + excluded.promoters, passives = s.passives + excluded.passives,
    detractors = s.detractors + excluded.detractors,
    commented = s.commented + excluded.commented,
    low_commented = s.low_commented + excluded.low_commented,
    high_commented = s.high_commented + excluded.high_commented;
  -- Topics count only with the comment they were found in (an erased comment takes them away).
  IF has_comment = 0 THEN
    RETURN;
  END IF;
  FOREACH t IN ARRAY f.topics LOOP
    INSERT INTO doctor_month_topics AS s (month, doctor_id, topic, mentions, low, high)
    VALUES (m, f.doctor_id, t, sign, sign * (f.rating <= 2)::int, sign * (f.rating >= 4)::int)
    ON CONFLICT (month, doctor_id, topic) DO UPDATE SET
      mentions = s.mentions + excluded.mentions, low = s.low + excluded.low,
      high = s.high + excluded.high;
  END LOOP;
END $$;--> statement-breakpoint
CREATE FUNCTION app_feedback_insights() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.status = NEW.status AND OLD.doctor_id = NEW.doctor_id
    AND OLD.created_at = NEW.created_at AND OLD.rating = NEW.rating
    AND OLD.medical_expertise = NEW.medical_expertise
    AND OLD.customer_experience = NEW.customer_experience AND OLD.compliance = NEW.compliance
    AND OLD.recommend_score IS NOT DISTINCT FROM NEW.recommend_score
    AND OLD.comment IS NOT DISTINCT FROM NEW.comment AND OLD.topics = NEW.topics THEN
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    PERFORM app_insights_apply(OLD, -1);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM app_insights_apply(NEW, 1);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "feedback_insights" AFTER INSERT OR UPDATE OR DELETE ON "feedback"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION app_feedback_insights();--> statement-breakpoint
-- Topics and their matched words never outlive the comment they were found in: a comment changed
-- by a writer that did not also set its topics (an erasure, a rewrite on account closing) drops
-- them, and the refresh job reads the new text.
CREATE FUNCTION app_feedback_topics_follow_comment() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.comment IS DISTINCT FROM OLD.comment AND NEW.topics_version = OLD.topics_version
    AND NEW.topic_words IS NOT DISTINCT FROM OLD.topic_words THEN
    NEW.topics := '{}';
    NEW.topic_words := NULL;
    NEW.topics_version := 0;
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "feedback_topics_follow_comment" BEFORE UPDATE OF "comment" ON "feedback"
  FOR EACH ROW EXECUTE FUNCTION app_feedback_topics_follow_comment();--> statement-breakpoint
-- Rebuilds both rollups from feedback, set-based: for loads that bypass triggers, and repair.
CREATE FUNCTION app_insights_rebuild() RETURNS void LANGUAGE sql AS $$
  DELETE FROM doctor_month_insights;
  DELETE FROM doctor_month_topics;
  INSERT INTO doctor_month_insights (month, doctor_id, approved, medical_sum, customer_sum,
    compliance_sum, promoters, passives, detractors, commented, low_commented, high_commented)
  SELECT date_trunc('month', created_at AT TIME ZONE 'Asia/Ho_Chi_Minh')::date, doctor_id,
    count(*), sum(medical_expertise), sum(customer_experience), sum(compliance),
    count(*) FILTER (WHERE recommend_score >= 9),
    count(*) FILTER (WHERE recommend_score BETWEEN 7 AND 8),
    count(*) FILTER (WHERE recommend_score <= 6),
    count(*) FILTER (WHERE comment IS NOT NULL AND btrim(comment) <> ''),
    count(*) FILTER (WHERE comment IS NOT NULL AND btrim(comment) <> '' AND rating <= 2),
    count(*) FILTER (WHERE comment IS NOT NULL AND btrim(comment) <> '' AND rating >= 4)
  FROM feedback WHERE status = 'approved' GROUP BY 1, 2;
  INSERT INTO doctor_month_topics (month, doctor_id, topic, mentions, low, high)
  SELECT date_trunc('month', f.created_at AT TIME ZONE 'Asia/Ho_Chi_Minh')::date, f.doctor_id, t,
    count(*), count(*) FILTER (WHERE f.rating <= 2), count(*) FILTER (WHERE f.rating >= 4)
  FROM feedback f CROSS JOIN LATERAL unnest(f.topics) t
  WHERE f.status = 'approved' AND f.comment IS NOT NULL AND btrim(f.comment) <> ''
  GROUP BY 1, 2, 3;
$$;
