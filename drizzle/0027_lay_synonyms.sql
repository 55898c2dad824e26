-- Lay words patients search with, in both languages ("bác sĩ tim", "heart doctor", "skin"),
-- added to the installed taxonomy's synonyms; administrators edit them like any other synonym.
-- Words a specialty already has are not added twice.
UPDATE "specialties" SET
  "synonyms_vi" = "synonyms_vi" || ARRAY(SELECT w FROM unnest(ARRAY['đau tim']::text[]) w WHERE NOT w = ANY("synonyms_vi")),
  "synonyms_en" = "synonyms_en" || ARRAY(SELECT w FROM unnest(ARRAY['cardiac']::text[]) w WHERE NOT w = ANY("synonyms_en"))
  WHERE "slug" = 'cardiology';
--> statement-breakpoint
UPDATE "specialties" SET
  "synonyms_vi" = "synonyms_vi" || ARRAY(SELECT w FROM unnest(ARRAY['trẻ nhỏ', 'em bé']::text[]) w WHERE NOT w = ANY("synonyms_vi")),
  "synonyms_en" = "synonyms_en" || ARRAY(SELECT w FROM unnest(ARRAY['baby', 'infant']::text[]) w WHERE NOT w = ANY("synonyms_en"))
  WHERE "slug" = 'pediatrics';
--> statement-breakpoint
UPDATE "specialties" SET
  "synonyms_vi" = "synonyms_vi" || ARRAY(SELECT w FROM unnest(ARRAY['mụn', 'ngứa']::text[]) w WHERE NOT w = ANY("synonyms_vi")),
  "synonyms_en" = "synonyms_en" || ARRAY(SELECT w FROM unnest(ARRAY['acne', 'rash', 'eczema']::text[]) w WHERE NOT w = ANY("synonyms_en"))
  WHERE "slug" = 'dermatology';
--> statement-breakpoint
UPDATE "specialties" SET
  "synonyms_vi" = "synonyms_vi" || ARRAY(SELECT w FROM unnest(ARRAY['khám tổng quát', 'sức khỏe tổng quát']::text[]) w WHERE NOT w = ANY("synonyms_vi")),
  "synonyms_en" = "synonyms_en" || ARRAY(SELECT w FROM unnest(ARRAY['check-up', 'general practitioner', 'GP']::text[]) w WHERE NOT w = ANY("synonyms_en"))
  WHERE "slug" = 'internal-medicine';
--> statement-breakpoint
UPDATE "specialties" SET
  "synonyms_vi" = "synonyms_vi" || ARRAY(SELECT w FROM unnest(ARRAY['mang thai', 'bà bầu']::text[]) w WHERE NOT w = ANY("synonyms_vi")),
  "synonyms_en" = "synonyms_en" || ARRAY(SELECT w FROM unnest(ARRAY['pregnant', 'prenatal']::text[]) w WHERE NOT w = ANY("synonyms_en"))
  WHERE "slug" = 'obstetrics-gynecology';
--> statement-breakpoint
UPDATE "specialties" SET
  "synonyms_vi" = "synonyms_vi" || ARRAY(SELECT w FROM unnest(ARRAY['tai', 'mũi', 'họng', 'viêm họng']::text[]) w WHERE NOT w = ANY("synonyms_vi")),
  "synonyms_en" = "synonyms_en" || ARRAY(SELECT w FROM unnest(ARRAY['sinus', 'sore throat']::text[]) w WHERE NOT w = ANY("synonyms_en"))
  WHERE "slug" = 'ent';
--> statement-breakpoint
UPDATE "specialties" SET
  "synonyms_vi" = "synonyms_vi" || ARRAY(SELECT w FROM unnest(ARRAY['nha sĩ', 'nhổ răng', 'sâu răng']::text[]) w WHERE NOT w = ANY("synonyms_vi")),
  "synonyms_en" = "synonyms_en" || ARRAY(SELECT w FROM unnest(ARRAY['tooth', 'toothache', 'braces']::text[]) w WHERE NOT w = ANY("synonyms_en"))
  WHERE "slug" = 'dentistry';
--> statement-breakpoint
UPDATE "specialties" SET
  "synonyms_vi" = "synonyms_vi" || ARRAY(SELECT w FROM unnest(ARRAY['cận thị', 'khám mắt']::text[]) w WHERE NOT w = ANY("synonyms_vi")),
  "synonyms_en" = "synonyms_en" || ARRAY(SELECT w FROM unnest(ARRAY['eye doctor', 'glasses', 'short-sighted']::text[]) w WHERE NOT w = ANY("synonyms_en"))
  WHERE "slug" = 'ophthalmology';
--> statement-breakpoint
UPDATE "specialties" SET
  "synonyms_vi" = "synonyms_vi" || ARRAY(SELECT w FROM unnest(ARRAY['xương', 'khớp', 'đau lưng']::text[]) w WHERE NOT w = ANY("synonyms_vi")),
  "synonyms_en" = "synonyms_en" || ARRAY(SELECT w FROM unnest(ARRAY['bone', 'joint', 'back pain', 'fracture']::text[]) w WHERE NOT w = ANY("synonyms_en"))
  WHERE "slug" = 'orthopedics';
--> statement-breakpoint
UPDATE "specialties" SET
  "synonyms_vi" = "synonyms_vi" || ARRAY(SELECT w FROM unnest(ARRAY['đau đầu', 'đột quỵ']::text[]) w WHERE NOT w = ANY("synonyms_vi")),
  "synonyms_en" = "synonyms_en" || ARRAY(SELECT w FROM unnest(ARRAY['headache', 'migraine', 'stroke']::text[]) w WHERE NOT w = ANY("synonyms_en"))
  WHERE "slug" = 'neurology';
--> statement-breakpoint
UPDATE "specialties" SET
  "synonyms_vi" = "synonyms_vi" || ARRAY(SELECT w FROM unnest(ARRAY['đau bụng', 'ruột']::text[]) w WHERE NOT w = ANY("synonyms_vi")),
  "synonyms_en" = "synonyms_en" || ARRAY(SELECT w FROM unnest(ARRAY['belly', 'bowel', 'stomach ache']::text[]) w WHERE NOT w = ANY("synonyms_en"))
  WHERE "slug" = 'gastroenterology';
--> statement-breakpoint
UPDATE "specialties" SET
  "synonyms_vi" = "synonyms_vi" || ARRAY(SELECT w FROM unnest(ARRAY['đường huyết', 'bướu cổ']::text[]) w WHERE NOT w = ANY("synonyms_vi")),
  "synonyms_en" = "synonyms_en" || ARRAY(SELECT w FROM unnest(ARRAY['blood sugar', 'goitre']::text[]) w WHERE NOT w = ANY("synonyms_en"))
  WHERE "slug" = 'endocrinology';
