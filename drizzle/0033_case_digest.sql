-- One row per day on which the staff's daily case digest was sent: the instance that inserts it
-- sends that day's digest, the others find it there and send nothing.
CREATE TABLE "case_digest_runs" (
	"day" date PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
