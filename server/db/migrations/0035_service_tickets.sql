CREATE TABLE "service_tickets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reference" text NOT NULL,
	"customer_id" uuid NOT NULL,
	"site_id" uuid NOT NULL,
	"system_id" uuid,
	"type" text NOT NULL,
	"priority" text NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"description" text NOT NULL,
	"origin" text NOT NULL,
	"opened_by" uuid,
	"lead_id" uuid,
	"technician_id" uuid,
	"response_due_at" timestamp with time zone,
	"resolution_due_at" timestamp with time zone,
	"responded_at" timestamp with time zone,
	"resolved_at" timestamp with time zone,
	"response_state" text DEFAULT 'running' NOT NULL,
	"resolution_state" text DEFAULT 'running' NOT NULL,
	"resolution_notes" text,
	"signed_off_by" text,
	"signed_off_at" timestamp with time zone,
	"idempotency_key" text,
	"request_fingerprint" text,
	CONSTRAINT "service_tickets_type_check" CHECK ("service_tickets"."type" in ('repair', 'emergency', 'inspection', 'orphaned_system_rescue', 'warranty', 'other')),
	CONSTRAINT "service_tickets_priority_check" CHECK ("service_tickets"."priority" in ('urgent', 'high', 'normal', 'low')),
	CONSTRAINT "service_tickets_status_check" CHECK ("service_tickets"."status" in ('new', 'scheduled', 'in_progress', 'waiting_customer', 'waiting_parts', 'resolved', 'closed')),
	CONSTRAINT "service_tickets_origin_check" CHECK ("service_tickets"."origin" in ('portal', 'staff', 'monitoring')),
	CONSTRAINT "service_tickets_response_state_check" CHECK ("service_tickets"."response_state" in ('running', 'paused', 'met', 'breached', 'ended')),
	CONSTRAINT "service_tickets_resolution_state_check" CHECK ("service_tickets"."resolution_state" in ('running', 'paused', 'met', 'breached', 'ended')),
	CONSTRAINT "service_tickets_sign_off_check" CHECK (("service_tickets"."signed_off_by" is null) = ("service_tickets"."signed_off_at" is null))
);
--> statement-breakpoint
CREATE TABLE "ticket_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "ticket_events_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"ticket_id" uuid NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"kind" text NOT NULL,
	"status" text,
	"actor_kind" text NOT NULL,
	"actor_id" uuid,
	"note" text,
	CONSTRAINT "ticket_events_kind_check" CHECK ("ticket_events"."kind" in ('status', 'contact', 'note', 'assignment', 'visit', 'part', 'photo')),
	CONSTRAINT "ticket_events_actor_kind_check" CHECK ("ticket_events"."actor_kind" in ('staff', 'customer', 'system')),
	CONSTRAINT "ticket_events_status_check" CHECK (("ticket_events"."kind" = 'status') = ("ticket_events"."status" is not null) and ("ticket_events"."status" is null or "ticket_events"."status" in ('new', 'scheduled', 'in_progress', 'waiting_customer', 'waiting_parts', 'resolved', 'closed')))
);
--> statement-breakpoint
ALTER TABLE "service_tickets" ADD CONSTRAINT "service_tickets_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_tickets" ADD CONSTRAINT "service_tickets_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_tickets" ADD CONSTRAINT "service_tickets_system_id_installed_systems_id_fk" FOREIGN KEY ("system_id") REFERENCES "public"."installed_systems"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_tickets" ADD CONSTRAINT "service_tickets_opened_by_users_id_fk" FOREIGN KEY ("opened_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_tickets" ADD CONSTRAINT "service_tickets_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_tickets" ADD CONSTRAINT "service_tickets_technician_id_users_id_fk" FOREIGN KEY ("technician_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_events" ADD CONSTRAINT "ticket_events_ticket_id_service_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."service_tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_events" ADD CONSTRAINT "ticket_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "service_tickets_reference_idx" ON "service_tickets" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "service_tickets_idempotency_key_idx" ON "service_tickets" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "service_tickets_customer_id_idx" ON "service_tickets" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "service_tickets_site_id_idx" ON "service_tickets" USING btree ("site_id","created_at");--> statement-breakpoint
CREATE INDEX "service_tickets_system_id_idx" ON "service_tickets" USING btree ("system_id");--> statement-breakpoint
CREATE INDEX "service_tickets_technician_id_idx" ON "service_tickets" USING btree ("technician_id","status");--> statement-breakpoint
CREATE INDEX "service_tickets_status_idx" ON "service_tickets" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "service_tickets_open_due_idx" ON "service_tickets" USING btree ("resolution_due_at") WHERE "service_tickets"."status" not in ('resolved', 'closed');--> statement-breakpoint
CREATE INDEX "ticket_events_ticket_id_idx" ON "ticket_events" USING btree ("ticket_id","at","seq");