import { index, integer, pgTable, text } from "drizzle-orm/pg-core";
import { createdAt, tstz } from "./columns";

// The outbox of object-store deletions. A row is written in the same transaction that drops the
// last reference to an object (a file, a project, an expired upload or preview), so a crash never
// loses track of bytes. The object is deleted after commit; the sweeper retries what is left.
// `delete_after` is when the deletion becomes final: an upload URL may recreate a staging object
// until it expires, so its row stays until then even though the object is deleted at once.
export const objectDeletions = pgTable(
  "object_deletions",
  {
    objectKey: text("object_key").primaryKey(),
    deleteAfter: tstz("delete_after").notNull().defaultNow(),
    attempts: integer("attempts").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index("object_deletions_due_idx").on(t.deleteAfter)],
);

export type ObjectDeletionRow = typeof objectDeletions.$inferSelect;
