CREATE TABLE "plan_visits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"plan_id" uuid NOT NULL,
	"visit_key" text NOT NULL,
	"occurrence" integer NOT NULL,
	"title" text NOT NULL,
	"scheduled_on" date NOT NULL,
	"due_on" date NOT NULL,
	"state" text DEFAULT 'due' NOT NULL,
	"ticket_id" uuid,
	"service_visit_id" uuid,
	"done_on" date,
	"checklist" jsonb,
	"notes" text,
	CONSTRAINT "plan_visits_occurrence_key" UNIQUE("plan_id","visit_key","occurrence"),
	CONSTRAINT "plan_visits_state_check" CHECK ("plan_visits"."state" in ('due', 'booked', 'done', 'cancelled')),
	CONSTRAINT "plan_visits_booking_check" CHECK (("plan_visits"."state" <> 'due' or "plan_visits"."service_visit_id" is null) and ("plan_visits"."state" <> 'booked' or "plan_visits"."service_visit_id" is not null)),
	CONSTRAINT "plan_visits_done_check" CHECK (("plan_visits"."state" = 'done') = ("plan_visits"."done_on" is not null))
);
--> statement-breakpoint
CREATE TABLE "site_plans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"site_id" uuid NOT NULL,
	"template_id" text NOT NULL,
	"price_cents" integer NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"anchor_day" smallint NOT NULL,
	"state" text DEFAULT 'active' NOT NULL,
	"renews_plan_id" uuid,
	"order_line_id" uuid,
	"sold_by" uuid,
	"visits_until" date NOT NULL,
	CONSTRAINT "site_plans_renews_plan_id_key" UNIQUE("renews_plan_id"),
	CONSTRAINT "site_plans_order_line_id_key" UNIQUE("order_line_id"),
	CONSTRAINT "site_plans_template_id_check" CHECK ("site_plans"."template_id" in ('annual-check-up', 'three-year-care', 'marina-care')),
	CONSTRAINT "site_plans_state_check" CHECK ("site_plans"."state" in ('active', 'cancelled')),
	CONSTRAINT "site_plans_term_check" CHECK ("site_plans"."ends_on" >= "site_plans"."starts_on"),
	CONSTRAINT "site_plans_anchor_day_check" CHECK ("site_plans"."anchor_day" between 1 and 31),
	CONSTRAINT "site_plans_price_check" CHECK ("site_plans"."price_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "plan_visits" ADD CONSTRAINT "plan_visits_plan_id_site_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."site_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_visits" ADD CONSTRAINT "plan_visits_ticket_id_service_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."service_tickets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_plans" ADD CONSTRAINT "site_plans_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_plans" ADD CONSTRAINT "site_plans_renews_plan_id_site_plans_id_fk" FOREIGN KEY ("renews_plan_id") REFERENCES "public"."site_plans"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_plans" ADD CONSTRAINT "site_plans_sold_by_users_id_fk" FOREIGN KEY ("sold_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "plan_visits_due_on_idx" ON "plan_visits" USING btree ("due_on") WHERE "plan_visits"."state" = 'due';--> statement-breakpoint
CREATE INDEX "plan_visits_plan_id_idx" ON "plan_visits" USING btree ("plan_id","due_on");--> statement-breakpoint
CREATE INDEX "site_plans_site_id_idx" ON "site_plans" USING btree ("site_id","starts_on");--> statement-breakpoint
CREATE INDEX "site_plans_visits_until_idx" ON "site_plans" USING btree ("visits_until") WHERE "site_plans"."state" = 'active' and "site_plans"."visits_until" <= "site_plans"."ends_on";