CREATE TABLE "experiment_vitals" (
	"experiment_id" integer NOT NULL,
	"day" date NOT NULL,
	"variant" integer NOT NULL,
	"metric" text NOT NULL,
	"value" double precision NOT NULL
);
--> statement-breakpoint
ALTER TABLE "experiment_vitals" ADD CONSTRAINT "experiment_vitals_experiment_id_experiments_id_fk" FOREIGN KEY ("experiment_id") REFERENCES "public"."experiments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "experiment_vitals_experiment" ON "experiment_vitals" USING btree ("experiment_id","metric");