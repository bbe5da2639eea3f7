import fs from "node:fs";
import { expect } from "@playwright/test";

// Without a mail provider the server logs each email as one JSON line; that log is our inbox.

interface OutboxLine {
  msg: string;
  kind: string;
  to: string;
  link?: string;
}

function readOutbox(): OutboxLine[] {
  const file = process.env.E2E_SERVER_LOG;
  if (!file) throw new Error("E2E_SERVER_LOG is not set: run the suite through playwright.config.ts");
  if (!fs.existsSync(file)) return [];
  return fs
    .readFileSync(file, "utf8")
    .split("\n")
    .flatMap((line) => {
      if (!line.startsWith("{")) return [];
      try {
        const parsed = JSON.parse(line) as OutboxLine;
        return parsed.msg === "email stored in outbox" ? [parsed] : [];
      } catch {
        return [];
      }
    });
}

/** The link of the newest email of this kind sent to this address, waiting for it to arrive. */
export async function latestEmailLink(to: string, kind: "EMAIL_VERIFICATION" | "PASSWORD_RESET"): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      () => {
        link = readOutbox()
          .filter((m) => m.to === to && m.kind === kind && m.link)
          .at(-1)?.link;
        return link;
      },
      { message: `a ${kind} email to ${to} in the server log`, timeout: 15_000 },
    )
    .toBeTruthy();
  return link!;
}
