import { config } from "@/lib/config";

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  kind: string;
  link?: string;
  /**
   * The working credential inside the link (as it appears in the text, the HTML and the link).
   * It goes to the recipient only: the stored copy of the message has it removed.
   */
  secret?: string;
}

export const REDACTED = "[removed]";

/** The message as kept in the outbox: readable, but its link no longer opens anything. */
export function redacted(message: EmailMessage): Omit<EmailMessage, "secret"> {
  const { secret, ...rest } = message;
  if (!secret) return rest;
  const strip = (s: string) => s.replaceAll(secret, REDACTED);
  return { ...rest, text: strip(rest.text), html: strip(rest.html), link: rest.link && strip(rest.link) };
}

const escapeHtml = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

function linkEmail(to: string, kind: string, subject: string, intro: string, action: string, path: string, token: string, outro: string) {
  // Tokens are base64url, so the encoded form is also how it reads inside the escaped HTML.
  const secret = encodeURIComponent(token);
  const link = `${config.appUrl}${path}?token=${secret}`;
  return {
    to,
    kind,
    subject,
    link,
    secret,
    text: `${intro}\n\n${action}: ${link}\n\n${outro}\n`,
    html:
      `<p>${escapeHtml(intro)}</p>` +
      `<p><a href="${escapeHtml(link)}">${escapeHtml(action)}</a></p>` +
      `<p style="color:#555">${escapeHtml(outro)}</p>`,
  } satisfies EmailMessage;
}

export function verificationEmail(to: string, token: string): EmailMessage {
  return linkEmail(
    to,
    "EMAIL_VERIFICATION",
    "Confirm your email address",
    "Welcome to SR&ED Workspace. Please confirm that this is your email address.",
    "Confirm my email",
    "/verify-email",
    token,
    "The link is valid for 24 hours. If you did not create an account, you can ignore this message.",
  );
}

export function passwordResetEmail(to: string, token: string): EmailMessage {
  return linkEmail(
    to,
    "PASSWORD_RESET",
    "Reset your password",
    "Someone asked to reset the password of your SR&ED Workspace account.",
    "Choose a new password",
    "/reset-password",
    token,
    "The link is valid for 1 hour and works once. If you did not ask for this, ignore this message: your password stays as it is.",
  );
}
