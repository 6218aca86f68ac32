CREATE TABLE "staff_settings" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"sales_lead_access" text NOT NULL,
	"sales_sees_amounts" boolean NOT NULL,
	"audit_retention_days" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "staff_settings_one_row_check" CHECK ("staff_settings"."id"),
	CONSTRAINT "staff_settings_sales_lead_access_check" CHECK ("staff_settings"."sales_lead_access" in ('own', 'any')),
	CONSTRAINT "staff_settings_audit_retention_days_check" CHECK ("staff_settings"."audit_retention_days" between 1 and 36500)
);
--> statement-breakpoint
ALTER TABLE "staff_settings" ADD CONSTRAINT "staff_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;