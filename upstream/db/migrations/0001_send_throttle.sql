CREATE TABLE "send_throttle" (
	"key" text PRIMARY KEY NOT NULL,
	"last_at" timestamp with time zone NOT NULL
);
