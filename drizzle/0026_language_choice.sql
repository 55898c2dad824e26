-- When the person last chose their language explicitly (the language switcher or the profile
-- form); null: never. The latest explicit choice wins: one made on a device while signed out
-- replaces an older one saved on the account when they sign in there.
ALTER TABLE "profiles" ADD COLUMN "language_chosen_at" timestamp with time zone;
