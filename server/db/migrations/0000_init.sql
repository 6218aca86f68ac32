CREATE TYPE "public"."user_type" AS ENUM('client', 'admin');--> statement-breakpoint
CREATE TYPE "public"."lead_activity_kind" AS ENUM('status_changed', 'note_added', 'assigned', 'task_created', 'task_completed');--> statement-breakpoint
CREATE TYPE "public"."error_report_type" AS ENUM('js_error', 'promise_rejection', 'network_error');--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" uuid NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"user_agent" text
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"username" text NOT NULL,
	"password_hash" text NOT NULL,
	"user_type" "user_type" DEFAULT 'client' NOT NULL,
	"company_name" text,
	"phone" text,
	"disabled" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lead_activities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"lead_id" uuid NOT NULL,
	"actor_id" uuid,
	"kind" "lead_activity_kind" NOT NULL,
	"detail" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lead_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"lead_id" uuid NOT NULL,
	"author_id" uuid,
	"body" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lead_tasks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"lead_id" uuid NOT NULL,
	"assignee_id" uuid,
	"title" text NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "service_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reference" text NOT NULL,
	"source" text NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"is_spam" boolean DEFAULT false NOT NULL,
	"user_id" uuid,
	"page_url" text,
	"ip_hash" text,
	"user_agent" text,
	"idempotency_key" text,
	"customer_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"address" text,
	"property_type" text,
	"service_needed" text,
	"current_electric_bill" text,
	"roof_type" text,
	"roof_age" text,
	"system_size_preference" text,
	"additional_notes" text,
	"shading_issues" text,
	"timeline" text,
	"subscribe_to_newsletter" boolean DEFAULT false NOT NULL,
	"land_size_acres" numeric(12, 2),
	"primary_crop" text,
	"irrigation_system" text,
	"number_of_barns" integer,
	"livestock_operations" text,
	"agricultural_energy_usage" text,
	"number_of_boat_slips" integer,
	"dock_length" numeric(12, 2),
	"has_fuel_station" text,
	"storage_type" text,
	"has_water_pumping" text,
	"marina_energy_usage" text,
	"message" text,
	"assignee_id" uuid,
	"lost_reason" text,
	"first_contacted_at" timestamp with time zone,
	"search_text" text GENERATED ALWAYS AS (lower("service_requests"."customer_name" || chr(10) || "service_requests"."email" || chr(10) || "service_requests"."reference" || chr(10) || coalesce("service_requests"."phone", '') || chr(10) || regexp_replace(coalesce("service_requests"."phone", ''), '[^0-9]', '', 'g'))) STORED NOT NULL,
	CONSTRAINT "service_requests_status_check" CHECK ("service_requests"."status" in ('new', 'contacted', 'site_visit_scheduled', 'proposal_sent', 'won', 'lost')),
	CONSTRAINT "service_requests_lost_reason_check" CHECK ("service_requests"."status" <> 'lost' or "service_requests"."lost_reason" is not null),
	CONSTRAINT "service_requests_source_check" CHECK ("service_requests"."source" in ('consultation_modal', 'service_request_form', 'contact_form')),
	CONSTRAINT "service_requests_required_fields_check" CHECK (case when "service_requests"."source" = 'contact_form' then "service_requests"."message" is not null else "service_requests"."phone" is not null and "service_requests"."address" is not null and "service_requests"."property_type" is not null and "service_requests"."service_needed" is not null end)
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"kind" text NOT NULL,
	"to" text NOT NULL,
	"reply_to" text,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text NOT NULL,
	"headers" jsonb,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"sent_at" timestamp with time zone,
	CONSTRAINT "mail_outbox_status_check" CHECK ("mail_outbox"."status" in ('queued', 'sent', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "newsletter_subscribers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"email" text NOT NULL,
	"name" text,
	"source" text NOT NULL,
	"unsubscribed_at" timestamp with time zone,
	CONSTRAINT "newsletter_subscribers_source_check" CHECK ("newsletter_subscribers"."source" in ('newsletter_form', 'solar_consultation_form'))
);
--> statement-breakpoint
CREATE TABLE "error_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"type" "error_report_type" NOT NULL,
	"message" text NOT NULL,
	"stack" text,
	"url" text NOT NULL,
	"browser" text NOT NULL,
	"user_agent" text NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "performance_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"route" text NOT NULL,
	"page_load_time" double precision,
	"time_to_interactive" double precision,
	"first_contentful_paint" double precision,
	"largest_contentful_paint" double precision,
	"first_input_delay" double precision,
	"interaction_to_next_paint" double precision,
	"cumulative_layout_shift" double precision,
	"time_to_first_byte" double precision,
	"component_metrics" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"user_agent" text NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" varchar(255) PRIMARY KEY NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"expire" bigint
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_activities" ADD CONSTRAINT "lead_activities_lead_id_service_requests_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."service_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_activities" ADD CONSTRAINT "lead_activities_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_notes" ADD CONSTRAINT "lead_notes_lead_id_service_requests_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."service_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_notes" ADD CONSTRAINT "lead_notes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_tasks" ADD CONSTRAINT "lead_tasks_lead_id_service_requests_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."service_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_tasks" ADD CONSTRAINT "lead_tasks_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_requests" ADD CONSTRAINT "service_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_requests" ADD CONSTRAINT "service_requests_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_expires_at_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_lower_idx" ON "users" USING btree (lower("username"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_idx" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "lead_activities_lead_id_created_at_idx" ON "lead_activities" USING btree ("lead_id","created_at");--> statement-breakpoint
CREATE INDEX "lead_notes_lead_id_created_at_idx" ON "lead_notes" USING btree ("lead_id","created_at");--> statement-breakpoint
CREATE INDEX "lead_tasks_lead_id_idx" ON "lead_tasks" USING btree ("lead_id","due_at");--> statement-breakpoint
CREATE INDEX "lead_tasks_open_by_assignee_idx" ON "lead_tasks" USING btree ("assignee_id","due_at") WHERE "lead_tasks"."completed_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "service_requests_reference_idx" ON "service_requests" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "service_requests_idempotency_key_idx" ON "service_requests" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "service_requests_created_at_idx" ON "service_requests" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "service_requests_status_idx" ON "service_requests" USING btree ("status");--> statement-breakpoint
CREATE INDEX "service_requests_email_idx" ON "service_requests" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "service_requests_source_idx" ON "service_requests" USING btree ("source");--> statement-breakpoint
CREATE INDEX "service_requests_customer_name_idx" ON "service_requests" USING btree (lower("customer_name"),"id");--> statement-breakpoint
CREATE INDEX "service_requests_assignee_id_idx" ON "service_requests" USING btree ("assignee_id");--> statement-breakpoint
CREATE INDEX "service_requests_awaiting_contact_idx" ON "service_requests" USING btree ("created_at") WHERE "service_requests"."status" = 'new' and "service_requests"."first_contacted_at" is null and not "service_requests"."is_spam";--> statement-breakpoint
CREATE INDEX "mail_outbox_due_idx" ON "mail_outbox" USING btree ("next_attempt_at") WHERE "mail_outbox"."status" = 'queued';--> statement-breakpoint
CREATE INDEX "mail_outbox_created_at_idx" ON "mail_outbox" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_subscribers_email_lower_idx" ON "newsletter_subscribers" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "error_reports_created_at_idx" ON "error_reports" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "performance_reports_created_at_idx" ON "performance_reports" USING btree ("created_at");