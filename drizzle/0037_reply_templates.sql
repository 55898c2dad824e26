-- Reply templates staff keep for answering reviews, in both languages. Placeholders
-- ({patient}, {doctor}, {clinic}) are filled in when a reply is started from one.
CREATE TABLE "reply_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title_vi" varchar(80) NOT NULL,
	"title_en" varchar(80) NOT NULL,
	"body_vi" varchar(1000) NOT NULL,
	"body_en" varchar(1000) NOT NULL,
	"created_by" uuid REFERENCES "users"("id") ON DELETE set null,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
