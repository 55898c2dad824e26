-- Specialties become a taxonomy: one row per specialty with its Vietnamese and English names and
-- synonyms in both languages; doctors reference it. Search matches every name and synonym.
CREATE TABLE "specialties" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" varchar(80) NOT NULL,
	"name_vi" varchar(100) NOT NULL,
	"name_en" varchar(100) NOT NULL,
	"synonyms_vi" text[] DEFAULT '{}' NOT NULL,
	"synonyms_en" text[] DEFAULT '{}' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "specialties_slug_uq" UNIQUE("slug"),
	CONSTRAINT "specialties_slug_ck" CHECK ("slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$')
);
--> statement-breakpoint
CREATE UNIQUE INDEX "specialties_name_vi_uq" ON "specialties" USING btree (app_search_text("name_vi"));--> statement-breakpoint
INSERT INTO "specialties" ("slug", "name_vi", "name_en", "synonyms_vi", "synonyms_en") VALUES
  ('cardiology', 'Tim mạch', 'Cardiology', '{"tim","huyết áp"}', '{"heart","cardiologist","blood pressure"}'),
  ('pediatrics', 'Nhi khoa', 'Pediatrics', '{"nhi","trẻ em"}', '{"children","child","kids","paediatrics","pediatrician"}'),
  ('dermatology', 'Da liễu', 'Dermatology', '{"da"}', '{"skin","dermatologist"}'),
  ('internal-medicine', 'Nội tổng quát', 'Internal medicine', '{"nội khoa","đa khoa"}', '{"general medicine","internist","family doctor"}'),
  ('obstetrics-gynecology', 'Sản phụ khoa', 'Obstetrics and gynecology', '{"sản khoa","phụ khoa","thai sản"}', '{"pregnancy","gynaecology","obstetrician","women''s health"}'),
  ('ent', 'Tai mũi họng', 'Ear, nose and throat', '{"TMH"}', '{"ENT","otolaryngology","ear","nose","throat"}'),
  ('dentistry', 'Răng hàm mặt', 'Dentistry', '{"nha khoa","răng"}', '{"dental","dentist","teeth","oral surgery"}'),
  ('ophthalmology', 'Mắt', 'Ophthalmology', '{"nhãn khoa"}', '{"eye","eyes","vision","ophthalmologist"}'),
  ('orthopedics', 'Chấn thương chỉnh hình', 'Orthopedics', '{"cơ xương khớp","xương khớp"}', '{"bones","joints","orthopaedics","trauma"}'),
  ('neurology', 'Thần kinh', 'Neurology', '{"nội thần kinh"}', '{"brain","nerves","neurologist"}'),
  ('gastroenterology', 'Tiêu hóa', 'Gastroenterology', '{"dạ dày"}', '{"digestive","stomach","gut"}'),
  ('endocrinology', 'Nội tiết', 'Endocrinology', '{"tiểu đường","tuyến giáp"}', '{"diabetes","thyroid","hormones"}');
--> statement-breakpoint
-- Any other specialty text already in use becomes its own specialty (English name to be given
-- by an administrator; until then it repeats the Vietnamese one).
INSERT INTO "specialties" ("slug", "name_vi", "name_en")
  SELECT DISTINCT ON (app_search_text(trim(d.specialty)))
    trim(both '-' from regexp_replace(app_search_text(trim(d.specialty)), '[^a-z0-9]+', '-', 'g')),
    trim(d.specialty), trim(d.specialty)
  FROM "doctors" d
  WHERE NOT EXISTS (SELECT 1 FROM "specialties" s WHERE app_search_text(s.name_vi) = app_search_text(trim(d.specialty)))
    AND regexp_replace(app_search_text(trim(d.specialty)), '[^a-z0-9]+', '', 'g') <> ''
  ORDER BY app_search_text(trim(d.specialty))
  ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "specialties" ("slug", "name_vi", "name_en")
  SELECT 'other', 'Khác', 'Other'
  WHERE EXISTS (SELECT 1 FROM "doctors" d WHERE NOT EXISTS (SELECT 1 FROM "specialties" s
    WHERE app_search_text(s.name_vi) = app_search_text(trim(d.specialty))))
  ON CONFLICT DO NOTHING;
--> statement-breakpoint
ALTER TABLE "doctors" ADD COLUMN "specialty_id" uuid;--> statement-breakpoint
-- All names and synonyms of the doctor's specialty, kept by the triggers below, so the generated
-- search text (and its trigram index) covers both languages without a join.
ALTER TABLE "doctors" ADD COLUMN "specialty_terms" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE FUNCTION app_specialty_terms(s_id uuid) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT concat_ws(' ', s.name_vi, s.name_en, array_to_string(s.synonyms_vi, ' '), array_to_string(s.synonyms_en, ' '))
  FROM specialties s WHERE s.id = s_id
$$;--> statement-breakpoint
CREATE FUNCTION app_doctor_specialty_terms() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.specialty_terms := coalesce(app_specialty_terms(NEW.specialty_id), '');
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "doctors_specialty_terms" BEFORE INSERT OR UPDATE OF "specialty_id" ON "doctors"
  FOR EACH ROW EXECUTE FUNCTION app_doctor_specialty_terms();--> statement-breakpoint
CREATE FUNCTION app_specialty_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE doctors SET specialty_terms = coalesce(app_specialty_terms(NEW.id), '')
    WHERE specialty_id = NEW.id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "specialties_changed" AFTER UPDATE ON "specialties"
  FOR EACH ROW EXECUTE FUNCTION app_specialty_changed();--> statement-breakpoint
UPDATE "doctors" d SET "specialty_id" = coalesce(
  (SELECT s.id FROM "specialties" s WHERE app_search_text(s.name_vi) = app_search_text(trim(d.specialty))),
  (SELECT s.id FROM "specialties" s WHERE s.slug = trim(both '-' from regexp_replace(app_search_text(trim(d.specialty)), '[^a-z0-9]+', '-', 'g'))),
  (SELECT s.id FROM "specialties" s WHERE s.slug = 'other'));--> statement-breakpoint
ALTER TABLE "doctors" ALTER COLUMN "specialty_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "doctors" ADD CONSTRAINT "doctors_specialty_id_specialties_id_fk" FOREIGN KEY ("specialty_id") REFERENCES "public"."specialties"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "doctors_specialty_id_idx" ON "doctors" USING btree ("specialty_id");--> statement-breakpoint
ALTER TABLE "doctors" DROP COLUMN "search_text";--> statement-breakpoint
ALTER TABLE "doctors" DROP COLUMN "specialty";--> statement-breakpoint
ALTER TABLE "doctors" ADD COLUMN "search_text" text GENERATED ALWAYS AS (app_search_text(name || ' ' || specialty_terms || ' ' || clinic)) STORED;--> statement-breakpoint
CREATE INDEX "doctors_search_trgm_idx" ON "doctors" USING gin ("search_text" gin_trgm_ops);
--> statement-breakpoint
-- Facets and profiles show specialty names: a change moves the directory version like doctors do.
CREATE CONSTRAINT TRIGGER "specialties_touch_directory" AFTER INSERT OR UPDATE OR DELETE ON "specialties"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION app_touch_directory();
