CREATE TABLE "github_bindings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"credential_id" uuid NOT NULL,
	"repo_full_name" text NOT NULL,
	"repo_id" text NOT NULL,
	"default_branch" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "github_bindings_project_key" UNIQUE("project_id")
);
--> statement-breakpoint
CREATE TABLE "github_credentials" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"github_login" text,
	"access_token_cipher" text NOT NULL,
	"access_token_key_id" text NOT NULL,
	"refresh_token_cipher" text,
	"refresh_token_key_id" text,
	"token_expires_at" timestamp with time zone,
	"refresh_token_expires_at" timestamp with time zone,
	"token_status" text DEFAULT 'ACTIVE' NOT NULL,
	"last_refresh_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "github_credentials_user_key" UNIQUE("user_id")
);
--> statement-breakpoint
CREATE TABLE "github_oauth_states" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"state_hash" text NOT NULL,
	"user_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"code_verifier" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "github_bindings" ADD CONSTRAINT "github_bindings_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "github_bindings" ADD CONSTRAINT "github_bindings_credential_id_github_credentials_id_fk" FOREIGN KEY ("credential_id") REFERENCES "public"."github_credentials"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "github_credentials" ADD CONSTRAINT "github_credentials_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "github_oauth_states" ADD CONSTRAINT "github_oauth_states_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "github_oauth_states" ADD CONSTRAINT "github_oauth_states_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "github_bindings_credential_idx" ON "github_bindings" USING btree ("credential_id");--> statement-breakpoint
CREATE UNIQUE INDEX "github_oauth_states_hash_idx" ON "github_oauth_states" USING btree ("state_hash");--> statement-breakpoint
CREATE INDEX "github_oauth_states_user_idx" ON "github_oauth_states" USING btree ("user_id");