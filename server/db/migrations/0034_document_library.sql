CREATE TABLE "document_passages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"document_id" uuid,
	"project_document_id" uuid,
	"position" integer NOT NULL,
	"heading_path" text NOT NULL,
	"page" integer,
	"body" text NOT NULL,
	"codes" text NOT NULL,
	"search_english" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, heading_path), 'A') || setweight(to_tsvector('english'::regconfig, body), 'B')) STORED NOT NULL,
	"search_codes" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, codes)) STORED NOT NULL,
	CONSTRAINT "document_passages_one_document" CHECK (("document_passages"."document_id" is null) <> ("document_passages"."project_document_id" is null))
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"uploaded_by_id" uuid,
	"title" text NOT NULL,
	"category" text NOT NULL,
	"audience" text NOT NULL,
	"effective_on" date,
	"superseded_by_id" uuid,
	"sample" boolean DEFAULT false NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"pages" integer NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "documents_category_check" CHECK ("documents"."category" in ('warranty', 'manual', 'datasheet', 'incentive', 'utility', 'permitting', 'policy', 'other')),
	CONSTRAINT "documents_audience_check" CHECK ("documents"."audience" in ('public', 'clients', 'staff')),
	CONSTRAINT "documents_content_type_check" CHECK ("documents"."content_type" in ('application/pdf', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'text/markdown', 'text/plain')),
	CONSTRAINT "documents_not_superseded_by_itself" CHECK ("documents"."superseded_by_id" is distinct from "documents"."id")
);
--> statement-breakpoint
CREATE TABLE "project_document_index" (
	"project_document_id" uuid PRIMARY KEY NOT NULL,
	"indexed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"passages" integer NOT NULL,
	"failure" text
);
--> statement-breakpoint
ALTER TABLE "document_passages" ADD CONSTRAINT "document_passages_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_passages" ADD CONSTRAINT "document_passages_project_document_id_project_documents_id_fk" FOREIGN KEY ("project_document_id") REFERENCES "public"."project_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_uploaded_by_id_users_id_fk" FOREIGN KEY ("uploaded_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_superseded_by_id_documents_id_fk" FOREIGN KEY ("superseded_by_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_document_index" ADD CONSTRAINT "project_document_index_project_document_id_project_documents_id_fk" FOREIGN KEY ("project_document_id") REFERENCES "public"."project_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "document_passages_document_id_idx" ON "document_passages" USING btree ("document_id","position");--> statement-breakpoint
CREATE INDEX "document_passages_project_document_id_idx" ON "document_passages" USING btree ("project_document_id","position");--> statement-breakpoint
CREATE INDEX "document_passages_search_english_idx" ON "document_passages" USING gin ("search_english") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "document_passages_search_codes_idx" ON "document_passages" USING gin ("search_codes") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "documents_category_idx" ON "documents" USING btree ("category","title");