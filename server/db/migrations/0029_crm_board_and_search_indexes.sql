ALTER TABLE "leads" ADD COLUMN "last_activity_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "customers_listed_idx" ON "customers" USING btree ("created_at" desc,"id" desc) WHERE "customers"."merged_into_id" is null;--> statement-breakpoint
CREATE INDEX "customers_town_idx" ON "customers" USING btree (lower("town")) WHERE "customers"."merged_into_id" is null;--> statement-breakpoint
CREATE INDEX "customers_utility_idx" ON "customers" USING btree ("utility") WHERE "customers"."merged_into_id" is null;--> statement-breakpoint
CREATE INDEX "leads_board_idx" ON "leads" USING btree ("status",coalesce("last_activity_at", "created_at") desc,"id" desc) WHERE not "leads"."is_spam";--> statement-breakpoint
-- Hand-written (decision 0146). Each lead's latest timeline entry, kept by a trigger on the one table that holds the
-- timeline, so whatever writes an entry (the app, a restore) moves the lead up its board column.
UPDATE "leads" SET "last_activity_at" = "latest"."created_at"
FROM (SELECT "lead_id", max("created_at") AS "created_at" FROM "lead_activities" GROUP BY "lead_id") "latest"
WHERE "latest"."lead_id" = "leads"."id";--> statement-breakpoint
CREATE FUNCTION "leads_last_activity_at"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "leads" SET "last_activity_at" = NEW."created_at"
  WHERE "id" = NEW."lead_id" AND ("last_activity_at" IS NULL OR "last_activity_at" < NEW."created_at");
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "lead_activities_last_activity_at" AFTER INSERT ON "lead_activities"
  FOR EACH ROW EXECUTE FUNCTION "leads_last_activity_at"();--> statement-breakpoint
-- The board's counts and amount totals per column, read from the index alone under any of its filters but the search.
CREATE INDEX "leads_board_totals_idx" ON "leads" USING btree ("status")
  INCLUDE ("amount_cents", "assignee_id", "utility", "source", "property_type", "created_at") WHERE NOT "is_spam";--> statement-breakpoint
-- The CRM's customer search: a LIKE '%text%' on search_text, answered by trigrams.
CREATE EXTENSION IF NOT EXISTS "pg_trgm";--> statement-breakpoint
CREATE INDEX "customers_search_text_trgm_idx" ON "customers" USING gin ("search_text" gin_trgm_ops);
