import "server-only";
import { Resend } from "resend";
import type { Database } from "@/db/client";
import { config } from "@/lib/config";
import { errorFields, log } from "@/lib/log";
import { insertOutboxEmail, markEmailFailed, markEmailSent } from "./repo";
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
  const emailId = await insertOutboxEmail(db, {
    toAddress: stored.to,
    subject: stored.subject,
    textBody: stored.text,
    htmlBody: stored.html,
    kind: stored.kind,
    link: stored.link,
    provider: apiKey ? "resend" : "outbox",
    status: "STORED",
  });
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
    await markEmailSent(db, { emailId, providerMessageId: data?.id ?? null });
  } catch (err) {
    log.error("email delivery failed", { kind: message.kind, ...errorFields(err) });
    await markEmailFailed(db, { emailId, error: err instanceof Error ? err.message : String(err) });
  }
}
