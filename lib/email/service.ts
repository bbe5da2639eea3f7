import { Resend } from "resend";
import { eq } from "drizzle-orm";
import type { Database } from "@/db/client";
import { emailOutbox } from "@/db/schema";
import { config } from "@/lib/config";
import { errorFields, log } from "@/lib/log";
import { redacted, type EmailMessage } from "./templates";

let resend: Resend | undefined;
const resendClient = (apiKey: string) =>
  (resend ??= new Resend(apiKey, config.email.resendBaseUrl ? { baseUrl: config.email.resendBaseUrl } : undefined));

/**
 * Records the message in the outbox and, when Resend is configured, delivers it. A delivery
 * failure is recorded and logged but never fails the request that caused the email. The outbox
 * keeps the message without its working link: a copy of the database must not sign anyone in.
 */
export async function sendEmail(db: Database, message: EmailMessage): Promise<void> {
  const apiKey = config.email.resendApiKey;
  const stored = redacted(message);
  const [row] = await db
    .insert(emailOutbox)
    .values({
      toAddress: stored.to,
      subject: stored.subject,
      textBody: stored.text,
      htmlBody: stored.html,
      kind: stored.kind,
      link: stored.link,
      provider: apiKey ? "resend" : "outbox",
      status: "STORED",
    })
    .returning({ id: emailOutbox.id });
  if (!apiKey) {
    // The embedded default has no mail server: the log line is how a developer follows the link.
    log.info("email stored in outbox", { kind: message.kind, to: message.to, link: message.link });
    return;
  }
  try {
    const { data, error } = await resendClient(apiKey).emails.send({
      from: config.email.from,
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
    });
    if (error) throw new Error(`${error.name}: ${error.message}`);
    await db
      .update(emailOutbox)
      .set({ status: "SENT", providerMessageId: data?.id ?? null })
      .where(eq(emailOutbox.id, row!.id));
  } catch (err) {
    log.error("email delivery failed", { kind: message.kind, ...errorFields(err) });
    await db
      .update(emailOutbox)
      .set({ status: "FAILED", error: err instanceof Error ? err.message : String(err) })
      .where(eq(emailOutbox.id, row!.id));
  }
}
