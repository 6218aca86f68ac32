CREATE TABLE "customers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text,
	"email" text NOT NULL,
	"email_normalized" text NOT NULL,
	"phone" text,
	"phone_digits" text,
	"company_name" text,
	"addresses" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "customer_id" uuid;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "customer_id" uuid;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "customer_id" uuid;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "customer_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "customer_id" uuid;--> statement-breakpoint
-- Link every existing row to a customer (decision 0114), before the foreign keys hold them to it.
-- 1. Every account is a customer of its own.
UPDATE "users" SET "customer_id" = gen_random_uuid();--> statement-breakpoint
INSERT INTO "customers" ("id", "created_at", "updated_at", "name", "email", "email_normalized", "phone", "company_name")
SELECT "customer_id", "created_at", "updated_at", nullif(trim("first_name" || ' ' || "last_name"), ''), "email",
       lower(trim("email")), "phone", "company_name"
FROM "users";--> statement-breakpoint
-- 2. Every record that concerns a person, with what it says about them.
CREATE TEMPORARY TABLE "person_records" AS
SELECT 'leads'::text AS kind, "id", lower(trim("email")) AS email_normalized, "email", "user_id", "customer_name" AS name,
       "phone", "address", "created_at", NULL::uuid AS customer_id, false AS by_confirmed_address
FROM "leads"
UNION ALL
SELECT 'appointments', "id", lower(trim("email")), "email", "user_id", "customer_name", "phone", "address", "created_at", NULL::uuid, false
FROM "appointments"
UNION ALL
SELECT 'orders', "id", lower(trim("contact_email")), "contact_email", "user_id", "contact_name", "contact_phone",
       concat_ws(', ', a ->> 'line1', nullif(a ->> 'line2', ''), (a ->> 'city') || ', ' || (a ->> 'state') || ' ' || (a ->> 'postalCode'))
         , "created_at", NULL::uuid, false
FROM "orders" CROSS JOIN LATERAL (SELECT coalesce("delivery_address", "billing_address") AS a) address
UNION ALL
SELECT 'newsletter_subscribers', "id", lower(trim("email")), "email", NULL::uuid, "name", NULL::text, NULL::text, "created_at", NULL::uuid, false
FROM "newsletter_subscribers";--> statement-breakpoint
-- 3. A record made signed in belongs to its account's customer.
UPDATE "person_records" r SET "customer_id" = u."customer_id" FROM "users" u WHERE r."user_id" = u."id";--> statement-breakpoint
-- 4. A record made without an account joins an account only through the address that account has confirmed.
UPDATE "person_records" r SET "customer_id" = u."customer_id", "by_confirmed_address" = true
FROM "users" u
WHERE r."customer_id" IS NULL AND lower(u."email") = r."email_normalized" AND u."email_verified_at" IS NOT NULL;--> statement-breakpoint
-- 5. The rest: one customer without an account per address, its facts from the earliest record that gave them.
INSERT INTO "customers" ("id", "created_at", "updated_at", "name", "email", "email_normalized", "phone")
SELECT gen_random_uuid(), min("created_at"), now(),
       (array_agg("name" ORDER BY "created_at", "id") FILTER (WHERE nullif(trim("name"), '') IS NOT NULL))[1],
       (array_agg(trim("email") ORDER BY "created_at", "id"))[1],
       "email_normalized",
       (array_agg("phone" ORDER BY "created_at", "id") FILTER (WHERE nullif(trim("phone"), '') IS NOT NULL))[1]
FROM "person_records" WHERE "customer_id" IS NULL GROUP BY "email_normalized";--> statement-breakpoint
UPDATE "person_records" r SET "customer_id" = c."id"
FROM "customers" c
WHERE r."customer_id" IS NULL AND c."email_normalized" = r."email_normalized"
  AND NOT EXISTS (SELECT 1 FROM "users" u WHERE u."customer_id" = c."id");--> statement-breakpoint
-- 6. What the customers' own records add: a phone, the addresses (first seen first, one per spelling). An account's
--    facts are the account's; a record from its confirmed address adds nothing to them, as at intake.
UPDATE "customers" c SET
  "phone" = coalesce(c."phone", (SELECT r."phone" FROM "person_records" r
                                 WHERE r."customer_id" = c."id" AND NOT r."by_confirmed_address" AND nullif(trim(r."phone"), '') IS NOT NULL
                                 ORDER BY r."created_at", r."id" LIMIT 1)),
  "addresses" = coalesce((SELECT jsonb_agg(a."address" ORDER BY a."first_seen")
                          FROM (SELECT (array_agg(trim(r."address") ORDER BY r."created_at", r."id"))[1] AS address, min(r."created_at") AS first_seen
                                FROM "person_records" r
                                WHERE r."customer_id" = c."id" AND NOT r."by_confirmed_address" AND nullif(trim(r."address"), '') IS NOT NULL
                                GROUP BY lower(regexp_replace(trim(r."address"), '\s+', ' ', 'g'))) a), '[]'::jsonb);--> statement-breakpoint
-- The phone's digits, a US country code dropped (contact-keys.ts).
UPDATE "customers" SET "phone_digits" = CASE WHEN d.digits ~ '^1[0-9]{10}$' THEN substr(d.digits, 2) ELSE nullif(d.digits, '') END
FROM (SELECT "id", regexp_replace(coalesce("phone", ''), '[^0-9]', '', 'g') AS digits FROM "customers") d
WHERE d."id" = "customers"."id";--> statement-breakpoint
-- 7. Every record takes its customer's id.
UPDATE "leads" t SET "customer_id" = r."customer_id" FROM "person_records" r WHERE r."kind" = 'leads' AND r."id" = t."id";--> statement-breakpoint
UPDATE "appointments" t SET "customer_id" = r."customer_id" FROM "person_records" r WHERE r."kind" = 'appointments' AND r."id" = t."id";--> statement-breakpoint
UPDATE "orders" t SET "customer_id" = r."customer_id" FROM "person_records" r WHERE r."kind" = 'orders' AND r."id" = t."id";--> statement-breakpoint
UPDATE "newsletter_subscribers" t SET "customer_id" = r."customer_id" FROM "person_records" r WHERE r."kind" = 'newsletter_subscribers' AND r."id" = t."id";--> statement-breakpoint
DROP TABLE "person_records";--> statement-breakpoint
CREATE INDEX "customers_email_normalized_idx" ON "customers" USING btree ("email_normalized");--> statement-breakpoint
CREATE INDEX "customers_phone_digits_idx" ON "customers" USING btree ("phone_digits");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD CONSTRAINT "newsletter_subscribers_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "users_customer_id_idx" ON "users" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "appointments_customer_id_idx" ON "appointments" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "leads_customer_id_idx" ON "leads" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "newsletter_subscribers_customer_id_idx" ON "newsletter_subscribers" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "orders_customer_id_idx" ON "orders" USING btree ("customer_id");