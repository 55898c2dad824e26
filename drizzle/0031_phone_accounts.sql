-- Patients may sign in with a code sent to their phone; an account can then exist with a phone
-- number alone. One verified number is one account.
ALTER TABLE "users" ADD COLUMN "phone_number" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "phone_number_verified" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "users_phone_number_uq" ON "users" ("phone_number") WHERE "phone_number" is not null;
