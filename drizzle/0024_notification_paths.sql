-- Where a notification leads its reader, as a path on the site (e.g. the author's own review in
-- the profile): written with the notification, since the same event leads a moderator and an
-- author to different places. Rows written before it have none and keep the type's default.
ALTER TABLE "notifications" ADD COLUMN "path" text;
