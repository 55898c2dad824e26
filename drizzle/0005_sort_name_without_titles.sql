ALTER TABLE "doctors" drop column "sort_name";--> statement-breakpoint
ALTER TABLE "doctors" ADD COLUMN "sort_name" text GENERATED ALWAYS AS (app_search_text(regexp_replace(name, '^(\S+\.)+\s+', ''))) STORED;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "doctors_status_sort_name_idx" ON "doctors" USING btree ("status","sort_name","id");