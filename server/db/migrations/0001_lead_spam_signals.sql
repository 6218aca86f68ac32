-- Edited by hand (as 0011 is): the enum is replaced rather than given its new value with ADD VALUE, so that a restore,
-- which runs these migrations and loads the rows in one transaction, can use the value before committing.
ALTER TYPE "public"."lead_activity_kind" RENAME TO "lead_activity_kind_before_spam";--> statement-breakpoint
CREATE TYPE "public"."lead_activity_kind" AS ENUM('status_changed', 'note_added', 'assigned', 'task_created', 'task_completed', 'spam_marked');--> statement-breakpoint
ALTER TABLE "lead_activities" ALTER COLUMN "kind" SET DATA TYPE "public"."lead_activity_kind" USING "kind"::text::"public"."lead_activity_kind";--> statement-breakpoint
DROP TYPE "public"."lead_activity_kind_before_spam";--> statement-breakpoint
ALTER TABLE "service_requests" ADD COLUMN "spam_signals" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "service_requests" ADD COLUMN "spam_reviewed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "service_requests_possible_spam_idx" ON "service_requests" USING btree ("created_at") WHERE cardinality("service_requests"."spam_signals") > 0 and not "service_requests"."is_spam" and "service_requests"."spam_reviewed_at" is null;