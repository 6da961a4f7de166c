CREATE TABLE "syt_daily_usage" (
	"account_id" text NOT NULL,
	"kind" text NOT NULL,
	"day" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"bytes" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "syt_daily_usage_account_id_kind_day_pk" PRIMARY KEY("account_id","kind","day")
);
