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
// The shortest hash git writes: a revert names its commit by at least so many of its characters.
const MIN_HASH = 7;

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
  // The message's lines, each as the wrapped lines it was written on.
  message: string[][];
  // The last line did not end its sentence and no blank line followed it: the next may run on.
  open: boolean;
}

// A commit body wraps at 72 columns mid-sentence ("Max fit\n residual 4 mV"): a line that does not end
// its sentence runs on into the next line of its paragraph, unless that one is a list item. The
// subject stands alone.
const ITEM = /^(?:[-*•]|\d{1,2}[.)])\s/;
// "Data manifest: data/manifest_v3.json" then "Next: measure latency": a labelled line starts anew.
const LABELLED = /^[A-Za-z][A-Za-z -]{0,24}:\s/;
const SENTENCE_END = ".!?:;";

function addLine(commit: Commit, line: string): void {
  const last = commit.message[commit.message.length - 1];
  if (commit.open && commit.message.length > 1 && last && !ITEM.test(line) && !LABELLED.test(line)) last.push(line);
  else commit.message.push([line]);
  commit.open = !SENTENCE_END.includes(line[line.length - 1]!);
}

// "fix typo in README", "bump version", "formatting": housekeeping with no body is no work of the
// project's, so it opens no row.
const HOUSEKEEPING = /^(?:fix(?:ed)? (?:a |the )?typos?|typos?|bump(?:ed)? (?:the )?(?:version|deps|dependencies)|update(?:d)? (?:the )?(?:readme|changelog|docs|gitignore)|format(?:ting)?|lint(?:ing)?|wip|clean ?up|chore\b)/i;

// "docs: fix typo in README", "chore(deps): bump …": the scope before the subject.
const SCOPE = /^[a-z][\w-]{0,15}(?:\([\w-]{1,20}\))?:\s+/;

// 'Revert "chunker: 4 KiB average chunk (experiment)"': undoing a commit is no work of its own. The
// reverted commit's row holds the work, and says it was undone when its own message does not.
const REVERT = /^Revert "/;
const REVERTS = /\bThis reverts commit ([0-9a-f]{7,40})\b/;
const SAYS_REVERTED = /\brevert/i;

function render(commit: Commit, reverted: boolean): string[] {
  const message = commit.message.map((lines) => lines.join(" "));
  if (commit.merge || message.length === 0 || REVERT.test(message[0]!)) return [];
  if (message.length === 1 && (HOUSEKEEPING.test(message[0]!) || HOUSEKEEPING.test(message[0]!.replace(SCOPE, "")))) return [];
  const [subject, ...body] = message;
  if (reverted && !message.some((line) => SAYS_REVERTED.test(line))) body.push("Reverted the change afterwards.");
  return [commit.date ? `${commit.hash} ${commit.date} ${subject}` : subject!, ...body, ""];
}

// The hashes a revert commit's message names, cut to the length the commits are kept by.
function revertedBy(commit: Commit): string | null {
  if (commit.message.length === 0 || !REVERT.test(commit.message[0]![0] ?? "")) return null;
  for (const lines of commit.message) {
    const m = REVERTS.exec(lines.join(" "));
    if (m) return m[1]!.slice(0, SHORT_HASH);
  }
  return null;
}

export function flattenGitLog(text: string): string {
  const out: string[] = [];
  const commits: Commit[] = [];
  let commit: Commit | null = null;
  for (const line of text.split(/\r\n?|\n/)) {
    const opened = COMMIT.exec(line);
    if (opened) {
      commit = { hash: opened[1]!.slice(0, SHORT_HASH), date: null, merge: false, message: [], open: false };
      commits.push(commit);
      continue;
    }
    if (!commit) {
      out.push(line);
      continue;
    }
    if (line.startsWith("Merge:")) commit.merge = true;
    else if (line.startsWith("Date:")) commit.date = dateOf(line);
    else if (line.trim() === "") commit.open = false;
    else if (!line.startsWith("Author:")) addLine(commit, line.trim());
  }
  const reverted = new Set<string>();
  for (const c of commits) {
    const hash = revertedBy(c);
    if (hash) reverted.add(hash.slice(0, MIN_HASH));
  }
  // One push per line: spreading a commit of thousands of lines into push overflows the stack.
  for (const c of commits) for (const rendered of render(c, reverted.has(c.hash.slice(0, MIN_HASH)))) out.push(rendered);
  return out.join("\n");
}
