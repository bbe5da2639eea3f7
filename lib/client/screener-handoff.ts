import { isApiError } from "./api-error";
import type { CreateProjectBody, CreateSessionBody, ProjectDTO, RunBody, RunResponse, SessionDTO } from "./api-types";

// "Save this as a project" on the landing page's screener. The description is kept in this tab's
// sessionStorage, never sent to the server, until the visitor has an account; once signed in,
// the projects page turns it into a project whose first PRECHECK session's first run is that
// text. Each step that succeeded is written back, so a retry after a failure (a spent quota, a
// lost connection) picks up where it stopped instead of creating a second project. The text is
// removed only once its run is stored.

const KEY = "sred.pendingScreener";
/** A description left behind this long ago is not turned into a project by surprise. */
export const PENDING_TTL_MS = 24 * 60 * 60 * 1000;

export interface PendingScreener {
  input: string;
  savedAt: number;
  /** Set once the project exists. */
  projectId?: string;
  /** Set once its PRECHECK session exists. */
  sessionId?: string;
}

export function handoffStorage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

const isId = (v: unknown): v is string => typeof v === "string" && v.length > 0 && v.length <= 100;

/** The description waiting to become a project, if any (and not expired or malformed). */
export function readPendingScreener(store: Storage | null = handoffStorage(), now = Date.now()): PendingScreener | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(store?.getItem(KEY) ?? "null");
  } catch {
    return null;
  }
  if (typeof parsed !== "object" || parsed === null) return null;
  const p = parsed as Record<string, unknown>;
  if (typeof p.input !== "string" || p.input.trim() === "" || typeof p.savedAt !== "number") return null;
  if (now - p.savedAt > PENDING_TTL_MS || p.savedAt > now + 60_000) return null;
  const out: PendingScreener = { input: p.input, savedAt: p.savedAt };
  if (isId(p.projectId)) out.projectId = p.projectId;
  if (isId(p.projectId) && isId(p.sessionId)) out.sessionId = p.sessionId;
  return out;
}

function write(store: Storage | null, pending: PendingScreener): boolean {
  try {
    store?.setItem(KEY, JSON.stringify(pending));
    return Boolean(store);
  } catch {
    return false;
  }
}

/** Keeps a screened description for after sign-up or sign-in; false when the browser refuses. */
export function savePendingScreener(input: string, store: Storage | null = handoffStorage(), now = Date.now()): boolean {
  return write(store, { input, savedAt: now });
}

export function clearPendingScreener(store: Storage | null = handoffStorage()): void {
  try {
    store?.removeItem(KEY);
  } catch {
    // Nothing to do: it expires by itself.
  }
}

const NAME_WORDS = 8;
const NAME_CHARS = 80;
const FALLBACK_NAME = "Project from the pre-check";
const TRAILING = new Set([",", ":", ";", ".", "!", "?", "-", "–", "—", "(", "/"]);
// A name cut short should not end on a word that leads into the missing rest.
const LEAD_WORDS = new Set(["a", "an", "and", "at", "by", "for", "from", "in", "of", "on", "or", "the", "to", "with", "we", "our"]);

/** The text up to the first sentence end (".", "!", "?" or ";" followed by a space). */
function firstSentence(text: string): string {
  for (let i = 0; i < text.length - 1; i++) {
    if (".!?;".includes(text[i]!) && text[i + 1] === " ") return text.slice(0, i);
  }
  return text;
}

function trimTrailing(text: string): string {
  let end = text.length;
  while (end > 0 && (TRAILING.has(text[end - 1]!) || text[end - 1] === " ")) end--;
  return text.slice(0, end);
}

/**
 * A project name from the description: a "Project: …" line when there is one, else its first
 * sentence, cut to a few words (at a comma when one is near). The user renames it later; it only
 * has to be recognisable.
 */
export function projectNameFrom(input: string): string {
  const lines = input.split("\n").map((l) => l.trim()).filter(Boolean);
  const labelled = lines.find((l) => l.toLowerCase().startsWith("project:"));
  const sentence = firstSentence(labelled ? labelled.slice("project:".length).trim() : (lines[0] ?? ""));
  const words = sentence.split(/\s+/).filter(Boolean);
  let kept = words.slice(0, NAME_WORDS);
  let cut = words.length > NAME_WORDS;
  if (cut) {
    // A clause ending inside the first words makes a cleaner name than a cut mid-phrase.
    const clauseEnd = kept.findLastIndex((w, i) => i >= 2 && w.endsWith(","));
    if (clauseEnd >= 2) {
      kept = kept.slice(0, clauseEnd + 1);
      cut = false;
    }
  }
  if (cut) while (kept.length > 3 && LEAD_WORDS.has(kept.at(-1)!.toLowerCase())) kept.pop();
  let name = kept.join(" ");
  if (name.length > NAME_CHARS) {
    name = name.slice(0, NAME_CHARS);
    cut = true;
  }
  name = trimTrailing(name);
  if (name.length < 3) return FALLBACK_NAME;
  name = name[0]!.toUpperCase() + name.slice(1);
  return cut ? `${name}…` : name;
}

/** The workspace calls the hand-off makes (workspace-api.ts in the app; fakes in tests). */
export interface HandoffApi {
  createProject(body: CreateProjectBody): Promise<ProjectDTO>;
  createSession(projectId: string, body: CreateSessionBody): Promise<SessionDTO>;
  startRun(sessionId: string, body: RunBody): Promise<RunResponse>;
}

export type HandoffStep = "project" | "session" | "run";

export interface HandoffResult {
  projectId: string;
  sessionId: string;
}

/**
 * Turns the pending description into a project, its PRECHECK session and that session's first
 * run. Throws the failing call's error with the progress kept for a retry. A worker failure
 * still stores the message (the session page offers Retry), so it counts as done.
 */
export async function completeHandoff(
  pending: PendingScreener,
  api: HandoffApi,
  options: { fiscalYear: string; store?: Storage | null; onStep?: (step: HandoffStep) => void },
): Promise<HandoffResult> {
  const store = options.store === undefined ? handoffStorage() : options.store;
  const state: PendingScreener = { ...pending };

  if (!state.projectId) {
    options.onStep?.("project");
    const project = await api.createProject({ name: projectNameFrom(state.input), fiscalYear: options.fiscalYear, description: null });
    state.projectId = project.id;
    write(store, state);
  }
  if (!state.sessionId) {
    options.onStep?.("session");
    try {
      const session = await api.createSession(state.projectId, { type: "PRECHECK" });
      state.sessionId = session.id;
      write(store, state);
    } catch (err) {
      // The project was deleted meanwhile: the next try starts over with a new one.
      if (isApiError(err) && err.status === 404) write(store, { input: state.input, savedAt: state.savedAt });
      throw err;
    }
  }
  options.onStep?.("run");
  const result = { projectId: state.projectId, sessionId: state.sessionId };
  try {
    await api.startRun(state.sessionId, { type: "PRECHECK", input: state.input, selected_file_ids: [] });
  } catch (err) {
    if (isApiError(err) && err.code === "WORKER_FAILED") {
      clearPendingScreener(store);
      return result;
    }
    if (isApiError(err) && err.status === 404) write(store, { input: state.input, savedAt: state.savedAt, projectId: state.projectId });
    throw err;
  }
  clearPendingScreener(store);
  return result;
}
