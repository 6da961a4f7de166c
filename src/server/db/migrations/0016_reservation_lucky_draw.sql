-- Resource reservation: two active applications (pending or approved) of one resource may never overlap in
-- time. The database refuses the second (exclusion constraint, SQLSTATE 23P01) however the requests race.
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "syt_resource_apply" (
	"id" text PRIMARY KEY NOT NULL,
	"resource_id" text NOT NULL,
	"slot_id" text,
	"series_id" text NOT NULL,
	"humancode" text NOT NULL,
	"humanname" text,
	"organization_id" text,
	"organization_name" text,
	"purpose" text,
	"people_count" integer,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'approved' NOT NULL,
	"process_instance_id" text,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "syt_resource_apply_range_ck" CHECK ("end_at" > "start_at"),
	CONSTRAINT "syt_resource_apply_no_overlap" EXCLUDE USING gist ("resource_id" WITH =, tstzrange("start_at", "end_at", '[)') WITH &&)
		WHERE ("status" IN ('pending', 'approved'))
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "syt_resource_apply_person_ix" ON "syt_resource_apply" USING btree ("humancode", "start_at");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "syt_resource_apply_series_ix" ON "syt_resource_apply" USING btree ("series_id");--> statement-breakpoint
-- Lucky draw: an award's stock can never be overdrawn (drawn <= stock), and a person wins at most once per
-- activity (unique draw_id, humancode), whatever the draw code does; a participator is listed once.
CREATE TABLE IF NOT EXISTS "syt_lucky_draw_awards" (
	"id" text PRIMARY KEY NOT NULL,
	"draw_id" text,
	"name" text,
	"level" integer,
	"stock" integer DEFAULT 0 NOT NULL,
	"drawn" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "syt_lucky_draw_awards_stock_ck" CHECK ("drawn" >= 0 AND "drawn" <= "stock")
);--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "syt_lucky_draw_participator" (
	"id" text PRIMARY KEY NOT NULL,
	"draw_id" text NOT NULL,
	"humancode" text NOT NULL,
	"humanname" text,
	"organization_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "syt_lucky_draw_participator_uq" UNIQUE ("draw_id", "humancode")
);--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "syt_lucky_draw_winner" (
	"id" text PRIMARY KEY NOT NULL,
	"draw_id" text NOT NULL,
	"award_id" text NOT NULL,
	"humancode" text NOT NULL,
	"humanname" text,
	"organization_name" text,
	"drawn_by" text NOT NULL,
	"pool_size" integer NOT NULL,
	"pick_index" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "syt_lucky_draw_winner_once_uq" UNIQUE ("draw_id", "humancode")
);
