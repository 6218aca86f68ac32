CREATE TABLE "referral_rewards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"referrer_id" uuid NOT NULL,
	"referred_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"amount_cents" integer NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"paid_by_id" uuid,
	CONSTRAINT "referral_rewards_amount_check" CHECK ("referral_rewards"."amount_cents" > 0),
	CONSTRAINT "referral_rewards_paid_check" CHECK ("referral_rewards"."paid_by_id" is null or "referral_rewards"."paid_at" is not null)
);
--> statement-breakpoint
ALTER TABLE "lead_activities" ALTER COLUMN "lead_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "lead_notes" ALTER COLUMN "lead_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "lead_tasks" ALTER COLUMN "lead_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "referred_by_id" uuid;--> statement-breakpoint
ALTER TABLE "lead_activities" ADD COLUMN "customer_id" uuid;--> statement-breakpoint
ALTER TABLE "lead_notes" ADD COLUMN "customer_id" uuid;--> statement-breakpoint
ALTER TABLE "lead_tasks" ADD COLUMN "customer_id" uuid;--> statement-breakpoint
ALTER TABLE "referral_rewards" ADD CONSTRAINT "referral_rewards_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_rewards" ADD CONSTRAINT "referral_rewards_paid_by_id_users_id_fk" FOREIGN KEY ("paid_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "referral_rewards_project_id_idx" ON "referral_rewards" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "referral_rewards_referrer_id_idx" ON "referral_rewards" USING btree ("referrer_id");--> statement-breakpoint
CREATE INDEX "referral_rewards_referred_id_idx" ON "referral_rewards" USING btree ("referred_id");--> statement-breakpoint
CREATE INDEX "referral_rewards_due_at_idx" ON "referral_rewards" USING btree ("due_at","id");--> statement-breakpoint
ALTER TABLE "lead_activities" ADD CONSTRAINT "lead_activities_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_notes" ADD CONSTRAINT "lead_notes_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_tasks" ADD CONSTRAINT "lead_tasks_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customers_referred_by_id_idx" ON "customers" USING btree ("referred_by_id");--> statement-breakpoint
CREATE INDEX "lead_activities_customer_id_created_at_idx" ON "lead_activities" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "lead_notes_customer_id_idx" ON "lead_notes" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "lead_tasks_customer_id_idx" ON "lead_tasks" USING btree ("customer_id","due_at");--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_referred_by_check" CHECK ("customers"."referred_by_id" is null or "customers"."referred_by_id" <> "customers"."id");--> statement-breakpoint
ALTER TABLE "lead_activities" ADD CONSTRAINT "lead_activities_subject_check" CHECK (num_nonnulls("lead_activities"."lead_id", "lead_activities"."customer_id") = 1);--> statement-breakpoint
ALTER TABLE "lead_notes" ADD CONSTRAINT "lead_notes_subject_check" CHECK (num_nonnulls("lead_notes"."lead_id", "lead_notes"."customer_id") = 1);--> statement-breakpoint
ALTER TABLE "lead_tasks" ADD CONSTRAINT "lead_tasks_subject_check" CHECK (num_nonnulls("lead_tasks"."lead_id", "lead_tasks"."customer_id") = 1);