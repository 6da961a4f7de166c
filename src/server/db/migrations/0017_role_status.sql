-- Roles may be disabled (process-designer §3, §6: status 1 is offered in no approver list and refused by the lint).
ALTER TABLE "syt_permission_role" ADD COLUMN IF NOT EXISTS "status" integer DEFAULT 0 NOT NULL;
