CREATE TABLE "payout_accounts" (
	"designer_id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"bank_code" text,
	"wallet" text,
	"account_number" text NOT NULL,
	"account_name" text NOT NULL,
	"held_until" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payout_accounts_kind" CHECK (("payout_accounts"."kind" = 'bank' and "payout_accounts"."bank_code" is not null and "payout_accounts"."wallet" is null) or ("payout_accounts"."kind" = 'wallet' and "payout_accounts"."wallet" is not null and "payout_accounts"."bank_code" is null))
);
--> statement-breakpoint
CREATE TABLE "payout_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"trigger" text NOT NULL,
	"actor_user_id" text,
	"status" text DEFAULT 'running' NOT NULL,
	"payout_count" integer DEFAULT 0 NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"error" text,
	CONSTRAINT "payout_runs_trigger" CHECK ("payout_runs"."trigger" in ('schedule', 'admin')),
	CONSTRAINT "payout_runs_status" CHECK ("payout_runs"."status" in ('running', 'done', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "payouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"designer_id" text NOT NULL,
	"currency" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"status" text NOT NULL,
	"method" text NOT NULL,
	"channel" text,
	"reference" text NOT NULL,
	"external_reference" text,
	"account" jsonb,
	"failure_reason" text,
	"run_id" uuid,
	"retry_of" uuid,
	"created_by" text,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	CONSTRAINT "payouts_amount_positive" CHECK ("payouts"."amount_minor" > 0),
	CONSTRAINT "payouts_status" CHECK ("payouts"."status" in ('processing', 'paid', 'failed')),
	CONSTRAINT "payouts_method" CHECK ("payouts"."method" in ('chapa', 'manual'))
);
--> statement-breakpoint
ALTER TABLE "commission_settings" ADD COLUMN "account_hold_days" integer DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "commission_settings" ADD COLUMN "fees_passed_on" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "payout_id" uuid;--> statement-breakpoint
ALTER TABLE "payout_accounts" ADD CONSTRAINT "payout_accounts_designer_id_users_id_fk" FOREIGN KEY ("designer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_designer_id_users_id_fk" FOREIGN KEY ("designer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_run_id_payout_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."payout_runs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payout_runs_one_running_uq" ON "payout_runs" USING btree ("status") WHERE "payout_runs"."status" = 'running';--> statement-breakpoint
CREATE INDEX "payout_runs_started_idx" ON "payout_runs" USING btree ("started_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "payouts_reference_uq" ON "payouts" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "payouts_retry_of_uq" ON "payouts" USING btree ("retry_of");--> statement-breakpoint
CREATE INDEX "payouts_status_created_idx" ON "payouts" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "payouts_designer_created_idx" ON "payouts" USING btree ("designer_id","created_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_payout_id_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."payouts"("id") ON DELETE no action ON UPDATE no action;