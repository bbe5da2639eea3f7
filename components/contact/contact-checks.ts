import type { ContactBody } from "@/lib/client/contact-api";

// The server's rules (CONTRACT.md §7), checked before sending so the reader gets them at once.

export type ContactField = "name" | "email" | "company" | "message";

export const LIMITS = { name: 200, company: 200, messageMin: 10, messageMax: 5000 } as const;

// One "@" with something on both sides and a dot in the domain; the server has the final word.
function looksLikeEmail(email: string): boolean {
  const at = email.indexOf("@");
  if (at < 1 || at !== email.lastIndexOf("@") || email.includes(" ")) return false;
  const domain = email.slice(at + 1);
  return domain.includes(".") && !domain.startsWith(".") && !domain.endsWith(".");
}

export function checkContact(body: ContactBody): Partial<Record<ContactField, string>> {
  const errors: Partial<Record<ContactField, string>> = {};
  if (!body.name) errors.name = "Enter your name.";
  else if (body.name.length > LIMITS.name) errors.name = `Keep your name under ${LIMITS.name} characters.`;
  if (!looksLikeEmail(body.email)) errors.email = "Enter an email address we can reply to, like name@example.com.";
  if ((body.company ?? "").length > LIMITS.company) errors.company = `Keep the company name under ${LIMITS.company} characters.`;
  if (body.message.length < LIMITS.messageMin) errors.message = `Write at least ${LIMITS.messageMin} characters.`;
  else if (body.message.length > LIMITS.messageMax)
    errors.message = `Keep the message under ${LIMITS.messageMax.toLocaleString("en-CA")} characters.`;
  return errors;
}

const FIELD_NAMES: readonly string[] = ["name", "email", "company", "message"];

/**
 * The form's refusals are a plain `{success:false, message}` naming the field first
 * ("message: must be at least 10 characters"): put such a message beside its input.
 */
export function fieldOfMessage(message: string): { field: ContactField; text: string } | null {
  const colon = message.indexOf(": ");
  const field = message.slice(0, colon);
  if (colon < 1 || !FIELD_NAMES.includes(field)) return null;
  const text = message.slice(colon + 2);
  return { field: field as ContactField, text: text.charAt(0).toUpperCase() + text.slice(1) };
}
