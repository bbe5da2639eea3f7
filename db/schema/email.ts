import { index, pgTable, text } from "drizzle-orm/pg-core";
import { createdAt, id } from "./columns";

export const EMAIL_STATUSES = ["STORED", "SENT", "FAILED"] as const;

// Every outgoing message is recorded here; with no provider configured it is the delivery.
export const emailOutbox = pgTable(
  "email_outbox",
  {
    id: id(),
    toAddress: text("to_address").notNull(),
    subject: text("subject").notNull(),
    textBody: text("text_body").notNull(),
    htmlBody: text("html_body").notNull(),
    kind: text("kind").notNull(),
    link: text("link"),
    provider: text("provider", { enum: ["outbox", "resend"] }).notNull(),
    providerMessageId: text("provider_message_id"),
    status: text("status", { enum: EMAIL_STATUSES }).notNull(),
    error: text("error"),
    createdAt: createdAt(),
  },
  (t) => [index("email_outbox_to_idx").on(t.toAddress, t.createdAt)],
);
