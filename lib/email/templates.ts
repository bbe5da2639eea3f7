import { config } from "@/lib/config";

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  kind: string;
  link?: string;
}

const escapeHtml = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

function linkEmail(to: string, kind: string, subject: string, intro: string, action: string, link: string, outro: string) {
  return {
    to,
    kind,
    subject,
    link,
    text: `${intro}\n\n${action}: ${link}\n\n${outro}\n`,
    html:
      `<p>${escapeHtml(intro)}</p>` +
      `<p><a href="${escapeHtml(link)}">${escapeHtml(action)}</a></p>` +
      `<p style="color:#555">${escapeHtml(outro)}</p>`,
  } satisfies EmailMessage;
}

export function verificationEmail(to: string, token: string): EmailMessage {
  const link = `${config.appUrl}/verify-email?token=${encodeURIComponent(token)}`;
  return linkEmail(
    to,
    "EMAIL_VERIFICATION",
    "Confirm your email address",
    "Welcome to SR&ED Workspace. Please confirm that this is your email address.",
    "Confirm my email",
    link,
    "The link is valid for 24 hours. If you did not create an account, you can ignore this message.",
  );
}

export function passwordResetEmail(to: string, token: string): EmailMessage {
  const link = `${config.appUrl}/reset-password?token=${encodeURIComponent(token)}`;
  return linkEmail(
    to,
    "PASSWORD_RESET",
    "Reset your password",
    "Someone asked to reset the password of your SR&ED Workspace account.",
    "Choose a new password",
    link,
    "The link is valid for 1 hour and works once. If you did not ask for this, ignore this message: your password stays as it is.",
  );
}
