CREATE TABLE "object_deletions" (
	"object_key" text PRIMARY KEY NOT NULL,
	"delete_after" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "upload_key" text;--> statement-breakpoint
CREATE INDEX "object_deletions_due_idx" ON "object_deletions" USING btree ("delete_after");