-- The admin dashboard's rollups of feedback by day of submission, days counted in Vietnam's time
-- zone as the dashboard counts them. Each holds the figures the dashboard shows: published
-- reviews (approved) with their score sums, and reviews waiting (pending) or hidden (reported).
--   doctor_daily_stats     per doctor and day: filtered series, the partial stretch of a range;
--   dashboard_daily_stats  per day for the whole chain (16 shards by connection, so concurrent
--                          writers rarely wait for each other): the unfiltered series and totals;
--   doctor_since_stats     per doctor, everything submitted on or after `since`, an anchor day
--                          every 14 days: a range's per-doctor sums (top doctors, filtered totals)
--                          are one row per doctor plus at most 13 days of daily rows.
-- Kept by triggers on feedback, so every write of any module moves them in its own transaction.
-- No foreign key to doctors: a deleted doctor's feedback goes by cascade and its rows end at zero.
-- Rows are written in the order they are read (by day, by anchor) and leave a fifth of each page
-- free, so that updates stay on their page (HOT) and a range reads few pages.
CREATE TABLE "doctor_daily_stats" (
	"day" date NOT NULL,
	"doctor_id" uuid NOT NULL,
	"approved" integer DEFAULT 0 NOT NULL,
	"rating_sum" integer DEFAULT 0 NOT NULL,
	"medical_sum" integer DEFAULT 0 NOT NULL,
	"customer_sum" integer DEFAULT 0 NOT NULL,
	"compliance_sum" integer DEFAULT 0 NOT NULL,
	"pending" integer DEFAULT 0 NOT NULL,
	"reported" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "doctor_daily_stats_pk" PRIMARY KEY ("day", "doctor_id")
) WITH (fillfactor = 80);--> statement-breakpoint
CREATE INDEX "doctor_daily_stats_doctor_day_idx" ON "doctor_daily_stats" USING btree ("doctor_id", "day");--> statement-breakpoint
CREATE TABLE "dashboard_daily_stats" (
	"day" date NOT NULL,
	"shard" smallint NOT NULL,
	"approved" integer DEFAULT 0 NOT NULL,
	"rating_sum" integer DEFAULT 0 NOT NULL,
	"medical_sum" integer DEFAULT 0 NOT NULL,
	"customer_sum" integer DEFAULT 0 NOT NULL,
	"compliance_sum" integer DEFAULT 0 NOT NULL,
	"pending" integer DEFAULT 0 NOT NULL,
	"reported" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "dashboard_daily_stats_pk" PRIMARY KEY ("day", "shard")
) WITH (fillfactor = 80);--> statement-breakpoint
CREATE TABLE "doctor_since_stats" (
	"since" date NOT NULL,
	"doctor_id" uuid NOT NULL,
	"approved" integer DEFAULT 0 NOT NULL,
	"rating_sum" integer DEFAULT 0 NOT NULL,
	"medical_sum" integer DEFAULT 0 NOT NULL,
	"customer_sum" integer DEFAULT 0 NOT NULL,
	"compliance_sum" integer DEFAULT 0 NOT NULL,
	"pending" integer DEFAULT 0 NOT NULL,
	"reported" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "doctor_since_stats_pk" PRIMARY KEY ("since", "doctor_id")
) WITH (fillfactor = 80);--> statement-breakpoint
-- The anchor day on or before `d`: every 14 days from Monday 2000-01-03.
CREATE FUNCTION app_dashboard_anchor(d date) RETURNS date LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN d - (((d - date '2000-01-03') % 14) + 14) % 14;--> statement-breakpoint
-- The oldest anchor kept up to date: 400 days back covers the dashboard's longest range (365
-- days) with room to spare. Older anchors are never read (the dashboard then sums daily rows).
CREATE FUNCTION app_dashboard_horizon() RETURNS date LANGUAGE sql STABLE PARALLEL SAFE
  RETURN app_dashboard_anchor((now() AT TIME ZONE 'Asia/Ho_Chi_Minh')::date - 400);--> statement-breakpoint
-- Adds figures (negative to take away) to a doctor's day in the three rollups.
CREATE FUNCTION app_dashboard_apply(doctor uuid, d date, a integer, rs integer, ms integer,
  cs integer, ks integer, p integer, r integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  lo date := app_dashboard_horizon();
  hi date := app_dashboard_anchor(d);
BEGIN
  IF a = 0 AND rs = 0 AND ms = 0 AND cs = 0 AND ks = 0 AND p = 0 AND r = 0 THEN
    RETURN;
  END IF;
  INSERT INTO doctor_daily_stats AS s (day, doctor_id, approved, rating_sum, medical_sum,
    customer_sum, compliance_sum, pending, reported)
  VALUES (d, doctor, a, rs, ms, cs, ks, p, r)
  ON CONFLICT (day, doctor_id) DO UPDATE SET
    approved = s.approved + excluded.approved, rating_sum = s.rating_sum + excluded.rating_sum,
    medical_sum = s.medical_sum + excluded.medical_sum,
    customer_sum = s.customer_sum + excluded.customer_sum,
    compliance_sum = s.compliance_sum + excluded.compliance_sum,
    pending = s.pending + excluded.pending, reported = s.reported + excluded.reported;
  INSERT INTO dashboard_daily_stats AS s (day, shard, approved, rating_sum, medical_sum,
    customer_sum, compliance_sum, pending, reported)
  VALUES (d, pg_backend_pid() % 16, a, rs, ms, cs, ks, p, r)
  ON CONFLICT (day, shard) DO UPDATE SET
    approved = s.approved + excluded.approved, rating_sum = s.rating_sum + excluded.rating_sum,
    medical_sum = s.medical_sum + excluded.medical_sum,
    customer_sum = s.customer_sum + excluded.customer_sum,
    compliance_sum = s.compliance_sum + excluded.compliance_sum,
    pending = s.pending + excluded.pending, reported = s.reported + excluded.reported;
  IF hi >= lo THEN
    INSERT INTO doctor_since_stats AS s (since, doctor_id, approved, rating_sum, medical_sum,
      customer_sum, compliance_sum, pending, reported)
    SELECT lo + 14 * i, doctor, a, rs, ms, cs, ks, p, r
    FROM generate_series(0, (hi - lo) / 14) i
    ON CONFLICT (since, doctor_id) DO UPDATE SET
      approved = s.approved + excluded.approved, rating_sum = s.rating_sum + excluded.rating_sum,
      medical_sum = s.medical_sum + excluded.medical_sum,
      customer_sum = s.customer_sum + excluded.customer_sum,
      compliance_sum = s.compliance_sum + excluded.compliance_sum,
      pending = s.pending + excluded.pending, reported = s.reported + excluded.reported;
  END IF;
END $$;--> statement-breakpoint
-- Every write of feedback moves the rollups in its transaction, whatever module makes it:
-- submissions, decisions, reports, appeals, withdrawals, retention and deletions alike. The
-- triggers are deferred constraint triggers (as the directory version's, migration 0006): they
-- run just before commit, in the transaction that moves doctor_rating_stats, so a rollup row
-- (a popular doctor's, a day's shard) stays locked only for the commit itself, and is taken
-- after every lock the transaction's own work needs: only another commit can wait for it.
-- A row's figures count when it is published, pending or reported; an update that keeps the
-- doctor and the day (a decision, a report) moves the difference in one pass.
CREATE FUNCTION app_feedback_dashboard() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  o integer[] := ARRAY[0, 0, 0, 0, 0, 0, 0];
  n integer[] := ARRAY[0, 0, 0, 0, 0, 0, 0];
  od date;
  nd date;
BEGIN
  IF TG_OP <> 'INSERT' THEN
    od := (OLD.created_at AT TIME ZONE 'Asia/Ho_Chi_Minh')::date;
    IF OLD.status = 'approved' THEN
      o := ARRAY[1, OLD.rating, OLD.medical_expertise, OLD.customer_experience, OLD.compliance, 0, 0];
    ELSIF OLD.status = 'pending' THEN
      o := ARRAY[0, 0, 0, 0, 0, 1, 0];
    ELSIF OLD.status = 'reported' THEN
      o := ARRAY[0, 0, 0, 0, 0, 0, 1];
    END IF;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    nd := (NEW.created_at AT TIME ZONE 'Asia/Ho_Chi_Minh')::date;
    IF NEW.status = 'approved' THEN
      n := ARRAY[1, NEW.rating, NEW.medical_expertise, NEW.customer_experience, NEW.compliance, 0, 0];
    ELSIF NEW.status = 'pending' THEN
      n := ARRAY[0, 0, 0, 0, 0, 1, 0];
    ELSIF NEW.status = 'reported' THEN
      n := ARRAY[0, 0, 0, 0, 0, 0, 1];
    END IF;
  END IF;
  IF TG_OP = 'UPDATE' AND OLD.doctor_id = NEW.doctor_id AND od = nd THEN
    PERFORM app_dashboard_apply(NEW.doctor_id, nd, n[1] - o[1], n[2] - o[2], n[3] - o[3],
      n[4] - o[4], n[5] - o[5], n[6] - o[6], n[7] - o[7]);
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    PERFORM app_dashboard_apply(OLD.doctor_id, od, -o[1], -o[2], -o[3], -o[4], -o[5], -o[6], -o[7]);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM app_dashboard_apply(NEW.doctor_id, nd, n[1], n[2], n[3], n[4], n[5], n[6], n[7]);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "feedback_dashboard_insert_delete" AFTER INSERT OR DELETE ON "feedback"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION app_feedback_dashboard();--> statement-breakpoint
-- Only the columns the rollups hold, and only when one of them changed: other updates (comment
-- erased, anonymised, held for a spike…) cost nothing.
CREATE CONSTRAINT TRIGGER "feedback_dashboard_update" AFTER UPDATE OF "status", "doctor_id",
  "created_at", "rating", "medical_expertise", "customer_experience", "compliance" ON "feedback"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status
    OR OLD.doctor_id IS DISTINCT FROM NEW.doctor_id OR OLD.created_at IS DISTINCT FROM NEW.created_at
    OR OLD.rating IS DISTINCT FROM NEW.rating
    OR OLD.medical_expertise IS DISTINCT FROM NEW.medical_expertise
    OR OLD.customer_experience IS DISTINCT FROM NEW.customer_experience
    OR OLD.compliance IS DISTINCT FROM NEW.compliance)
  EXECUTE FUNCTION app_feedback_dashboard();--> statement-breakpoint
-- Rebuilds the three rollups from the feedback table, set-based: the backfill below, bulk loads
-- that bypass the triggers (benchmarks) and repair.
CREATE FUNCTION app_dashboard_rebuild() RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  lo date := app_dashboard_horizon();
BEGIN
  DELETE FROM doctor_daily_stats;
  DELETE FROM dashboard_daily_stats;
  DELETE FROM doctor_since_stats;
  INSERT INTO doctor_daily_stats (day, doctor_id, approved, rating_sum, medical_sum, customer_sum,
    compliance_sum, pending, reported)
  SELECT (created_at AT TIME ZONE 'Asia/Ho_Chi_Minh')::date, doctor_id,
    count(*) FILTER (WHERE status = 'approved'),
    coalesce(sum(rating) FILTER (WHERE status = 'approved'), 0),
    coalesce(sum(medical_expertise) FILTER (WHERE status = 'approved'), 0),
    coalesce(sum(customer_experience) FILTER (WHERE status = 'approved'), 0),
    coalesce(sum(compliance) FILTER (WHERE status = 'approved'), 0),
    count(*) FILTER (WHERE status = 'pending'),
    count(*) FILTER (WHERE status = 'reported')
  FROM feedback
  WHERE status IN ('approved', 'pending', 'reported')
  GROUP BY 1, 2
  ORDER BY 1, 2;
  INSERT INTO dashboard_daily_stats (day, shard, approved, rating_sum, medical_sum, customer_sum,
    compliance_sum, pending, reported)
  SELECT day, 0, sum(approved), sum(rating_sum), sum(medical_sum), sum(customer_sum),
    sum(compliance_sum), sum(pending), sum(reported)
  FROM doctor_daily_stats
  GROUP BY day
  ORDER BY day;
  -- Per doctor, the sums of each 14-day block from the horizon on, then running sums from the
  -- newest block back, over every anchor up to the doctor's newest block (none left out).
  INSERT INTO doctor_since_stats (since, doctor_id, approved, rating_sum, medical_sum,
    customer_sum, compliance_sum, pending, reported)
  WITH blocks AS (
    SELECT app_dashboard_anchor(day) AS since, doctor_id, sum(approved) AS approved,
      sum(rating_sum) AS rating_sum, sum(medical_sum) AS medical_sum,
      sum(customer_sum) AS customer_sum, sum(compliance_sum) AS compliance_sum,
      sum(pending) AS pending, sum(reported) AS reported
    FROM doctor_daily_stats
    WHERE day >= lo
    GROUP BY 1, 2
  ), grid AS (
    SELECT g.doctor_id, lo + 14 * i AS since
    FROM (SELECT doctor_id, max(since) AS newest FROM blocks GROUP BY 1) g
    CROSS JOIN LATERAL generate_series(0, (g.newest - lo) / 14) i
  )
  SELECT grid.since, grid.doctor_id,
    sum(coalesce(b.approved, 0)) OVER w, sum(coalesce(b.rating_sum, 0)) OVER w,
    sum(coalesce(b.medical_sum, 0)) OVER w, sum(coalesce(b.customer_sum, 0)) OVER w,
    sum(coalesce(b.compliance_sum, 0)) OVER w, sum(coalesce(b.pending, 0)) OVER w,
    sum(coalesce(b.reported, 0)) OVER w
  FROM grid
  LEFT JOIN blocks b ON b.doctor_id = grid.doctor_id AND b.since = grid.since
  WINDOW w AS (PARTITION BY grid.doctor_id ORDER BY grid.since DESC)
  ORDER BY grid.since, grid.doctor_id;
END $$;--> statement-breakpoint
-- TRUNCATE fires no row trigger: the rollups are emptied with the feedback.
CREATE FUNCTION app_feedback_dashboard_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE doctor_daily_stats, dashboard_daily_stats, doctor_since_stats;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "feedback_dashboard_truncate" AFTER TRUNCATE ON "feedback"
  FOR EACH STATEMENT EXECUTE FUNCTION app_feedback_dashboard_truncate();--> statement-breakpoint
SELECT app_dashboard_rebuild();
