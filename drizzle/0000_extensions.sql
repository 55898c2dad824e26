-- Extensions for accent-insensitive Vietnamese search ("nguyen" finds "Nguyễn", "d" finds "đ").
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
-- unaccent() is only STABLE; this wrapper names its dictionary explicitly, which makes it safe
-- to declare IMMUTABLE and so usable in a generated column and a trigram index.
CREATE OR REPLACE FUNCTION app_search_text(input text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, input)) $$;
