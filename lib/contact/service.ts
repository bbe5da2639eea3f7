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

/** Stores a contact-form message and notifies CONTACT_TO; rate limited per client IP. */
export async function submitContact(input: ContactInput, ip: string): Promise<string> {
  const db = await getDb();
  await hit(db, `contact:ip:${ip}`, config.rateLimits.contactPerIp);
  const id = await insertContactMessage(db, { ...input, company: input.company ?? null, clientIp: ip });
  const to = config.email.contactTo;
  if (to) await sendEmail(db, contactNotification(to, input));
  else log.info("contact message stored (CONTACT_TO is not set)", { contactMessageId: id });
  return CONTACT_THANKS;
}
