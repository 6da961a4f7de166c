ALTER TABLE "bpm_definition" ADD COLUMN IF NOT EXISTS "note" text;
