CREATE TABLE "analytics_daily" (
	"day" date NOT NULL,
	"dimension" text NOT NULL,
	"key" text NOT NULL,
	"visitors" integer DEFAULT 0 NOT NULL,
	"pageviews" integer DEFAULT 0 NOT NULL,
	"visits" integer DEFAULT 0 NOT NULL,
	"bounces" integer DEFAULT 0 NOT NULL,
	"engaged_ms" bigint DEFAULT 0 NOT NULL,
	"engaged_views" integer DEFAULT 0 NOT NULL,
	"seen" integer DEFAULT 0 NOT NULL,
	"focused" integer DEFAULT 0 NOT NULL,
	"submitted" integer DEFAULT 0 NOT NULL,
	"accepted" integer DEFAULT 0 NOT NULL,
	"fallback" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_daily_day_dimension_key_pk" PRIMARY KEY("day","dimension","key")
);
--> statement-breakpoint
CREATE TABLE "analytics_dirty_days" (
	"day" date PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"day" date NOT NULL,
	"visitor" text NOT NULL,
	"type" text NOT NULL,
	"path" text NOT NULL,
	"referrer" text DEFAULT '' NOT NULL,
	"utm_source" text DEFAULT '' NOT NULL,
	"utm_medium" text DEFAULT '' NOT NULL,
	"utm_campaign" text DEFAULT '' NOT NULL,
	"lang" text DEFAULT '' NOT NULL,
	"device" text DEFAULT '' NOT NULL,
	"step" text,
	"view" text,
	"engaged_ms" integer
);
--> statement-breakpoint
CREATE TABLE "analytics_hourly" (
	"day" date NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"visitors" integer NOT NULL,
	"pageviews" integer NOT NULL,
	CONSTRAINT "analytics_hourly_hour_pk" PRIMARY KEY("hour")
);
--> statement-breakpoint
CREATE TABLE "analytics_salts" (
	"day" date PRIMARY KEY NOT NULL,
	"salt" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_vitals" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"day" date NOT NULL,
	"path" text NOT NULL,
	"device" text NOT NULL,
	"metric" text NOT NULL,
	"value" double precision NOT NULL,
	"target" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_vitals_daily" (
	"day" date NOT NULL,
	"dimension" text NOT NULL,
	"key" text NOT NULL,
	"metric" text NOT NULL,
	"bucket" integer NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "analytics_vitals_daily_day_dimension_key_metric_bucket_pk" PRIMARY KEY("day","dimension","key","metric","bucket")
);
--> statement-breakpoint
CREATE INDEX "analytics_events_day" ON "analytics_events" USING btree ("day","type");--> statement-breakpoint
CREATE INDEX "analytics_hourly_day" ON "analytics_hourly" USING btree ("day");--> statement-breakpoint
CREATE INDEX "analytics_vitals_day" ON "analytics_vitals" USING btree ("day");