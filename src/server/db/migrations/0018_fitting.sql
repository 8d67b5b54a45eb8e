CREATE TABLE "fitting_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"review_days" integer DEFAULT 3 NOT NULL,
	"answer_days" integer DEFAULT 7 NOT NULL,
	"reminder_hours" integer DEFAULT 24 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fitting_settings_singleton" CHECK ("fitting_settings"."id" = 1),
	CONSTRAINT "fitting_settings_days" CHECK ("fitting_settings"."review_days" between 1 and 60 and "fitting_settings"."answer_days" between 1 and 60 and "fitting_settings"."reminder_hours" between 1 and 72)
);
--> statement-breakpoint
CREATE TABLE "measurement_reviews" (
	"order_item_id" uuid PRIMARY KEY NOT NULL,
	"state" text DEFAULT 'awaiting_review' NOT NULL,
	"current_version" integer DEFAULT 1 NOT NULL,
	"review_started_at" timestamp with time zone,
	"review_due_at" timestamp with time zone,
	"asked_keys" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"question" text,
	"asked_by" text,
	"asked_at" timestamp with time zone,
	"answer_due_at" timestamp with time zone,
	"last_answer" text,
	"answered_by" text,
	"answered_at" timestamp with time zone,
	"accepted_version" integer,
	"accepted_by" text,
	"accepted_at" timestamp with time zone,
	"review_reminder_sent_at" timestamp with time zone,
	"review_overdue_sent_at" timestamp with time zone,
	"answer_reminder_sent_at" timestamp with time zone,
	"answer_overdue_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "measurement_reviews_state" CHECK ("measurement_reviews"."state" in ('awaiting_review', 'question_asked', 'accepted')),
	CONSTRAINT "measurement_reviews_answer" CHECK ("measurement_reviews"."last_answer" is null or "measurement_reviews"."last_answer" in ('corrected', 'confirmed')),
	CONSTRAINT "measurement_reviews_accepted" CHECK (("measurement_reviews"."state" = 'accepted') = ("measurement_reviews"."accepted_at" is not null and "measurement_reviews"."accepted_version" is not null)),
	CONSTRAINT "measurement_reviews_question" CHECK ("measurement_reviews"."state" <> 'question_asked' or ("measurement_reviews"."question" is not null and "measurement_reviews"."answer_due_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "measurement_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_item_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"kind" text NOT NULL,
	"metrics" jsonb NOT NULL,
	"sources" jsonb NOT NULL,
	"question" text,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "measurement_versions_version_positive" CHECK ("measurement_versions"."version" >= 1),
	CONSTRAINT "measurement_versions_kind" CHECK ("measurement_versions"."kind" in ('placed', 'corrected'))
);
--> statement-breakpoint
ALTER TABLE "measurement_reviews" ADD CONSTRAINT "measurement_reviews_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "measurement_reviews" ADD CONSTRAINT "measurement_reviews_asked_by_users_id_fk" FOREIGN KEY ("asked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "measurement_reviews" ADD CONSTRAINT "measurement_reviews_answered_by_users_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "measurement_reviews" ADD CONSTRAINT "measurement_reviews_accepted_by_users_id_fk" FOREIGN KEY ("accepted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "measurement_versions" ADD CONSTRAINT "measurement_versions_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "measurement_versions" ADD CONSTRAINT "measurement_versions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "measurement_reviews_review_due_idx" ON "measurement_reviews" USING btree ("review_due_at") WHERE "measurement_reviews"."state" = 'awaiting_review';--> statement-breakpoint
CREATE INDEX "measurement_reviews_answer_due_idx" ON "measurement_reviews" USING btree ("answer_due_at") WHERE "measurement_reviews"."state" = 'question_asked';--> statement-breakpoint
CREATE UNIQUE INDEX "measurement_versions_line_version_uq" ON "measurement_versions" USING btree ("order_item_id","version");