import type { EmailMessage } from "@/lib/email/templates";
import type { ContactInput } from "./schemas";

const escapeHtml = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** The notification of a contact-form message, for the operators' address (CONTACT_TO). */
export function contactNotification(to: string, input: ContactInput): EmailMessage {
  const from = input.company ? `${input.name} (${input.company})` : input.name;
  const lines = [`From: ${from} <${input.email}>`, "", input.message];
  return {
    to,
    kind: "CONTACT_MESSAGE",
    subject: `Contact form: ${input.name}`,
    text: `${lines.join("\n")}\n`,
    html:
      `<p>From: ${escapeHtml(from)} &lt;${escapeHtml(input.email)}&gt;</p>` +
      `<p style="white-space:pre-wrap">${escapeHtml(input.message)}</p>`,
  };
}
