import { vi } from "vitest";

// The outbox table keeps emails without their working links, so tests read them where a developer
// does without a mail provider: the "email stored in outbox" log line. The integration suite logs
// at info level; this captures those lines (and keeps the other info lines out of the output).

export interface LoggedEmail {
  kind: string;
  to: string;
  link?: string;
}

const mailbox: LoggedEmail[] = [];

export function captureMailbox(): void {
  vi.spyOn(console, "info").mockImplementation((line: unknown) => {
    if (typeof line !== "string" || !line.startsWith("{")) return;
    const entry = JSON.parse(line) as { msg?: string } & LoggedEmail;
    if (entry.msg === "email stored in outbox") mailbox.push({ kind: entry.kind, to: entry.to, link: entry.link });
  });
}

/** The newest email logged for `to` (optionally of one kind). */
export function latestEmail(to: string, kind?: string): LoggedEmail | undefined {
  return mailbox.filter((m) => m.to === to && (!kind || m.kind === kind)).at(-1);
}
