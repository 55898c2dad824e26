-- Reviews of one doctor filtered by star and ordered by stars: (doctor_id, status, rating,
-- created_at) serves "rating = n order by created_at desc" and "order by rating, created_at"
-- without sorting the doctor's whole history.
CREATE INDEX "feedback_doctor_status_rating_idx" ON "feedback" USING btree ("doctor_id","status","rating","created_at");
