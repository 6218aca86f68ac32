ALTER TABLE "lead_notes" ADD COLUMN "kind" text DEFAULT 'note' NOT NULL;--> statement-breakpoint
ALTER TABLE "lead_notes" ADD COLUMN "outcome" text;--> statement-breakpoint
ALTER TABLE "lead_notes" ADD CONSTRAINT "lead_notes_kind_check" CHECK ("lead_notes"."kind" in ('note', 'call', 'meeting', 'email'));--> statement-breakpoint
ALTER TABLE "lead_notes" ADD CONSTRAINT "lead_notes_outcome_check" CHECK ("lead_notes"."outcome" in ('reached', 'no_answer', 'left_message', 'interested', 'not_interested', 'follow_up'));