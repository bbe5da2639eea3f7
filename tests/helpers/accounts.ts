import { expect } from "vitest";
import { api } from "./api";
import { latestEmail } from "./mailbox";

let counter = 0;

/** A unique email and client IP, so rate limits of one test never touch another. */
export function uniqueEmail(prefix = "user") {
  counter += 1;
  return `${prefix}.${counter}.${Math.random().toString(36).slice(2, 8)}@example.com`;
}

export function uniqueIp() {
  counter += 1;
  return `198.18.${Math.floor(counter / 250) % 250}.${(counter % 250) + 1}`;
}

export async function registerUser(overrides: Record<string, unknown> = {}) {
  const email = (overrides.email as string) ?? uniqueEmail();
  const password = (overrides.password as string) ?? "correct horse battery";
  const res = await api.post("/api/v1/auth/register", { email, password, ...overrides }, { ip: uniqueIp() });
  expect(res.status, res.text).toBe(201);
  return { email, password, auth: res.json, token: res.json.accessToken as string, user: res.json.user };
}

/** The token in the newest link emailed to `to` (optionally of one kind). */
export async function latestEmailToken(to: string, kind?: string): Promise<string> {
  const link = latestEmail(to, kind)?.link;
  if (!link) throw new Error(`No email with a link sent to ${to}`);
  return new URL(link).searchParams.get("token")!;
}
