CREATE TABLE "claim_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"user_id" uuid,
	"changed_lines" jsonb NOT NULL,
	"changed_fields" jsonb NOT NULL,
	"source_run_id" uuid,
	"restored_from_version" integer,
	"form_version" text NOT NULL,
	"title" text,
	"start_date" text,
	"completion_date" text,
	"field_of_science_code" text,
	"crdc_code" text,
	"line_242" text DEFAULT '' NOT NULL,
	"line_244" text DEFAULT '' NOT NULL,
	"line_246" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "claims" (
	"project_id" uuid PRIMARY KEY NOT NULL,
	"version" integer NOT NULL,
	"form_version" text NOT NULL,
	"title" text,
	"start_date" text,
	"completion_date" text,
	"field_of_science_code" text,
	"crdc_code" text,
	"line_242" text DEFAULT '' NOT NULL,
	"line_244" text DEFAULT '' NOT NULL,
	"line_246" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "claim_versions" ADD CONSTRAINT "claim_versions_project_id_claims_project_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."claims"("project_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_versions" ADD CONSTRAINT "claim_versions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_versions" ADD CONSTRAINT "claim_versions_source_run_id_runs_id_fk" FOREIGN KEY ("source_run_id") REFERENCES "public"."runs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "claim_versions_project_version_idx" ON "claim_versions" USING btree ("project_id","version");--> statement-breakpoint
CREATE INDEX "claim_versions_run_idx" ON "claim_versions" USING btree ("source_run_id");