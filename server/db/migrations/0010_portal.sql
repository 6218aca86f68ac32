CREATE TABLE "portal_mail_settings" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"project_news" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_action_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"project_id" uuid NOT NULL,
	"created_by_id" uuid,
	"title" text NOT NULL,
	"kind" text NOT NULL,
	"due_on" date,
	"completed_at" timestamp with time zone,
	"completed_by_id" uuid,
	"document_id" uuid,
	CONSTRAINT "project_action_items_kind_check" CHECK ("project_action_items"."kind" in ('upload', 'confirm'))
);
--> statement-breakpoint
CREATE TABLE "project_document_files" (
	"document_id" uuid PRIMARY KEY NOT NULL,
	"content" "bytea" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"project_id" uuid NOT NULL,
	"uploaded_by_id" uuid,
	"uploaded_by_side" text NOT NULL,
	"name" text NOT NULL,
	"category" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	CONSTRAINT "project_documents_category_check" CHECK ("project_documents"."category" in ('contract', 'plan_set', 'permit', 'inspection_card', 'permission_to_operate', 'warranty', 'invoice', 'utility_bill', 'photo', 'signed_form', 'other')),
	CONSTRAINT "project_documents_side_check" CHECK ("project_documents"."uploaded_by_side" in ('client', 'staff'))
);
--> statement-breakpoint
CREATE TABLE "project_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"project_id" uuid NOT NULL,
	"author_id" uuid,
	"author_side" text NOT NULL,
	"body" text NOT NULL,
	"read_at" timestamp with time zone,
	"notified_at" timestamp with time zone,
	CONSTRAINT "project_messages_side_check" CHECK ("project_messages"."author_side" in ('client', 'staff'))
);
--> statement-breakpoint
CREATE TABLE "project_stages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"explanation" text NOT NULL,
	"state" text DEFAULT 'upcoming' NOT NULL,
	"planned_on" date,
	"completed_on" date,
	"waiting_on" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_stages_state_check" CHECK ("project_stages"."state" in ('upcoming', 'current', 'done', 'skipped')),
	CONSTRAINT "project_stages_waiting_on_check" CHECK ("project_stages"."waiting_on" is null or "project_stages"."waiting_on" in ('company', 'client', 'authority', 'utility'))
);
--> statement-breakpoint
CREATE TABLE "project_updates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"project_id" uuid NOT NULL,
	"author_id" uuid,
	"body" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "projects" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"client_id" uuid NOT NULL,
	"lead_id" uuid,
	"title" text NOT NULL,
	"type" text NOT NULL,
	"site_address" text NOT NULL,
	"system_size_kw" numeric(8, 2),
	"battery_kwh" numeric(8, 2),
	"utility" text,
	"project_manager_id" uuid,
	CONSTRAINT "projects_type_check" CHECK ("projects"."type" in ('installation', 'repair', 'maintenance', 'battery_retrofit', 'orphaned_system_rescue')),
	CONSTRAINT "projects_utility_check" CHECK ("projects"."utility" is null or "projects"."utility" in ('reu', 'shasta-lake', 'pge', 'trinity', 'other'))
);
--> statement-breakpoint
ALTER TABLE "portal_mail_settings" ADD CONSTRAINT "portal_mail_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_action_items" ADD CONSTRAINT "project_action_items_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_action_items" ADD CONSTRAINT "project_action_items_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_action_items" ADD CONSTRAINT "project_action_items_completed_by_id_users_id_fk" FOREIGN KEY ("completed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_action_items" ADD CONSTRAINT "project_action_items_document_id_project_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."project_documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_document_files" ADD CONSTRAINT "project_document_files_document_id_project_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."project_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_documents" ADD CONSTRAINT "project_documents_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_documents" ADD CONSTRAINT "project_documents_uploaded_by_id_users_id_fk" FOREIGN KEY ("uploaded_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_messages" ADD CONSTRAINT "project_messages_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_messages" ADD CONSTRAINT "project_messages_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_stages" ADD CONSTRAINT "project_stages_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_updates" ADD CONSTRAINT "project_updates_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_updates" ADD CONSTRAINT "project_updates_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_project_manager_id_users_id_fk" FOREIGN KEY ("project_manager_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "project_action_items_project_id_idx" ON "project_action_items" USING btree ("project_id","created_at");--> statement-breakpoint
CREATE INDEX "project_action_items_open_idx" ON "project_action_items" USING btree ("project_id") WHERE "project_action_items"."completed_at" is null;--> statement-breakpoint
CREATE INDEX "project_documents_project_id_created_at_idx" ON "project_documents" USING btree ("project_id","created_at");--> statement-breakpoint
CREATE INDEX "project_messages_project_id_created_at_idx" ON "project_messages" USING btree ("project_id","created_at");--> statement-breakpoint
CREATE INDEX "project_messages_unread_idx" ON "project_messages" USING btree ("project_id","author_side","created_at") WHERE "project_messages"."read_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "project_stages_project_id_position_idx" ON "project_stages" USING btree ("project_id","position");--> statement-breakpoint
CREATE INDEX "project_updates_project_id_created_at_idx" ON "project_updates" USING btree ("project_id","created_at");--> statement-breakpoint
CREATE INDEX "projects_client_id_idx" ON "projects" USING btree ("client_id","updated_at");--> statement-breakpoint
CREATE INDEX "projects_updated_at_idx" ON "projects" USING btree ("updated_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "projects_lead_id_idx" ON "projects" USING btree ("lead_id");