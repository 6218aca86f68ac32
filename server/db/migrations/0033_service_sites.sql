CREATE TABLE "equipment_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"system_id" uuid NOT NULL,
	"category" text NOT NULL,
	"make" text NOT NULL,
	"model" text NOT NULL,
	"serial" text,
	"quantity" integer DEFAULT 1 NOT NULL,
	"product_warranty_years" integer,
	"labour_warranty_years" integer,
	"performance_warranty_years" integer,
	CONSTRAINT "equipment_items_category_check" CHECK ("equipment_items"."category" in ('panel', 'inverter', 'microinverter', 'optimizer', 'battery', 'racking', 'monitoring', 'other')),
	CONSTRAINT "equipment_items_quantity_check" CHECK ("equipment_items"."quantity" > 0),
	CONSTRAINT "equipment_items_warranty_years_check" CHECK (coalesce("equipment_items"."product_warranty_years", 0) between 0 and 50 and coalesce("equipment_items"."labour_warranty_years", 0) between 0 and 50 and coalesce("equipment_items"."performance_warranty_years", 0) between 0 and 50)
);
--> statement-breakpoint
CREATE TABLE "installed_systems" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"site_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"kw_dc" numeric(8, 2),
	"kw_ac" numeric(8, 2),
	"kwh_usable" numeric(8, 2),
	"installed_on" date NOT NULL,
	"installer" text NOT NULL,
	"monitoring_reference" text,
	"project_id" uuid,
	CONSTRAINT "installed_systems_project_id_key" UNIQUE("project_id"),
	CONSTRAINT "installed_systems_kind_check" CHECK ("installed_systems"."kind" in ('solar', 'battery', 'hybrid')),
	CONSTRAINT "installed_systems_installer_check" CHECK ("installed_systems"."installer" in ('us', 'other')),
	CONSTRAINT "installed_systems_sizes_check" CHECK (coalesce("installed_systems"."kw_dc", 0) >= 0 and coalesce("installed_systems"."kw_ac", 0) >= 0 and coalesce("installed_systems"."kwh_usable", 0) >= 0)
);
--> statement-breakpoint
CREATE TABLE "sites" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"customer_id" uuid NOT NULL,
	"line1" text NOT NULL,
	"line2" text,
	"city" text,
	"state" text DEFAULT 'CA' NOT NULL,
	"postal_code" text,
	"utility" text,
	"access_notes" text,
	"contacts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "sites_utility_check" CHECK ("sites"."utility" is null or "sites"."utility" in ('reu', 'shasta-lake', 'pge', 'trinity', 'other'))
);
--> statement-breakpoint
ALTER TABLE "equipment_items" ADD CONSTRAINT "equipment_items_system_id_installed_systems_id_fk" FOREIGN KEY ("system_id") REFERENCES "public"."installed_systems"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "installed_systems" ADD CONSTRAINT "installed_systems_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "installed_systems" ADD CONSTRAINT "installed_systems_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sites" ADD CONSTRAINT "sites_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "equipment_items_system_id_idx" ON "equipment_items" USING btree ("system_id");--> statement-breakpoint
CREATE INDEX "equipment_items_make_model_idx" ON "equipment_items" USING btree (lower("make"),lower("model"));--> statement-breakpoint
CREATE INDEX "installed_systems_site_id_idx" ON "installed_systems" USING btree ("site_id","installed_on");--> statement-breakpoint
CREATE INDEX "sites_customer_id_idx" ON "sites" USING btree ("customer_id","created_at");