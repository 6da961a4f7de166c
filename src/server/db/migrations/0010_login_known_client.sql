CREATE TABLE "syt_login_known_client" (
	"username" text NOT NULL,
	"client" text NOT NULL,
	"last_login_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "syt_login_known_client_username_client_pk" PRIMARY KEY("username","client")
);
