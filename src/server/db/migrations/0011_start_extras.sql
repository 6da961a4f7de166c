CREATE TABLE "bpm_draft" (
	"user_code" text NOT NULL,
	"definition_key" text NOT NULL,
	"definition_id" text NOT NULL,
	"form_data" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bpm_draft_user_code_definition_key_pk" PRIMARY KEY("user_code","definition_key")
);
--> statement-breakpoint
CREATE TABLE "bpm_favourite" (
	"user_code" text NOT NULL,
	"definition_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bpm_favourite_user_code_definition_key_pk" PRIMARY KEY("user_code","definition_key")
);
