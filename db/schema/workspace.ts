import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { createdAt, id, tstz, updatedAt } from "./columns";
import { users } from "./users";

export const PROJECT_STATUSES = ["DRAFT", "IN_PROGRESS", "READY_FOR_REVIEW", "FILED", "ARCHIVED"] as const;
export const SESSION_TYPES = ["PRECHECK", "T661", "T661_GEN", "T661_DRAFT", "T661_ANALYSIS", "LOGBOOK"] as const;
export const SESSION_STATUSES = ["ACTIVE", "ARCHIVED"] as const;
export const MESSAGE_ROLES = ["USER", "ASSISTANT", "SYSTEM"] as const;
export const RUN_STATUSES = ["RUNNING", "SUCCEEDED", "FAILED"] as const;

export type ProjectStatus = (typeof PROJECT_STATUSES)[number];
export type SessionType = (typeof SESSION_TYPES)[number];
export type SessionStatus = (typeof SESSION_STATUSES)[number];

export const projects = pgTable(
  "projects",
  {
    id: id(),
    ownerId: uuid("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    fiscalYear: text("fiscal_year").notNull(),
    description: text("description"),
    status: text("status", { enum: PROJECT_STATUSES }).notNull().default("DRAFT"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("projects_owner_idx").on(t.ownerId, t.createdAt)],
);

export const sessions = pgTable(
  "sessions",
  {
    id: id(),
    projectId: uuid("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    // The project's owner, kept here so that session lookups check ownership without a join.
    ownerId: uuid("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    type: text("type", { enum: SESSION_TYPES }).notNull(),
    title: text("title").notNull(),
    status: text("status", { enum: SESSION_STATUSES }).notNull().default("ACTIVE"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    lastMessageAt: tstz("last_message_at"),
  },
  (t) => [index("sessions_project_idx").on(t.projectId, t.createdAt), index("sessions_owner_idx").on(t.ownerId)],
);

export const runs = pgTable(
  "runs",
  {
    id: id(),
    sessionId: uuid("session_id")
      .notNull()
      .references(() => sessions.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    type: text("type", { enum: ["PRECHECK", "T661", "LOGBOOK"] }).notNull(),
    status: text("status", { enum: RUN_STATUSES }).notNull().default("RUNNING"),
    input: text("input").notNull(),
    historyLimit: integer("history_limit").notNull(),
    selectedFileIds: jsonb("selected_file_ids").$type<string[]>().notNull().default([]),
    // The worker's result itself is the payload of the run's assistant message.
    engine: text("engine"),
    // The internal reason, for the logs' reader; errorCode is what the user's history shows.
    error: text("error"),
    errorCode: text("error_code"),
    durationMs: integer("duration_ms"),
    createdAt: createdAt(),
    finishedAt: tstz("finished_at"),
  },
  (t) => [
    index("runs_session_idx").on(t.sessionId, t.createdAt),
    index("runs_user_idx").on(t.userId, t.createdAt),
    // The sweeper looks for runs still RUNNING: a partial index keeps that off the whole table.
    index("runs_running_idx").on(t.createdAt).where(sql`${t.status} = 'RUNNING'`),
  ],
);

export const messages = pgTable(
  "messages",
  {
    id: id(),
    sessionId: uuid("session_id")
      .notNull()
      .references(() => sessions.id, { onDelete: "cascade" }),
    role: text("role", { enum: MESSAGE_ROLES }).notNull(),
    content: text("content").notNull(),
    payload: jsonb("payload"),
    runId: uuid("run_id").references(() => runs.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [index("messages_session_idx").on(t.sessionId, t.createdAt)],
);

export type ProjectRow = typeof projects.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;
export type MessageRow = typeof messages.$inferSelect;
export type RunRow = typeof runs.$inferSelect;
