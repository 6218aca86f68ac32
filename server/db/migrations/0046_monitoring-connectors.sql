CREATE TABLE "monitoring_connectors" (
	"system_id" uuid PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"provider_site_id" text NOT NULL,
	"sealed_credentials" text NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"fetched_through" date,
	"next_attempt_at" timestamp with time zone,
	"retries" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"last_fetched_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "monitoring_connectors_provider_check" CHECK ("monitoring_connectors"."provider" in ('enphase', 'solaredge')),
	CONSTRAINT "monitoring_connectors_status_check" CHECK ("monitoring_connectors"."status" in ('waiting', 'ok', 'rate-limited', 'failing')),
	CONSTRAINT "monitoring_connectors_retries_check" CHECK ("monitoring_connectors"."retries" >= 0)
);
--> statement-breakpoint
ALTER TABLE "production_readings" DROP CONSTRAINT "production_readings_source_check";--> statement-breakpoint
ALTER TABLE "monitoring_connectors" ADD CONSTRAINT "monitoring_connectors_system_id_installed_systems_id_fk" FOREIGN KEY ("system_id") REFERENCES "public"."installed_systems"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "monitoring_connectors_due_idx" ON "monitoring_connectors" USING btree ("next_attempt_at") WHERE "monitoring_connectors"."enabled";--> statement-breakpoint
ALTER TABLE "production_readings" ADD CONSTRAINT "production_readings_source_check" CHECK ("production_readings"."source" in ('manual', 'plain', 'enphase', 'solaredge', 'enphase-api', 'solaredge-api'));