-- Stock reasons gain 'lost'; a lead keeps the panel size and battery an order named (docs/decisions/0095).
-- A staff resend is a copy of a mail: resend_of names the first mail, resent_by who resent it (docs/decisions/0096).
-- An upload to-do may name the kind of document it asks for (docs/decisions/0097).
ALTER TABLE "inventory_adjustments" DROP CONSTRAINT "inventory_adjustments_reason_check";--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "system_size_kw" numeric(8, 2);--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "battery_kwh" numeric(8, 2);--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "resend_of" uuid;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "resent_by" uuid;--> statement-breakpoint
ALTER TABLE "project_action_items" ADD COLUMN "category" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_resend_of_mail_outbox_id_fk" FOREIGN KEY ("resend_of") REFERENCES "public"."mail_outbox"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_resent_by_users_id_fk" FOREIGN KEY ("resent_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mail_outbox_resend_of_idx" ON "mail_outbox" USING btree ("resend_of");--> statement-breakpoint
ALTER TABLE "inventory_adjustments" ADD CONSTRAINT "inventory_adjustments_reason_check" CHECK ("inventory_adjustments"."reason" in ('received', 'damaged', 'lost', 'count_correction', 'order_placed', 'order_cancelled', 'order_expired'));--> statement-breakpoint
ALTER TABLE "project_action_items" ADD CONSTRAINT "project_action_items_category_check" CHECK ("project_action_items"."category" is null or ("project_action_items"."category" in ('utility_bill', 'photo', 'signed_form', 'other') and "project_action_items"."kind" = 'upload'));