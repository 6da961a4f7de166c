CREATE TABLE IF NOT EXISTS "syt_realtime_outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"xid" bigint DEFAULT txid_current() NOT NULL,
	"user_code" text,
	"body" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "syt_realtime_outbox_xid_ix" ON "syt_realtime_outbox" USING btree ("xid");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "syt_realtime_outbox_user_ix" ON "syt_realtime_outbox" USING btree ("user_code","id");--> statement-breakpoint
CREATE OR REPLACE FUNCTION "syt_realtime_message_outbox"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	-- A new message goes out whole; a read or delete only tells the receiver to read the count again.
	IF TG_OP = 'INSERT' THEN
		INSERT INTO "syt_realtime_outbox" ("user_code", "body")
		SELECT n."receiver_humancode", jsonb_build_object('kind', 'message', 'id', n."id", 'type', n."type", 'title', n."title",
			'processInstanceId', n."process_instance_id", 'taskId', n."task_id", 'senderHumancode', n."sender_humancode", 'createdAt', n."created_at")
		FROM "realtime_new_rows" n WHERE n."receiver_humancode" IS NOT NULL;
	ELSIF TG_OP = 'UPDATE' THEN
		INSERT INTO "syt_realtime_outbox" ("user_code", "body")
		SELECT DISTINCT n."receiver_humancode", jsonb_build_object('kind', 'sync')
		FROM "realtime_new_rows" n JOIN "realtime_old_rows" o ON o."id" = n."id"
		WHERE n."receiver_humancode" IS NOT NULL AND n."status" IS DISTINCT FROM o."status";
	ELSE
		INSERT INTO "syt_realtime_outbox" ("user_code", "body")
		SELECT DISTINCT o."receiver_humancode", jsonb_build_object('kind', 'sync')
		FROM "realtime_old_rows" o WHERE o."receiver_humancode" IS NOT NULL;
	END IF;
	-- NOTIFY is sent at commit and folded to one per transaction; listeners read that transaction's rows.
	IF FOUND THEN
		PERFORM pg_notify('flowhall_realtime', txid_current()::text);
	END IF;
	RETURN NULL;
END;
$$;
