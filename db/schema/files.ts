import { sql } from "drizzle-orm";
import { bigint, customType, index, integer, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { createdAt, id, tstz, updatedAt } from "./columns";
import { users } from "./users";
import { projects } from "./workspace";

export const UPLOAD_STATUSES = ["PENDING", "CONFIRMED", "FAILED"] as const;
export const INDEX_STATUSES = ["PENDING", "INDEXING", "READY", "FAILED"] as const;
export type UploadStatus = (typeof UPLOAD_STATUSES)[number];
export type IndexStatus = (typeof INDEX_STATUSES)[number];

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

export const files = pgTable(
  "files",
  {
    id: id(),
    projectId: uuid("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    ownerId: uuid("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    originalFilename: text("original_filename").notNull(),
    contentType: text("content_type").notNull(),
    fileSize: bigint("file_size", { mode: "number" }).notNull(),
    // Where the confirmed bytes live; nothing writes there but confirm, which moves them in.
    objectKey: text("object_key").notNull().unique(),
    // Where the upload URL writes (null for files uploaded before staging keys existed, whose
    // upload URL wrote to object_key itself).
    uploadKey: text("upload_key"),
    uploadStatus: text("upload_status", { enum: UPLOAD_STATUSES }).notNull().default("PENDING"),
    // A PENDING upload holds its size against the storage quota until this moment.
    uploadExpiresAt: tstz("upload_expires_at").notNull(),
    uploadedAt: tstz("uploaded_at"),
    etag: text("etag"),
    indexStatus: text("index_status", { enum: INDEX_STATUSES }).notNull().default("PENDING"),
    indexError: text("index_error"),
    indexStartedAt: tstz("index_started_at"),
    indexAttempts: integer("index_attempts").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("files_project_idx").on(t.projectId, t.uploadedAt),
    index("files_owner_idx").on(t.ownerId, t.uploadStatus),
    index("files_index_queue_idx").on(t.uploadStatus, t.indexStatus),
  ],
);

export const fileChunks = pgTable(
  "file_chunks",
  {
    id: id(),
    fileId: uuid("file_id")
      .notNull()
      .references(() => files.id, { onDelete: "cascade" }),
    ordinal: integer("ordinal").notNull(),
    page: integer("page"),
    section: text("section"),
    text: text("text").notNull(),
    tsv: tsvector("tsv")
      .notNull()
      .generatedAlwaysAs(sql`to_tsvector('english', "text")`),
  },
  (t) => [index("file_chunks_file_idx").on(t.fileId, t.ordinal), index("file_chunks_tsv_idx").using("gin", t.tsv)],
);

// Word previews are temporary objects; the sweeper deletes them (and the row) once expired.
export const previewObjects = pgTable("preview_objects", {
  objectKey: text("object_key").primaryKey(),
  ownerId: uuid("owner_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  expiresAt: tstz("expires_at").notNull(),
  createdAt: createdAt(),
});

export type FileRow = typeof files.$inferSelect;
