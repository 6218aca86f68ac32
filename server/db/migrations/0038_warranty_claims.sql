CREATE TABLE "warranty_claim_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"claim_id" uuid NOT NULL,
	"equipment_item_id" uuid,
	"description" text NOT NULL,
	"old_serial" text,
	"new_serial" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "warranty_claims" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ticket_id" uuid NOT NULL,
	"manufacturer" text NOT NULL,
	"rma_number" text,
	"replaced_on" date NOT NULL,
	"amount_cents" integer,
	"claim_deadline" date NOT NULL,
	"deadline_rule" text NOT NULL,
	"state" text DEFAULT 'to_claim' NOT NULL,
	"claimed_on" date,
	"paid_on" date,
	"rejected_on" date,
	"recorded_by" uuid,
	CONSTRAINT "warranty_claims_state_check" CHECK ("warranty_claims"."state" in ('to_claim', 'claimed', 'paid', 'rejected')),
	CONSTRAINT "warranty_claims_deadline_rule_check" CHECK ("warranty_claims"."deadline_rule" in ('enphase', 'default')),
	CONSTRAINT "warranty_claims_amount_check" CHECK ("warranty_claims"."amount_cents" is null or "warranty_claims"."amount_cents" >= 0),
	CONSTRAINT "warranty_claims_state_dates_check" CHECK (("warranty_claims"."state" = 'to_claim') = ("warranty_claims"."claimed_on" is null and "warranty_claims"."rejected_on" is null) and ("warranty_claims"."state" = 'paid') = ("warranty_claims"."paid_on" is not null) and ("warranty_claims"."state" = 'rejected') = ("warranty_claims"."rejected_on" is not null) and ("warranty_claims"."state" not in ('claimed', 'paid') or "warranty_claims"."claimed_on" is not null))
);
--> statement-breakpoint
ALTER TABLE "warranty_claim_items" ADD CONSTRAINT "warranty_claim_items_claim_id_warranty_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."warranty_claims"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warranty_claim_items" ADD CONSTRAINT "warranty_claim_items_equipment_item_id_equipment_items_id_fk" FOREIGN KEY ("equipment_item_id") REFERENCES "public"."equipment_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warranty_claims" ADD CONSTRAINT "warranty_claims_ticket_id_service_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."service_tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warranty_claims" ADD CONSTRAINT "warranty_claims_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "warranty_claim_items_claim_id_idx" ON "warranty_claim_items" USING btree ("claim_id","position");--> statement-breakpoint
CREATE INDEX "warranty_claim_items_equipment_item_id_idx" ON "warranty_claim_items" USING btree ("equipment_item_id");--> statement-breakpoint
CREATE INDEX "warranty_claims_ticket_id_idx" ON "warranty_claims" USING btree ("ticket_id","created_at");--> statement-breakpoint
CREATE INDEX "warranty_claims_state_deadline_idx" ON "warranty_claims" USING btree ("state","claim_deadline");