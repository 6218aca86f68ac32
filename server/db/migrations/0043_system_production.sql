CREATE TABLE "production_alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"system_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"ticket_id" uuid NOT NULL,
	"opened_on" date NOT NULL,
	"last_seen_on" date NOT NULL,
	"resolved_on" date,
	CONSTRAINT "production_alerts_kind_check" CHECK ("production_alerts"."kind" in ('no-data', 'zero-production', 'underperforming'))
);
--> statement-breakpoint
CREATE TABLE "production_readings" (
	"system_id" uuid NOT NULL,
	"day" date NOT NULL,
	"kwh" numeric(10, 3) NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "production_readings_pkey" PRIMARY KEY("system_id","day"),
	CONSTRAINT "production_readings_kwh_check" CHECK ("production_readings"."kwh" >= 0),
	CONSTRAINT "production_readings_source_check" CHECK ("production_readings"."source" in ('manual', 'plain', 'enphase', 'solaredge'))
);
--> statement-breakpoint
CREATE TABLE "shutoff_days" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"day" date NOT NULL,
	"city" text NOT NULL,
	"note" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "system_monitoring" (
	"system_id" uuid PRIMARY KEY NOT NULL,
	"orientation" text,
	"tilt" text,
	"shading" text,
	"muted_until" date,
	"mute_reason" text,
	"muted_by" uuid,
	"checked_on" date,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "system_monitoring_orientation_check" CHECK ("system_monitoring"."orientation" is null or "system_monitoring"."orientation" in ('s', 'se', 'sw', 'e', 'w')),
	CONSTRAINT "system_monitoring_tilt_check" CHECK ("system_monitoring"."tilt" is null or "system_monitoring"."tilt" in ('flat', 'low', 'steep')),
	CONSTRAINT "system_monitoring_shading_check" CHECK ("system_monitoring"."shading" is null or "system_monitoring"."shading" in ('none', 'light', 'heavy')),
	CONSTRAINT "system_monitoring_mute_check" CHECK (("system_monitoring"."muted_until" is null) = ("system_monitoring"."mute_reason" is null))
);
--> statement-breakpoint
ALTER TABLE "production_alerts" ADD CONSTRAINT "production_alerts_system_id_installed_systems_id_fk" FOREIGN KEY ("system_id") REFERENCES "public"."installed_systems"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_alerts" ADD CONSTRAINT "production_alerts_ticket_id_service_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."service_tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_readings" ADD CONSTRAINT "production_readings_system_id_installed_systems_id_fk" FOREIGN KEY ("system_id") REFERENCES "public"."installed_systems"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "system_monitoring" ADD CONSTRAINT "system_monitoring_system_id_installed_systems_id_fk" FOREIGN KEY ("system_id") REFERENCES "public"."installed_systems"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "system_monitoring" ADD CONSTRAINT "system_monitoring_muted_by_users_id_fk" FOREIGN KEY ("muted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "production_alerts_open_idx" ON "production_alerts" USING btree ("system_id","kind") WHERE "production_alerts"."resolved_on" is null;--> statement-breakpoint
CREATE INDEX "production_alerts_ticket_id_idx" ON "production_alerts" USING btree ("ticket_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shutoff_days_day_city_idx" ON "shutoff_days" USING btree ("day",lower("city"));--> statement-breakpoint
CREATE INDEX "system_monitoring_checked_on_idx" ON "system_monitoring" USING btree ("checked_on");