ALTER TABLE "service_tickets" ADD COLUMN "sla_badge" text DEFAULT 'onTime' NOT NULL;--> statement-breakpoint
ALTER TABLE "service_tickets" ADD COLUMN "next_due_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "service_tickets_urgency_idx" ON "service_tickets" USING btree (coalesce("next_due_at", 'infinity'::timestamptz),"id");--> statement-breakpoint
ALTER TABLE "service_tickets" ADD CONSTRAINT "service_tickets_sla_badge_check" CHECK ("service_tickets"."sla_badge" in ('onTime', 'dueSoon', 'breached'));