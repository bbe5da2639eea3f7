import { findDates } from "../text/dates";

// `git log` in its full form, as users paste it: a "commit <hash>" line, "Author:" and "Date:" headers,
// then the message indented by four spaces. Each commit becomes one note line in the form the segmenter
// reads ("4f2a9c1e 2025-04-07 subject"), its message body the lines under it, so a commit is one row
// dated by its day, with its hash as evidence. The clock time and the zone are dropped: the hour is no
// year ("Apr 14 09:02:45 2025"). Merge commits and housekeeping say nothing of the work and are left out.

const COMMIT = /^commit ([0-9a-f]{7,40})(?: \([^)]{0,200}\))?\s*$/;
// git's default date format, whose year comes after the clock time.
const DEFAULT_DATE = /^Date:\s+(?:[A-Z][a-z]{2}\s+)?([A-Z][a-z]{2})\s+(\d{1,2})\s+\d{1,2}:\d{2}(?::\d{2})?\s+((?:19|20)\d{2})\b/;
const SHORT_HASH = 12;

export function isGitLog(text: string): boolean {
  return /^commit [0-9a-f]{7,40}\b/m.test(text) && /^Author:\s/m.test(text) && /^Date:\s/m.test(text);
}

// Any of git's date formats: the default one, or ISO, RFC and short ones that findDates reads.
function dateOf(line: string): string | null {
  const m = DEFAULT_DATE.exec(line);
  const text = m ? `${m[1]} ${m[2]}, ${m[3]}` : line.slice("Date:".length);
  return findDates(text, null)[0]?.iso ?? null;
}

interface Commit {
  hash: string;
  date: string | null;
  merge: boolean;
  message: string[];
}

// "fix typo in README", "bump version", "formatting": housekeeping with no body is no work of the
// project's, so it opens no row.
const HOUSEKEEPING = /^(?:fix(?:ed)? (?:a |the )?typos?|typos?|bump(?:ed)? (?:the )?(?:version|deps|dependencies)|update(?:d)? (?:the )?(?:readme|changelog|docs|gitignore)|format(?:ting)?|lint(?:ing)?|wip|clean ?up|chore\b)/i;

function render(commit: Commit): string[] {
  if (commit.merge || commit.message.length === 0) return [];
  if (commit.message.length === 1 && HOUSEKEEPING.test(commit.message[0]!)) return [];
  const [subject, ...body] = commit.message;
  return [commit.date ? `${commit.hash} ${commit.date} ${subject}` : subject!, ...body, ""];
}

export function flattenGitLog(text: string): string {
  const out: string[] = [];
  let commit: Commit | null = null;
  for (const line of text.split(/\r\n?|\n/)) {
    const opened = COMMIT.exec(line);
    if (opened) {
      if (commit) out.push(...render(commit));
      commit = { hash: opened[1]!.slice(0, SHORT_HASH), date: null, merge: false, message: [] };
      continue;
    }
    if (!commit) {
      out.push(line);
      continue;
    }
    if (line.startsWith("Merge:")) commit.merge = true;
    else if (line.startsWith("Date:")) commit.date = dateOf(line);
    else if (!line.startsWith("Author:") && line.trim() !== "") commit.message.push(line.trim());
  }
  if (commit) out.push(...render(commit));
  return out.join("\n");
}
