ALTER TABLE "password_reset_tokens" DROP CONSTRAINT "password_reset_tokens_purpose_check";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "last_sign_in_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_purpose_check" CHECK ("password_reset_tokens"."purpose" in ('reset', 'invitation', 'staff_invitation'));