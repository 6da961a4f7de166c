CREATE TABLE "syt_audit_log" (
	"id" text PRIMARY KEY NOT NULL,
	"entity" text NOT NULL,
	"record_id" text,
	"action" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"account_id" text,
	"humancode" text,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "syt_audit_log_entity_ix" ON "syt_audit_log" USING btree ("entity","record_id");--> statement-breakpoint
CREATE INDEX "syt_audit_log_created_ix" ON "syt_audit_log" USING btree ("created_at");