CREATE TABLE "demo_records" (
	"table_name" text NOT NULL,
	"record_key" text NOT NULL,
	CONSTRAINT "demo_records_table_name_record_key_pk" PRIMARY KEY("table_name","record_key")
);
