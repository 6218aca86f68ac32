-- Edited by hand: the enum is replaced rather than given new values with ADD VALUE, because a restore runs the
-- migrations and loads the rows in one transaction, and PostgreSQL refuses values added by ADD VALUE until that
-- transaction commits ("New enum values must be committed before they can be used").
ALTER TYPE "public"."lead_activity_kind" RENAME TO "lead_activity_kind_before_booking";--> statement-breakpoint
CREATE TYPE "public"."lead_activity_kind" AS ENUM('status_changed', 'note_added', 'assigned', 'task_created', 'task_completed', 'spam_marked', 'appointment_booked', 'appointment_moved', 'appointment_cancelled', 'appointment_marked');--> statement-breakpoint
ALTER TABLE "lead_activities" ALTER COLUMN "kind" SET DATA TYPE "public"."lead_activity_kind" USING "kind"::text::"public"."lead_activity_kind";--> statement-breakpoint
DROP TYPE "public"."lead_activity_kind_before_booking";--> statement-breakpoint
CREATE TABLE "appointments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reference" text NOT NULL,
	"type" text NOT NULL,
	"status" text DEFAULT 'booked' NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"held_until" timestamp with time zone NOT NULL,
	"crew" integer NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"customer_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"address" text,
	"notes" text,
	"lead_id" uuid NOT NULL,
	"user_id" uuid,
	"idempotency_key" text,
	"remind_at" timestamp with time zone NOT NULL,
	"reminder_sent_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "appointments_status_check" CHECK ("appointments"."status" in ('booked', 'cancelled', 'done', 'no_show')),
	CONSTRAINT "appointments_type_check" CHECK ("appointments"."type" in ('residential-consultation', 'commercial-assessment', 'maintenance', 'repair-diagnosis', 'battery-consultation')),
	CONSTRAINT "appointments_time_check" CHECK ("appointments"."starts_at" < "appointments"."ends_at" and "appointments"."ends_at" <= "appointments"."held_until"),
	CONSTRAINT "appointments_crew_check" CHECK ("appointments"."crew" >= 1),
	CONSTRAINT "appointments_cancelled_check" CHECK (("appointments"."status" = 'cancelled') = ("appointments"."cancelled_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "booking_blocks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	CONSTRAINT "booking_blocks_time_check" CHECK ("booking_blocks"."starts_at" < "booking_blocks"."ends_at")
);
--> statement-breakpoint
CREATE TABLE "booking_closed_days" (
	"date" date PRIMARY KEY NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid
);
--> statement-breakpoint
CREATE TABLE "booking_feed" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_feed_single_row_check" CHECK ("booking_feed"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "slot_claims" (
	"appointment_id" uuid NOT NULL,
	"crew" integer NOT NULL,
	"unit_start" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "leads" DROP CONSTRAINT "leads_source_check";--> statement-breakpoint
ALTER TABLE "leads" DROP CONSTRAINT "leads_required_fields_check";--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "attachments" jsonb;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_blocks" ADD CONSTRAINT "booking_blocks_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_closed_days" ADD CONSTRAINT "booking_closed_days_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slot_claims" ADD CONSTRAINT "slot_claims_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "appointments_reference_idx" ON "appointments" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "appointments_idempotency_key_idx" ON "appointments" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "appointments_starts_at_idx" ON "appointments" USING btree ("starts_at");--> statement-breakpoint
CREATE INDEX "appointments_lead_id_idx" ON "appointments" USING btree ("lead_id");--> statement-breakpoint
CREATE INDEX "appointments_reminder_due_idx" ON "appointments" USING btree ("remind_at") WHERE "appointments"."status" = 'booked' and "appointments"."reminder_sent_at" is null;--> statement-breakpoint
CREATE INDEX "booking_blocks_starts_at_idx" ON "booking_blocks" USING btree ("starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "slot_claims_crew_unit_idx" ON "slot_claims" USING btree ("crew","unit_start");--> statement-breakpoint
CREATE INDEX "slot_claims_appointment_id_idx" ON "slot_claims" USING btree ("appointment_id");--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_source_check" CHECK ("leads"."source" in ('consultation_modal', 'service_request_form', 'contact_form', 'shop_order', 'booking'));--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_required_fields_check" CHECK (case when "leads"."source" = 'contact_form' then "leads"."message" is not null when "leads"."source" = 'shop_order' then "leads"."phone" is not null and "leads"."address" is not null and "leads"."service_needed" is not null when "leads"."source" = 'booking' then "leads"."phone" is not null else "leads"."phone" is not null and "leads"."address" is not null and "leads"."property_type" is not null and "leads"."service_needed" is not null end);