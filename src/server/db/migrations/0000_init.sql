CREATE TABLE "syt_permission_account_role" (
	"account_id" text NOT NULL,
	"role_id" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	CONSTRAINT "syt_permission_account_role_account_id_role_id_pk" PRIMARY KEY("account_id","role_id")
);
--> statement-breakpoint
CREATE TABLE "syt_permission_account" (
	"id" text PRIMARY KEY NOT NULL,
	"humancode" text NOT NULL,
	"humanname" text NOT NULL,
	"password_hash" text NOT NULL,
	"sex" text,
	"mobile" text,
	"email" text,
	"telephone" text,
	"avatar" text,
	"organization_id" text,
	"identity" text DEFAULT 'staff' NOT NULL,
	"displayorder" integer DEFAULT 0 NOT NULL,
	"validflag" boolean DEFAULT true NOT NULL,
	"del_flag" boolean DEFAULT false NOT NULL,
	"password_changed_at" timestamp with time zone,
	"last_login_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "syt_client_log" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text,
	"type" text,
	"url" text,
	"message" text,
	"stack" text,
	"info" text,
	"time" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "syt_login_failure" (
	"key" text PRIMARY KEY NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"window_start" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "syt_message_type" (
	"id" text PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"name_en" text,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "syt_sys_organization" (
	"id" text PRIMARY KEY NOT NULL,
	"parent_id" text,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"org_type" text DEFAULT 'department' NOT NULL,
	"org_head_huma_code" text,
	"displayorder" integer DEFAULT 0 NOT NULL,
	"validflag" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "syt_permission_resources" (
	"id" text PRIMARY KEY NOT NULL,
	"parent_id" text,
	"type" integer DEFAULT 0 NOT NULL,
	"label" text NOT NULL,
	"label_en" text,
	"path" text,
	"component" text,
	"icon" text,
	"permission" text,
	"query" jsonb,
	"is_auth" boolean DEFAULT true NOT NULL,
	"is_tab" boolean DEFAULT true NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "syt_permission_role_resource" (
	"role_id" text NOT NULL,
	"resource_id" text NOT NULL,
	CONSTRAINT "syt_permission_role_resource_role_id_resource_id_pk" PRIMARY KEY("role_id","resource_id")
);
--> statement-breakpoint
CREATE TABLE "syt_permission_role" (
	"id" text PRIMARY KEY NOT NULL,
	"rolecode" text NOT NULL,
	"rolename" text NOT NULL,
	"description" text,
	"super_admin" boolean DEFAULT false NOT NULL,
	"displayorder" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "syt_session" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"role_id" text NOT NULL,
	"uid" text,
	"ip" text,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"renewed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "syt_sys_param" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"value" text,
	"img" text,
	"type" text,
	"platform" text,
	"remark" text,
	"is_public" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "syt_permission_account_role" ADD CONSTRAINT "syt_permission_account_role_account_id_syt_permission_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."syt_permission_account"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "syt_permission_account_role" ADD CONSTRAINT "syt_permission_account_role_role_id_syt_permission_role_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."syt_permission_role"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "syt_permission_account" ADD CONSTRAINT "syt_permission_account_organization_id_syt_sys_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."syt_sys_organization"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "syt_permission_role_resource" ADD CONSTRAINT "syt_permission_role_resource_role_id_syt_permission_role_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."syt_permission_role"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "syt_permission_role_resource" ADD CONSTRAINT "syt_permission_role_resource_resource_id_syt_permission_resources_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."syt_permission_resources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "syt_session" ADD CONSTRAINT "syt_session_account_id_syt_permission_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."syt_permission_account"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "syt_session" ADD CONSTRAINT "syt_session_role_id_syt_permission_role_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."syt_permission_role"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "syt_permission_account_role_role_ix" ON "syt_permission_account_role" USING btree ("role_id");--> statement-breakpoint
CREATE UNIQUE INDEX "syt_permission_account_humancode_uq" ON "syt_permission_account" USING btree ("humancode");--> statement-breakpoint
CREATE INDEX "syt_permission_account_org_ix" ON "syt_permission_account" USING btree ("organization_id");--> statement-breakpoint
CREATE UNIQUE INDEX "syt_message_type_code_uq" ON "syt_message_type" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "syt_sys_organization_code_uq" ON "syt_sys_organization" USING btree ("code");--> statement-breakpoint
CREATE INDEX "syt_sys_organization_parent_ix" ON "syt_sys_organization" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "syt_permission_resources_parent_ix" ON "syt_permission_resources" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "syt_permission_resources_type_ix" ON "syt_permission_resources" USING btree ("type");--> statement-breakpoint
CREATE INDEX "syt_permission_role_resource_res_ix" ON "syt_permission_role_resource" USING btree ("resource_id");--> statement-breakpoint
CREATE UNIQUE INDEX "syt_permission_role_code_uq" ON "syt_permission_role" USING btree ("rolecode");--> statement-breakpoint
CREATE INDEX "syt_session_account_ix" ON "syt_session" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "syt_session_expires_ix" ON "syt_session" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "syt_sys_param_name_uq" ON "syt_sys_param" USING btree ("name");