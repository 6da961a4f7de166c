CREATE TABLE "syt_job" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"ref_id" text NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"payload" jsonb,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "syt_job_due_ix" ON "syt_job" USING btree ("due_at");--> statement-breakpoint
CREATE UNIQUE INDEX "syt_job_kind_ref_uq" ON "syt_job" USING btree ("kind","ref_id");