ALTER TABLE "customers" ADD COLUMN "town" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "utility" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "property_type" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "owner_id" uuid;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "tags" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "merged_into_id" uuid;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce("customers"."name", '') || chr(10) || "customers"."email" || chr(10) || coalesce("customers"."phone_digits", '') || chr(10) || coalesce("customers"."company_name", ''))) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "customers_owner_id_idx" ON "customers" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "customers_tags_idx" ON "customers" USING gin ("tags");--> statement-breakpoint
CREATE INDEX "customers_merged_into_id_idx" ON "customers" USING btree ("merged_into_id");--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_utility_check" CHECK ("customers"."utility" is null or "customers"."utility" in ('reu', 'shasta-lake', 'pge', 'trinity', 'other'));--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_property_type_check" CHECK ("customers"."property_type" is null or "customers"."property_type" in ('Residential', 'Commercial', 'Industrial', 'Agricultural', 'Marina'));--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_tags_check" CHECK (cardinality("customers"."tags") <= 20);--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_merged_into_check" CHECK ("customers"."merged_into_id" is null or "customers"."merged_into_id" <> "customers"."id");--> statement-breakpoint
-- hand-written: the CRM fields of existing customers from their leads, newest first: the property type and the
-- service-area town (with its utility, app/content/company.ts) that the newest lead giving one named, and the owner
-- the newest assigned lead's assignee. The town is the service-area town named last in the address, as townOfAddress
-- (service-town.ts) reads it.
WITH "towns" ("town", "utility") AS (
  VALUES ('Redding', 'reu'), ('Anderson', 'pge'), ('Shasta Lake', 'shasta-lake'), ('Palo Cedro', 'pge'),
    ('Cottonwood', 'pge'), ('Red Bluff', 'pge'), ('Burney', 'pge'), ('Weaverville', 'trinity'), ('Millville', 'pge'),
    ('Bella Vista', 'pge'), ('Shingletown', 'pge'), ('Corning', 'pge')
), "lead_towns" AS (
  SELECT DISTINCT ON ("leads"."customer_id") "leads"."customer_id", "town"."town", "town"."utility"
  FROM "leads"
  CROSS JOIN LATERAL (
    SELECT "towns"."town", "towns"."utility" FROM "towns"
    WHERE "leads"."address" ~* ('\m' || "towns"."town" || '\M')
    ORDER BY strpos(lower("leads"."address"), lower("towns"."town")) DESC
    LIMIT 1
  ) "town"
  WHERE "leads"."customer_id" IS NOT NULL
  ORDER BY "leads"."customer_id", "leads"."created_at" DESC, "leads"."id" DESC
)
UPDATE "customers" SET "town" = "lead_towns"."town", "utility" = "lead_towns"."utility"
FROM "lead_towns" WHERE "lead_towns"."customer_id" = "customers"."id";--> statement-breakpoint
UPDATE "customers" SET "property_type" = "newest"."property_type"
FROM (
  SELECT DISTINCT ON ("customer_id") "customer_id", "property_type" FROM "leads"
  WHERE "customer_id" IS NOT NULL
    AND "property_type" IN ('Residential', 'Commercial', 'Industrial', 'Agricultural', 'Marina')
  ORDER BY "customer_id", "created_at" DESC, "id" DESC
) "newest"
WHERE "newest"."customer_id" = "customers"."id";--> statement-breakpoint
UPDATE "customers" SET "owner_id" = "newest"."assignee_id"
FROM (
  SELECT DISTINCT ON ("customer_id") "customer_id", "assignee_id" FROM "leads"
  WHERE "customer_id" IS NOT NULL AND "assignee_id" IS NOT NULL
  ORDER BY "customer_id", "created_at" DESC, "id" DESC
) "newest"
WHERE "newest"."customer_id" = "customers"."id";
