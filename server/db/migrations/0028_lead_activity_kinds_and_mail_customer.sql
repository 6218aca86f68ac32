ALTER TABLE "mail_outbox" ADD COLUMN "customer_id" uuid;--> statement-breakpoint
ALTER TABLE "lead_notes" ADD COLUMN "kind" text DEFAULT 'note' NOT NULL;--> statement-breakpoint
ALTER TABLE "lead_notes" ADD COLUMN "outcome" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mail_outbox_customer_id_idx" ON "mail_outbox" USING btree ("customer_id","created_at");--> statement-breakpoint
ALTER TABLE "lead_notes" ADD CONSTRAINT "lead_notes_kind_check" CHECK ("lead_notes"."kind" in ('note', 'call', 'meeting', 'email'));--> statement-breakpoint
ALTER TABLE "lead_notes" ADD CONSTRAINT "lead_notes_outcome_check" CHECK ("lead_notes"."outcome" in ('reached', 'no_answer', 'left_message', 'interested', 'not_interested', 'follow_up'));