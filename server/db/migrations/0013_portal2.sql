ALTER TABLE "password_reset_tokens" ADD COLUMN "purpose" text DEFAULT 'reset' NOT NULL;--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_purpose_check" CHECK ("password_reset_tokens"."purpose" in ('reset', 'invitation'));--> statement-breakpoint
-- Invitations issued before this column: reset links live one hour, invitations seven days.
UPDATE "password_reset_tokens" SET "purpose" = 'invitation' WHERE "expires_at" - "created_at" > interval '1 hour';
