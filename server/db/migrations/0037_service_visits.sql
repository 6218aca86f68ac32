CREATE TABLE "service_visits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ticket_id" uuid NOT NULL,
	"technician_id" uuid NOT NULL,
	"crew" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"held_until" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"started_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"checklist" jsonb,
	"scheduled_by" uuid,
	CONSTRAINT "service_visits_status_check" CHECK ("service_visits"."status" in ('scheduled', 'started', 'completed', 'cancelled')),
	CONSTRAINT "service_visits_time_check" CHECK ("service_visits"."starts_at" < "service_visits"."ends_at" and "service_visits"."ends_at" <= "service_visits"."held_until"),
	CONSTRAINT "service_visits_crew_check" CHECK ("service_visits"."crew" >= 1),
	CONSTRAINT "service_visits_started_check" CHECK (("service_visits"."status" in ('started', 'completed')) = ("service_visits"."started_at" is not null)),
	CONSTRAINT "service_visits_completed_check" CHECK (("service_visits"."status" = 'completed') = ("service_visits"."completed_at" is not null)),
	CONSTRAINT "service_visits_cancelled_check" CHECK (("service_visits"."status" = 'cancelled') = ("service_visits"."cancelled_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "ticket_parts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ticket_id" uuid NOT NULL,
	"product_id" integer NOT NULL,
	"sku" text NOT NULL,
	"quantity" integer NOT NULL,
	"added_by" uuid,
	CONSTRAINT "ticket_parts_quantity_check" CHECK ("ticket_parts"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "visit_action_keys" (
	"idempotency_key" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" uuid NOT NULL,
	"ticket_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "visit_technician_claims" (
	"visit_id" uuid NOT NULL,
	"technician_id" uuid NOT NULL,
	"unit_start" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "inventory_adjustments" DROP CONSTRAINT "inventory_adjustments_reason_check";--> statement-breakpoint
ALTER TABLE "slot_claims" ALTER COLUMN "appointment_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "inventory_adjustments" ADD COLUMN "ticket_reference" text;--> statement-breakpoint
ALTER TABLE "slot_claims" ADD COLUMN "visit_id" uuid;--> statement-breakpoint
ALTER TABLE "service_visits" ADD CONSTRAINT "service_visits_ticket_id_service_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."service_tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_visits" ADD CONSTRAINT "service_visits_technician_id_users_id_fk" FOREIGN KEY ("technician_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_visits" ADD CONSTRAINT "service_visits_scheduled_by_users_id_fk" FOREIGN KEY ("scheduled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_parts" ADD CONSTRAINT "ticket_parts_ticket_id_service_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."service_tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_parts" ADD CONSTRAINT "ticket_parts_added_by_users_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_action_keys" ADD CONSTRAINT "visit_action_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_action_keys" ADD CONSTRAINT "visit_action_keys_ticket_id_service_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."service_tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_technician_claims" ADD CONSTRAINT "visit_technician_claims_visit_id_service_visits_id_fk" FOREIGN KEY ("visit_id") REFERENCES "public"."service_visits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_technician_claims" ADD CONSTRAINT "visit_technician_claims_technician_id_users_id_fk" FOREIGN KEY ("technician_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "service_visits_ticket_id_idx" ON "service_visits" USING btree ("ticket_id","starts_at");--> statement-breakpoint
CREATE INDEX "service_visits_technician_id_idx" ON "service_visits" USING btree ("technician_id","starts_at");--> statement-breakpoint
CREATE INDEX "service_visits_starts_at_idx" ON "service_visits" USING btree ("starts_at");--> statement-breakpoint
CREATE INDEX "ticket_parts_ticket_id_idx" ON "ticket_parts" USING btree ("ticket_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "visit_technician_claims_unit_idx" ON "visit_technician_claims" USING btree ("technician_id","unit_start");--> statement-breakpoint
CREATE INDEX "visit_technician_claims_visit_id_idx" ON "visit_technician_claims" USING btree ("visit_id");--> statement-breakpoint
ALTER TABLE "slot_claims" ADD CONSTRAINT "slot_claims_visit_id_service_visits_id_fk" FOREIGN KEY ("visit_id") REFERENCES "public"."service_visits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "slot_claims_visit_id_idx" ON "slot_claims" USING btree ("visit_id");--> statement-breakpoint
ALTER TABLE "inventory_adjustments" ADD CONSTRAINT "inventory_adjustments_reason_check" CHECK ("inventory_adjustments"."reason" in ('received', 'damaged', 'lost', 'count_correction', 'order_placed', 'order_cancelled', 'order_expired', 'service_part'));--> statement-breakpoint
ALTER TABLE "slot_claims" ADD CONSTRAINT "slot_claims_holder_check" CHECK (("slot_claims"."appointment_id" is null) <> ("slot_claims"."visit_id" is null));