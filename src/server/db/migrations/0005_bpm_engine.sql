CREATE TABLE "bpm_copy" (
	"id" text PRIMARY KEY NOT NULL,
	"instance_id" text NOT NULL,
	"task_id" text,
	"activity_id" text,
	"user_code" text NOT NULL,
	"creator" text,
	"reason" text,
	"read_flag" boolean DEFAULT false NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bpm_definition" (
	"id" text PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"version" integer NOT NULL,
	"name" text NOT NULL,
	"category" text,
	"model_id" text,
	"xml" text NOT NULL,
	"graph" jsonb NOT NULL,
	"forms" jsonb,
	"suspended" boolean DEFAULT false NOT NULL,
	"candidate_starters" jsonb,
	"deployed_by" text,
	"deployed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bpm_event_subscription" (
	"id" text PRIMARY KEY NOT NULL,
	"instance_id" text NOT NULL,
	"execution_id" text NOT NULL,
	"activity_id" text NOT NULL,
	"event_type" text NOT NULL,
	"event_name" text,
	"config" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bpm_execution" (
	"id" text PRIMARY KEY NOT NULL,
	"instance_id" text NOT NULL,
	"parent_id" text,
	"activity_id" text,
	"is_scope" boolean DEFAULT false NOT NULL,
	"is_concurrent" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"state" text DEFAULT 'active' NOT NULL,
	"flow_id" text,
	"mi" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bpm_history" (
	"id" text PRIMARY KEY NOT NULL,
	"instance_id" text NOT NULL,
	"execution_id" text NOT NULL,
	"activity_id" text NOT NULL,
	"activity_type" text NOT NULL,
	"activity_name" text,
	"task_id" text,
	"start_time" timestamp with time zone DEFAULT now() NOT NULL,
	"end_time" timestamp with time zone,
	"outgoing" jsonb,
	"end_state" text,
	"seq" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bpm_instance" (
	"id" text PRIMARY KEY NOT NULL,
	"definition_id" text NOT NULL,
	"definition_key" text NOT NULL,
	"name" text,
	"business_key" text,
	"status" text DEFAULT 'running' NOT NULL,
	"result" integer DEFAULT 1 NOT NULL,
	"initiator" text,
	"start_time" timestamp with time zone DEFAULT now() NOT NULL,
	"end_time" timestamp with time zone,
	"end_reason" text
);
--> statement-breakpoint
CREATE TABLE "bpm_model" (
	"id" text PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"category" text,
	"description" text,
	"xml" text,
	"form_id" text,
	"form_snapshot" jsonb,
	"node_forms" jsonb,
	"version" integer DEFAULT 0 NOT NULL,
	"creator" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bpm_task" (
	"id" text PRIMARY KEY NOT NULL,
	"instance_id" text NOT NULL,
	"definition_id" text NOT NULL,
	"execution_id" text NOT NULL,
	"activity_id" text NOT NULL,
	"name" text,
	"assignee" text,
	"owner" text,
	"candidate_users" jsonb,
	"candidate_groups" jsonb,
	"status" text DEFAULT 'open' NOT NULL,
	"result" integer DEFAULT 1 NOT NULL,
	"priority" integer DEFAULT 50 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"claim_time" timestamp with time zone,
	"end_time" timestamp with time zone,
	"due_date" timestamp with time zone,
	"follow_up_date" timestamp with time zone,
	"form_key" text,
	"form_data" jsonb,
	"reason" text,
	"extra" jsonb
);
--> statement-breakpoint
CREATE TABLE "bpm_variable" (
	"id" text PRIMARY KEY NOT NULL,
	"instance_id" text NOT NULL,
	"execution_id" text NOT NULL,
	"name" text NOT NULL,
	"value" jsonb
);
--> statement-breakpoint
CREATE INDEX "bpm_copy_user_ix" ON "bpm_copy" USING btree ("user_code","create_time");--> statement-breakpoint
CREATE INDEX "bpm_copy_instance_ix" ON "bpm_copy" USING btree ("instance_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bpm_definition_key_version_uq" ON "bpm_definition" USING btree ("key","version");--> statement-breakpoint
CREATE INDEX "bpm_event_subscription_instance_ix" ON "bpm_event_subscription" USING btree ("instance_id");--> statement-breakpoint
CREATE INDEX "bpm_event_subscription_name_ix" ON "bpm_event_subscription" USING btree ("event_type","event_name");--> statement-breakpoint
CREATE INDEX "bpm_execution_instance_ix" ON "bpm_execution" USING btree ("instance_id");--> statement-breakpoint
CREATE INDEX "bpm_history_instance_ix" ON "bpm_history" USING btree ("instance_id","seq");--> statement-breakpoint
CREATE INDEX "bpm_instance_initiator_ix" ON "bpm_instance" USING btree ("initiator","start_time");--> statement-breakpoint
CREATE INDEX "bpm_instance_definition_ix" ON "bpm_instance" USING btree ("definition_id");--> statement-breakpoint
CREATE INDEX "bpm_instance_business_key_ix" ON "bpm_instance" USING btree ("business_key");--> statement-breakpoint
CREATE UNIQUE INDEX "bpm_model_key_uq" ON "bpm_model" USING btree ("key");--> statement-breakpoint
CREATE INDEX "bpm_task_instance_ix" ON "bpm_task" USING btree ("instance_id");--> statement-breakpoint
CREATE INDEX "bpm_task_assignee_ix" ON "bpm_task" USING btree ("assignee","status");--> statement-breakpoint
CREATE INDEX "bpm_task_status_ix" ON "bpm_task" USING btree ("status","create_time");--> statement-breakpoint
CREATE INDEX "bpm_variable_instance_ix" ON "bpm_variable" USING btree ("instance_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bpm_variable_scope_name_uq" ON "bpm_variable" USING btree ("execution_id","name");