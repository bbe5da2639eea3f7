CREATE TABLE "billing_accounts" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"stripe_customer_id" text NOT NULL,
	"stripe_subscription_id" text,
	"stripe_price_id" text,
	"subscription_status" text,
	"current_period_end" timestamp with time zone,
	"cancel_at_period_end" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "billing_accounts_customer_key" UNIQUE("stripe_customer_id")
);
--> statement-breakpoint
CREATE TABLE "expert_review_offering" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"price_cents" integer DEFAULT 0 NOT NULL,
	"currency" text DEFAULT 'cad' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"stripe_price_id" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "expert_review_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"project_id" uuid,
	"project_name" text NOT NULL,
	"status" text DEFAULT 'PENDING_PAYMENT' NOT NULL,
	"notes" text,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"checkout_session_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"checkout_session_id" text NOT NULL,
	"order_id" uuid,
	"tier" text,
	"amount_cents" integer,
	"currency" text,
	"stripe_payment_intent_id" text,
	"stripe_subscription_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stripe_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscription_plans" (
	"tier" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"price_cents" integer DEFAULT 0 NOT NULL,
	"currency" text DEFAULT 'cad' NOT NULL,
	"interval" text DEFAULT 'month' NOT NULL,
	"features" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"purchasable" boolean DEFAULT true NOT NULL,
	"stripe_price_id" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "billing_accounts" ADD CONSTRAINT "billing_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expert_review_orders" ADD CONSTRAINT "expert_review_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expert_review_orders" ADD CONSTRAINT "expert_review_orders_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_expert_review_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."expert_review_orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "expert_review_orders_session_key" ON "expert_review_orders" USING btree ("checkout_session_id");--> statement-breakpoint
CREATE INDEX "expert_review_orders_user_idx" ON "expert_review_orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "expert_review_orders_status_idx" ON "expert_review_orders" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_session_key" ON "payments" USING btree ("checkout_session_id");--> statement-breakpoint
CREATE INDEX "payments_user_idx" ON "payments" USING btree ("user_id");--> statement-breakpoint
-- Default catalog (README, Stripe). Idempotent: admins' later edits are kept. Stripe price ids stay
-- empty until an admin sets them, so nothing is sold before Stripe is set up.
INSERT INTO "subscription_plans" ("tier", "name", "description", "price_cents", "currency", "features", "active", "purchasable", "sort_order") VALUES
  ('FREE', 'Free', 'Try the workspace on a first claim.', 0, 'cad', '["20 AI runs a month", "100 MB of files", "3 projects"]'::jsonb, true, false, 0),
  ('STARTER', 'Starter', 'For a small team preparing its yearly claim.', 4900, 'cad', '["200 AI runs a month", "2 GB of files", "10 projects", "GitHub code evidence"]'::jsonb, true, true, 1),
  ('PROFESSIONAL', 'Professional', 'For consultants and firms with several claims a year.', 14900, 'cad', '["1,000 AI runs a month", "20 GB of files", "50 projects", "GitHub code evidence"]'::jsonb, true, true, 2),
  ('ENTERPRISE', 'Enterprise', 'No limits, for large research programs.', 49900, 'cad', '["Unlimited AI runs", "Unlimited files", "Unlimited projects", "GitHub code evidence"]'::jsonb, true, true, 3)
ON CONFLICT ("tier") DO NOTHING;
--> statement-breakpoint
INSERT INTO "expert_review_offering" ("id", "name", "description", "price_cents", "currency", "active") VALUES
  (1, 'Expert review', 'An SR&ED practitioner reviews the project''s technical narrative and evidence before filing.', 149900, 'cad', true)
ON CONFLICT ("id") DO NOTHING;
