ALTER TABLE "leads" ADD COLUMN "reached_contacted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "reached_site_visit_scheduled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "reached_proposal_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "reached_won_at" timestamp with time zone;--> statement-breakpoint
-- Hand-written (decision 0219). When each lead first entered each funnel stage, kept by a trigger on the one table
-- that holds the stage history, so whatever writes a stage (the app, a restore, a seed) keeps the funnel's figures.
UPDATE "leads" SET
  "reached_contacted_at" = "reached"."contacted",
  "reached_site_visit_scheduled_at" = "reached"."site_visit_scheduled",
  "reached_proposal_sent_at" = "reached"."proposal_sent",
  "reached_won_at" = "reached"."won"
FROM (
  SELECT "lead_id",
    min("entered_at") FILTER (WHERE "status" = 'contacted') AS "contacted",
    min("entered_at") FILTER (WHERE "status" = 'site_visit_scheduled') AS "site_visit_scheduled",
    min("entered_at") FILTER (WHERE "status" = 'proposal_sent') AS "proposal_sent",
    min("entered_at") FILTER (WHERE "status" = 'won') AS "won"
  FROM "lead_stage_history" WHERE "status" IN ('contacted', 'site_visit_scheduled', 'proposal_sent', 'won')
  GROUP BY "lead_id"
) "reached"
WHERE "reached"."lead_id" = "leads"."id";--> statement-breakpoint
CREATE FUNCTION "leads_stage_reached"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "leads" SET
    "reached_contacted_at" = CASE WHEN NEW."status" = 'contacted'
      THEN least("reached_contacted_at", NEW."entered_at") ELSE "reached_contacted_at" END,
    "reached_site_visit_scheduled_at" = CASE WHEN NEW."status" = 'site_visit_scheduled'
      THEN least("reached_site_visit_scheduled_at", NEW."entered_at") ELSE "reached_site_visit_scheduled_at" END,
    "reached_proposal_sent_at" = CASE WHEN NEW."status" = 'proposal_sent'
      THEN least("reached_proposal_sent_at", NEW."entered_at") ELSE "reached_proposal_sent_at" END,
    "reached_won_at" = CASE WHEN NEW."status" = 'won'
      THEN least("reached_won_at", NEW."entered_at") ELSE "reached_won_at" END
  WHERE "id" = NEW."lead_id";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "lead_stage_history_stage_reached" AFTER INSERT ON "lead_stage_history"
  FOR EACH ROW WHEN (NEW."status" IN ('contacted', 'site_visit_scheduled', 'proposal_sent', 'won'))
  EXECUTE FUNCTION "leads_stage_reached"();
