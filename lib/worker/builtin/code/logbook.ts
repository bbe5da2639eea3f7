import type { CodeHistory } from "@/lib/worker/codehost/types";
import type { NoteSegment } from "../logbook/segment";
import { bareWord, pastForm, workVerb } from "../logbook/verbs";
import { isHousekeeping, isMerge, messageLines, shortSha } from "./signs";

// The logbook's reading of a repository: the fiscal year's commits grouped by day, each day a piece
// of notes in its own right (the commit messages, subject then body lines, oldest first) with the
// commits' short SHAs as its evidence. Merges and housekeeping (typos, bumps, "wip") are left out. A day the user's notes already cover keeps the notes' words
// and gains the SHAs.

export interface CommitDay {
  date: string;
  // Short SHAs, oldest first.
  shas: string[];
  lines: string[];
}

// A commit's body can be a pasted log: its first lines are the message.
const BODY_LINES = 6;
// "feat(parser): ", "fix!: ": the convention's prefix is not part of the work.
const BULLET = /^[-*•]\s+/;
const CONVENTIONAL = /^[a-z]{2,12}(?:\([^()\n]{0,40}\))?!?:\s+/i;

// A commit's subject says, by convention, what the commit does, in the imperative ("Add", "Try",
// "Revert"): the work done, in the past tense, never a plan.
const COMMIT_VERBS = new Set(
  "add fix remove update revert try retry benchmark refactor bump use drop rename move implement tune switch replace enable disable handle support improve increase reduce rework clean tweak prototype spike experiment measure test log port wire cache profile optimize optimise calibrate compare validate".split(" "),
);

function asDone(subject: string): string {
  const space = subject.indexOf(" ");
  const first = space === -1 ? subject : subject.slice(0, space);
  const word = bareWord(first).toLowerCase();
  if (word !== first.toLowerCase() || !(COMMIT_VERBS.has(word) || workVerb(word)?.form === "base")) return subject;
  const past = pastForm(word);
  return `${past.charAt(0).toUpperCase()}${past.slice(1)}${space === -1 ? "" : subject.slice(space)}`;
}

export function commitDays(code: CodeHistory | null): CommitDay[] {
  if (!code) return [];
  const days = new Map<string, CommitDay>();
  for (const commit of code.commits) {
    if (isMerge(commit) || isHousekeeping(commit)) continue;
    const day = days.get(commit.date) ?? { date: commit.date, shas: [], lines: [] };
    days.set(commit.date, day);
    day.shas.push(shortSha(commit.sha));
    const lines = messageLines(commit.message).slice(0, BODY_LINES);
    day.lines.push(...lines.map((l, i) => (i === 0 ? asDone(l.replace(CONVENTIONAL, "")) : l.replace(BULLET, ""))).filter((l) => l !== ""));
  }
  return [...days.values()].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}

/** A day of commits as a piece of notes, ordered after every note segment. */
export function commitSegment(day: CommitDay, order: number): NoteSegment {
  return { date: day.date, order, sentences: day.lines.map((text) => ({ text, lineStart: true, open: false })) };
}
