import { expect } from "vitest";
import { runBuiltin } from "@/lib/worker/builtin";
import { classifyAll, type Classified } from "@/lib/worker/builtin/classify";
import { buildCorpus } from "@/lib/worker/builtin/corpus";
import type { LogbookOutput, PrecheckOutput, T661Output, TaskEnvelope } from "@/lib/worker/schemas";
import { envelope } from "./fixtures";

export function precheck(input: string, extra: Partial<TaskEnvelope> = {}): { markdown: string; output: PrecheckOutput } {
  const r = runBuiltin(envelope("PRECHECK", input, extra));
  return { markdown: r.markdown, output: r.output as PrecheckOutput };
}

export function t661(input: string, extra: Partial<TaskEnvelope> = {}): { markdown: string; output: T661Output } {
  const r = runBuiltin(envelope("T661", input, extra));
  return { markdown: r.markdown, output: r.output as T661Output };
}

export function logbook(input: string, extra: Partial<TaskEnvelope> = {}): { markdown: string; output: LogbookOutput } {
  const r = runBuiltin(envelope("LOGBOOK", input, extra));
  return { markdown: r.markdown, output: r.output as LogbookOutput };
}

// How the classifier reads the first sentence of a text, as a pre-check run would.
export function firstSentence(text: string): Classified {
  return classifyAll(buildCorpus(envelope("PRECHECK", text)).sentences)[0]!;
}

export function redFlagIds(text: string): string[] {
  return precheck(text).output.redFlags.map((f) => f.id);
}

export function criterion(output: PrecheckOutput, id: PrecheckOutput["criteria"][number]["id"]) {
  const c = output.criteria.find((x) => x.id === id);
  if (!c) throw new Error(`no criterion ${id}`);
  return c;
}

function squash(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

// An evidence string is a quoted sentence, possibly prefixed by a file name and cut with an ellipsis;
// what is inside the quotes must appear word for word in one of the sources.
export function expectVerbatim(evidence: string, sources: string[]): void {
  const m = /^(?:(.+?): )?"(.*)"$/s.exec(evidence);
  expect(m, `not a quote: ${evidence}`).not.toBeNull();
  const body = squash(m![2]!.replace(/…$/, ""));
  expect(body.length).toBeLessThanOrEqual(300);
  expect(sources.some((s) => squash(s).includes(body)), `not verbatim: ${body}`).toBe(true);
}

// The three drafted lines as one text, to check what went into the form at all.
export function draftedLines(output: T661Output): string {
  return (["242", "244", "246"] as const).map((id) => output.lines[id].text).join(" ");
}
