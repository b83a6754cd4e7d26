CREATE TABLE "experiment_visitors" (
	"experiment_id" integer NOT NULL,
	"day" date NOT NULL,
	"visitor" text NOT NULL,
	"variant" integer NOT NULL,
	"converted" boolean DEFAULT false NOT NULL,
	CONSTRAINT "experiment_visitors_experiment_id_day_visitor_pk" PRIMARY KEY("experiment_id","day","visitor")
);
--> statement-breakpoint
CREATE TABLE "experiments" (
	"id" serial PRIMARY KEY NOT NULL,
	"page_id" integer NOT NULL,
	"goal" text NOT NULL,
	"goal_path" text,
	"split" jsonb NOT NULL,
	"variants" jsonb NOT NULL,
	"block_ids" jsonb NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"promoted" integer,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_by" integer,
	"stopped_at" timestamp with time zone,
	CONSTRAINT "experiments_goal_path" CHECK (("experiments"."goal" = 'page') = ("experiments"."goal_path" is not null)),
	CONSTRAINT "experiments_stopped" CHECK (("experiments"."status" = 'stopped') = ("experiments"."stopped_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "experiment_visitors" ADD CONSTRAINT "experiment_visitors_experiment_id_experiments_id_fk" FOREIGN KEY ("experiment_id") REFERENCES "public"."experiments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experiments" ADD CONSTRAINT "experiments_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experiments" ADD CONSTRAINT "experiments_started_by_users_id_fk" FOREIGN KEY ("started_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "experiments_running_page" ON "experiments" USING btree ("page_id") WHERE "experiments"."status" = 'running';