ALTER TABLE "syt_audit_log" ADD COLUMN IF NOT EXISTS "record_label" text;
