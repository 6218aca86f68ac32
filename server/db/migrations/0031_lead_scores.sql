ALTER TABLE "leads" ADD COLUMN "ownership" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "fit_score" integer;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "fit_reasons" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "engagement_score" integer;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "engagement_scored_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "leads_unscored_idx" ON "leads" USING btree ("created_at") WHERE "leads"."fit_score" is null or "leads"."engagement_scored_at" is null;--> statement-breakpoint
CREATE INDEX "leads_engagement_fading_idx" ON "leads" USING btree ("engagement_scored_at") WHERE "leads"."engagement_score" > 0;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_ownership_check" CHECK ("leads"."ownership" in ('owns', 'rents'));--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_fit_score_check" CHECK ("leads"."fit_score" between 0 and 100);--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_engagement_score_check" CHECK ("leads"."engagement_score" between 0 and 100);