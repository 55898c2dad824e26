-- A doctor's proposed profile edit is withdrawn when the account that proposed it is unlinked
-- from the record: it no longer speaks for the doctor, and staff must not apply it.
ALTER TABLE "doctor_profile_edits" DROP CONSTRAINT "doctor_profile_edits_status_ck";--> statement-breakpoint
ALTER TABLE "doctor_profile_edits" ADD CONSTRAINT "doctor_profile_edits_status_ck" CHECK ("status" in ('pending', 'approved', 'rejected', 'withdrawn'));
