import type { ClaimLine } from "@/db/schema";
import { lineState, type LineState } from "@/lib/shared/claim-words";

// A project's claim readiness, as the project page and the projects list show it: the facts the
// overview service gathers, put together by pure functions (tested without a database).

export interface OverviewRunRef {
  runId: string;
  sessionId: string;
  /** When the run finished (its start when that is missing). */
  at: string;
}

export interface ProjectOverviewDTO {
  projectId: string;
  fiscalYear: string;
  /** The tax year's first and last day (YYYY-MM-DD), from `fiscalYear` and the year end asked for. */
  period: { start: string; end: string };
  /** The newest pre-check run whose answer has a verdict; null before the first. */
  precheck: (OverviewRunRef & { verdict: string; score: number }) | null;
  /** T661 draft runs that succeeded, and the newest of them. */
  t661: { runs: number; latest: OverviewRunRef | null };
  claim: {
    version: number;
    updatedAt: string | null;
    lines: Record<ClaimLine, { wordCount: number; wordLimit: number; state: LineState }>;
    /** Lines with any text. */
    linesDrafted: number;
    /** The Section A fields still empty (title, startDate, completionDate, fieldOfScienceCode). */
    missingFields: string[];
  };
  files: { total: number; ready: number; failed: number; indexing: number };
  /** Entries of the project's logbook answers, told apart by date and title. */
  logbook: { entries: number; inPeriod: number; undated: number; latest: OverviewRunRef | null };
}

const pad = (n: number, width = 2) => String(n).padStart(width, "0");
const isoDay = (d: Date) => `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;

/**
 * The tax year named `fiscalYear` (the year it ends in, CONTRACT.md §3) ending on `yearEnd`
 * ("MM-DD", December 31 by default): from the day after the previous year end to the year end.
 * February 29 falls back to the 28th in a year without it.
 */
export function fiscalPeriod(fiscalYear: string, yearEnd = "12-31"): { start: string; end: string } {
  const year = Number(fiscalYear);
  const [month, day] = yearEnd.split("-").map(Number) as [number, number];
  const endOf = (y: number) => new Date(Date.UTC(y, month - 1, Math.min(day, new Date(Date.UTC(y, month, 0)).getUTCDate())));
  const previous = endOf(year - 1);
  previous.setUTCDate(previous.getUTCDate() + 1);
  return { start: isoDay(previous), end: isoDay(endOf(year)) };
}

const DAY = /^\d{4}-\d{2}-\d{2}/;

export interface LogbookEntryLike {
  date: string;
  title: string;
}

/** Distinct entries (same date and title: one), those dated inside the period, and the undated. */
export function countLogbookEntries(entries: LogbookEntryLike[], period: { start: string; end: string }) {
  const seen = new Set<string>();
  let inPeriod = 0;
  let undated = 0;
  for (const entry of entries) {
    const day = DAY.exec(entry.date.trim())?.[0] ?? null;
    const key = `${day ?? ""}\u0000${entry.title.trim().toLowerCase()}`;
    if (seen.has(key)) continue;
    seen.add(key);
    if (day === null) undated += 1;
    else if (day >= period.start && day <= period.end) inPeriod += 1;
  }
  return { entries: seen.size, inPeriod, undated };
}

export interface ClaimFacts {
  version: number;
  updatedAt: string | null;
  title: string | null;
  startDate: string | null;
  completionDate: string | null;
  fieldOfScienceCode: string | null;
  lines: Record<ClaimLine, { wordCount: number; wordLimit: number }>;
}

const SECTION_A = ["title", "startDate", "completionDate", "fieldOfScienceCode"] as const;

export function claimSummary(claim: ClaimFacts): ProjectOverviewDTO["claim"] {
  const keys = Object.keys(claim.lines) as ClaimLine[];
  const lines = Object.fromEntries(
    keys.map((k) => {
      const { wordCount, wordLimit } = claim.lines[k];
      return [k, { wordCount, wordLimit, state: lineState(wordCount, wordLimit) }];
    }),
  ) as ProjectOverviewDTO["claim"]["lines"];
  return {
    version: claim.version,
    updatedAt: claim.updatedAt,
    lines,
    linesDrafted: keys.filter((k) => claim.lines[k].wordCount > 0).length,
    missingFields: SECTION_A.filter((f) => !claim[f]),
  };
}

export function fileSummary(files: { indexStatus: string }[]): ProjectOverviewDTO["files"] {
  const count = (...statuses: string[]) => files.filter((f) => statuses.includes(f.indexStatus)).length;
  return { total: files.length, ready: count("READY"), failed: count("FAILED"), indexing: count("PENDING", "INDEXING") };
}
