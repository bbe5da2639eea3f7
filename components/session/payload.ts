import type { LogbookOutput, PrecheckOutput, T661Output, TaskResult } from "@/lib/client/api-types";

// An assistant message's payload comes from storage as unknown JSON: check its shape before a rich
// view trusts it, and fall back to the markdown otherwise.

export type RichPayload =
  | { type: "PRECHECK"; output: PrecheckOutput; result: TaskResult }
  | { type: "T661"; output: T661Output; result: TaskResult }
  | { type: "LOGBOOK"; output: LogbookOutput; result: TaskResult };

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);
const isStringArray = (v: unknown): v is string[] => Array.isArray(v) && v.every((x) => typeof x === "string");

function isPrecheck(o: unknown): o is PrecheckOutput {
  return (
    isRecord(o) &&
    typeof o.verdict === "string" &&
    typeof o.score === "number" &&
    isStringArray(o.followUpQuestions) &&
    Array.isArray(o.criteria) &&
    o.criteria.every(
      (c) => isRecord(c) && typeof c.label === "string" && isStringArray(c.evidence) && isStringArray(c.gaps),
    )
  );
}

function isT661(o: unknown): o is T661Output {
  if (!isRecord(o) || !isRecord(o.lines) || !isStringArray(o.warnings) || !Array.isArray(o.sources)) return false;
  const lines = o.lines;
  return (["242", "244", "246"] as const).every((k) => {
    const line = lines[k];
    return isRecord(line) && typeof line.text === "string" && typeof line.wordLimit === "number";
  });
}

function isLogbook(o: unknown): o is LogbookOutput {
  return isRecord(o) && Array.isArray(o.entries) && o.entries.every((e) => isRecord(e) && typeof e.title === "string");
}

export function readPayload(payload: unknown): RichPayload | null {
  if (!isRecord(payload) || payload.status !== "succeeded") return null;
  const result = payload as unknown as TaskResult;
  const output = payload.output;
  if (payload.type === "PRECHECK" && isPrecheck(output)) return { type: "PRECHECK", output, result };
  if (payload.type === "T661" && isT661(output)) return { type: "T661", output, result };
  if (payload.type === "LOGBOOK" && isLogbook(output)) return { type: "LOGBOOK", output, result };
  return null;
}
