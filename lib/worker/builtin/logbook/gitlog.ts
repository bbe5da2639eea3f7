import { findDates } from "../text/dates";

// `git log` in its default format, as users paste it: a "commit <hash>" line, "Author:" and "Date:"
// headers, then the message indented by four spaces. Each commit becomes one note line in the form the
// segmenter reads ("4f2a9c1e 2025-04-07 subject"), its message body the lines under it, so a commit is
// one row dated by its day, with its hash as evidence. The clock time and the zone are dropped: the
// hour is no year ("Apr 14 09:02:45 2025").

const COMMIT = /^commit ([0-9a-f]{7,40})\b/;
const HEADER = /^(?:Author|Merge|AuthorDate|Commit|CommitDate):/;
const DATE = /^Date:\s+(?:[A-Z][a-z]{2}\s+)?([A-Z][a-z]{2})\s+(\d{1,2})\s+\d{1,2}:\d{2}(?::\d{2})?\s+((?:19|20)\d{2})\b/;
const SHORT_HASH = 12;

export function isGitLog(text: string): boolean {
  return /^commit [0-9a-f]{7,40}\b/m.test(text) && /^Date:\s/m.test(text);
}

function isoOf(month: string, day: string, year: string): string | null {
  return findDates(`${month} ${day}, ${year}`, null)[0]?.iso ?? null;
}

export function flattenGitLog(text: string): string {
  const out: string[] = [];
  let hash: string | null = null;
  let date: string | null = null;
  let subject = true;
  for (const line of text.split(/\r\n?|\n/)) {
    const commit = COMMIT.exec(line);
    if (commit) {
      if (out.length > 0) out.push("");
      [hash, date, subject] = [commit[1]!.slice(0, SHORT_HASH), null, true];
      continue;
    }
    if (hash === null) {
      out.push(line);
      continue;
    }
    const dated = DATE.exec(line);
    if (dated) {
      date = isoOf(dated[1]!, dated[2]!, dated[3]!);
      continue;
    }
    if (HEADER.test(line) || line.trim() === "") continue;
    const message = line.trim();
    out.push(subject && date ? `${hash} ${date} ${message}` : message);
    subject = false;
  }
  return out.join("\n");
}
