-- Texts in two languages: Vietnamese stays the reference (the existing columns), English is
-- optional beside it. Experience becomes a number of years, worded by each language.
ALTER TABLE "doctors" ADD COLUMN "education_en" text;--> statement-breakpoint
ALTER TABLE "doctors" ADD COLUMN "bio_en" text;--> statement-breakpoint
ALTER TABLE "doctors" ADD COLUMN "experience_years" smallint;--> statement-breakpoint
ALTER TABLE "doctors" ADD CONSTRAINT "doctors_experience_years_ck" CHECK ("experience_years" between 0 and 80);--> statement-breakpoint
-- "25 năm", "Hơn 10 năm kinh nghiệm": the first number is the years (kept only when plausible).
UPDATE "doctors" SET "experience_years" = (substring("experience" from '\d+'))::int
  WHERE "experience" ~ '\d' AND length(substring("experience" from '\d+')) <= 2
    AND (substring("experience" from '\d+'))::int <= 80;--> statement-breakpoint
ALTER TABLE "doctors" DROP COLUMN "experience";--> statement-breakpoint
ALTER TABLE "clinics" ADD COLUMN "description_en" varchar(500);--> statement-breakpoint
ALTER TABLE "announcements" ADD COLUMN "title_en" varchar(200);--> statement-breakpoint
ALTER TABLE "announcements" ADD COLUMN "content_en" text;--> statement-breakpoint
-- Both texts of a notification, so it is read in the reader's current language.
ALTER TABLE "notifications" ADD COLUMN "title_en" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "message_en" text;
