import "server-only";
import { getDb } from "@/db/client";
import { config } from "@/lib/config";
import { sendEmail } from "@/lib/email/service";
import { log } from "@/lib/log";
import { hit } from "@/lib/rate-limit/service";
import { contactNotification } from "./email";
import { insertContactMessage } from "./repo";
import type { ContactInput } from "./schemas";

export const CONTACT_THANKS = "Thank you for your message. We will get back to you soon.";

/**
 * Counts a submission against the client address's limit (429 past it). Called before the body is
 * read, so a flood of invalid posts is limited like a flood of valid ones.
 */
export async function limitContact(ip: string): Promise<void> {
  await hit(await getDb(), `contact:ip:${ip}`, config.rateLimits.contactPerIp);
}

/** Stores a contact-form message and notifies CONTACT_TO; the caller has counted it (limitContact). */
export async function submitContact(input: ContactInput, ip: string): Promise<string> {
  const db = await getDb();
  const id = await insertContactMessage(db, { ...input, company: input.company ?? null, clientIp: ip });
  const to = config.email.contactTo;
  if (to) await sendEmail(db, contactNotification(to, input));
  else log.info("contact message stored (CONTACT_TO is not set)", { contactMessageId: id });
  return CONTACT_THANKS;
}
