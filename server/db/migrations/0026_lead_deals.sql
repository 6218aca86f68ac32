CREATE TABLE "lead_stage_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lead_id" uuid NOT NULL,
	"status" text NOT NULL,
	"entered_at" timestamp with time zone NOT NULL,
	"left_at" timestamp with time zone,
	"changed_by_id" uuid,
	CONSTRAINT "lead_stage_history_status_check" CHECK ("lead_stage_history"."status" in ('new', 'contacted', 'site_visit_scheduled', 'proposal_sent', 'won', 'lost')),
	CONSTRAINT "lead_stage_history_left_after_entered_check" CHECK ("lead_stage_history"."left_at" >= "lead_stage_history"."entered_at")
);
--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "amount_cents" integer;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "expected_close_on" date;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "waiting_on" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "utility" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "won_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "lead_stage_history" ADD CONSTRAINT "lead_stage_history_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_stage_history" ADD CONSTRAINT "lead_stage_history_changed_by_id_users_id_fk" FOREIGN KEY ("changed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "lead_stage_history_open_idx" ON "lead_stage_history" USING btree ("lead_id") WHERE "lead_stage_history"."left_at" is null;--> statement-breakpoint
CREATE INDEX "lead_stage_history_lead_id_entered_at_idx" ON "lead_stage_history" USING btree ("lead_id","entered_at");--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_amount_cents_check" CHECK ("leads"."amount_cents" >= 0);--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_waiting_on_check" CHECK ("leads"."waiting_on" in ('us', 'customer', 'authority', 'utility'));--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_utility_check" CHECK ("leads"."utility" in ('reu', 'shasta-lake', 'pge', 'trinity', 'other'));--> statement-breakpoint
-- hand-written: every existing lead has been at its status since it arrived (the nearest known time), and the
-- utility a calculator's snapshot named is the lead's.
INSERT INTO "lead_stage_history" ("lead_id", "status", "entered_at") SELECT "id", "status", "created_at" FROM "leads";--> statement-breakpoint
UPDATE "leads" SET "utility" = "calculator_snapshot"->'inputs'->>'utility' WHERE "calculator_snapshot"->'inputs'->>'utility' IN ('reu', 'shasta-lake', 'pge', 'trinity', 'other');
