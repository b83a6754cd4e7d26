CREATE TABLE "due_mails" (
	"user_id" integer NOT NULL,
	"day" date NOT NULL,
	"leads" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "due_mails_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "due_mail" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "due_mails" ADD CONSTRAINT "due_mails_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;