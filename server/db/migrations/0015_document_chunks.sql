-- A document's bytes move from one bytea value per document into chunks of 256 KB (decision 0065).
CREATE TABLE "project_document_chunks" (
	"document_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"content" "bytea" NOT NULL,
	CONSTRAINT "project_document_chunks_document_id_seq_pk" PRIMARY KEY("document_id","seq")
);
--> statement-breakpoint
INSERT INTO "project_document_chunks" ("document_id", "seq", "content")
SELECT f."document_id", piece.seq, substring(f."content" from piece.seq * 262144 + 1 for 262144)
FROM "project_document_files" f
CROSS JOIN LATERAL generate_series(0, greatest(length(f."content") - 1, 0) / 262144) AS piece(seq);
--> statement-breakpoint
ALTER TABLE "project_documents" ADD COLUMN "sha256" text;
--> statement-breakpoint
UPDATE "project_documents" d SET "sha256" = encode(sha256(f."content"), 'hex')
FROM "project_document_files" f WHERE f."document_id" = d."id";
--> statement-breakpoint
-- A document without bytes (none should exist: the file row was written with it) gets the hash of nothing.
UPDATE "project_documents" SET "sha256" = encode(sha256(''::bytea), 'hex') WHERE "sha256" IS NULL;
--> statement-breakpoint
ALTER TABLE "project_documents" ALTER COLUMN "sha256" SET NOT NULL;
--> statement-breakpoint
DROP TABLE "project_document_files" CASCADE;
