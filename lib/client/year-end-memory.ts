import { DEFAULT_MONTH_DAY, parseMonthDay } from "./fiscal-year";

// The API keeps only a project's fiscal year; the month and day its tax year ends on are a
// detail of the form. This browser remembers them (per project, and the last one entered as the
// company's usual year end) so the form shows the same date again. Nothing else depends on it:
// another browser shows December 31 until the user enters the date there.

const KEY = "sred.yearEnds";
const MAX_PROJECTS = 100;

interface Memory {
  last?: string;
  projects?: Record<string, string>;
}

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

function read(store: Storage | null): Memory {
  try {
    const parsed: unknown = JSON.parse(store?.getItem(KEY) ?? "{}");
    return typeof parsed === "object" && parsed !== null ? (parsed as Memory) : {};
  } catch {
    return {};
  }
}

/** The month and day this project's tax year ends on, else the company's usual one, else Dec 31. */
export function rememberedMonthDay(projectId?: string, store: Storage | null = storage()): string {
  const memory = read(store);
  const ofProject = projectId ? memory.projects?.[projectId] : undefined;
  return parseMonthDay(ofProject) ?? parseMonthDay(memory.last) ?? DEFAULT_MONTH_DAY;
}

/** Keeps the month and day a project's year end was entered with (and as the usual one). */
export function rememberMonthDay(monthDay: string, projectId?: string, store: Storage | null = storage()): void {
  if (!store || !parseMonthDay(monthDay)) return;
  const memory = read(store);
  const projects = { ...(memory.projects ?? {}) };
  if (projectId) {
    delete projects[projectId];
    projects[projectId] = monthDay;
  }
  // The oldest entries go first (insertion order), so the map cannot grow without end.
  const ids = Object.keys(projects);
  for (const id of ids.slice(0, Math.max(0, ids.length - MAX_PROJECTS))) delete projects[id];
  try {
    store.setItem(KEY, JSON.stringify({ last: monthDay, projects }));
  } catch {
    // Storage full or refused: the form falls back to December 31, nothing is lost.
  }
}
