ALTER TABLE "appointments" ADD COLUMN "request_fingerprint" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "request_fingerprint" text;--> statement-breakpoint
ALTER TABLE "idempotent_requests" ADD COLUMN "leased_until" timestamp with time zone;