-- Default quotas (docs/limits.md). Idempotent: admins' later edits are kept.
INSERT INTO "tier_quotas" ("tier", "ai_runs_per_month", "storage_bytes", "max_projects") VALUES
  ('FREE', 20, 104857600, 3),
  ('STARTER', 200, 2147483648, 10),
  ('PROFESSIONAL', 1000, 21474836480, 50),
  ('ENTERPRISE', NULL, NULL, NULL)
ON CONFLICT ("tier") DO NOTHING;
--> statement-breakpoint
INSERT INTO "global_quota" ("id", "ai_runs_per_day", "storage_bytes_total") VALUES (1, 10000, NULL)
ON CONFLICT ("id") DO NOTHING;
