ALTER TABLE "lead_notes" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "lead_tasks" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "lead_notes_idempotency_key_idx" ON "lead_notes" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "lead_tasks_idempotency_key_idx" ON "lead_tasks" USING btree ("idempotency_key");