import { index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdAt, id, tstz } from "./columns";
import { users } from "./users";
import { projects, runs } from "./workspace";

// The project's T661 Part 2 claim record (one per project, created by its first save) and the
// versions every change leaves behind. Both go with the project (foreign-key cascades).

export const CLAIM_LINES = ["242", "244", "246"] as const;
export type ClaimLine = (typeof CLAIM_LINES)[number];

/** The Section A fields a version can change besides the lines. */
export const CLAIM_FIELDS = ["title", "startDate", "completionDate", "fieldOfScienceCode", "crdcCode"] as const;
export type ClaimField = (typeof CLAIM_FIELDS)[number];

// The record's content, in both tables: Section A (identification) and Section B (the lines).
const content = () => ({
  // The T661 revision the record answers (lib/claims/form.ts): set at the first save, kept after.
  formVersion: text("form_version").notNull(),
  title: text("title"),
  // YYYY-MM: the form asks for year and month.
  startDate: text("start_date"),
  completionDate: text("completion_date"),
  fieldOfScienceCode: text("field_of_science_code"),
  crdcCode: text("crdc_code"),
  line242: text("line_242").notNull().default(""),
  line244: text("line_244").notNull().default(""),
  line246: text("line_246").notNull().default(""),
});

export const claims = pgTable("claims", {
  projectId: uuid("project_id")
    .primaryKey()
    .references(() => projects.id, { onDelete: "cascade" }),
  // Raised by one at every change; a save names the version it read (optimistic check).
  version: integer("version").notNull(),
  ...content(),
  createdAt: createdAt(),
  updatedAt: tstz("updated_at").notNull().defaultNow(),
});

export const claimVersions = pgTable(
  "claim_versions",
  {
    id: id(),
    projectId: uuid("project_id")
      .notNull()
      .references(() => claims.projectId, { onDelete: "cascade" }),
    version: integer("version").notNull(),
    // Who saved it; kept (null) if that account is deleted.
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    changedLines: jsonb("changed_lines").$type<ClaimLine[]>().notNull(),
    changedFields: jsonb("changed_fields").$type<ClaimField[]>().notNull(),
    // The T661 run a draft was copied from ("Use this draft"); null when typed or restored.
    sourceRunId: uuid("source_run_id").references(() => runs.id, { onDelete: "set null" }),
    restoredFromVersion: integer("restored_from_version"),
    // The whole record as it was after this change.
    ...content(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("claim_versions_project_version_idx").on(t.projectId, t.version), index("claim_versions_run_idx").on(t.sourceRunId)],
);

export type ClaimRow = typeof claims.$inferSelect;
export type ClaimVersionRow = typeof claimVersions.$inferSelect;
