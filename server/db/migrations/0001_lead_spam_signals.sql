ALTER TYPE "public"."lead_activity_kind" ADD VALUE 'spam_marked';--> statement-breakpoint
ALTER TABLE "service_requests" ADD COLUMN "spam_signals" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "service_requests" ADD COLUMN "spam_reviewed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "service_requests_possible_spam_idx" ON "service_requests" USING btree ("created_at") WHERE cardinality("service_requests"."spam_signals") > 0 and not "service_requests"."is_spam" and "service_requests"."spam_reviewed_at" is null;