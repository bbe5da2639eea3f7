import { describe, expect, it, vi } from "vitest";
import type { TaskEnvelope } from "@/lib/worker/schemas";

const calls = vi.hoisted(() => [] as { envelope: TaskEnvelope; output: unknown }[]);

vi.mock("@/lib/worker/builtin/index", async (original) => {
  const actual = await original<typeof import("@/lib/worker/builtin/index")>();
  return {
    ...actual,
    runBuiltin: (envelope: TaskEnvelope) => {
      const result = actual.runBuiltin(envelope);
      calls.push({ envelope, output: result.output });
      return result;
    },
  };
});

const { warmBuiltin } = await import("@/lib/worker/builtin/warm");

// A two-byte string gets its own compiled code in V8: the warm-up must give each task both kinds.
const wide = (text: string) => [...text].some((ch) => ch.codePointAt(0)! > 0xff);

describe("warmBuiltin", () => {
  it("runs each task on plain text and on text past Latin-1, and each run gives an answer", () => {
    warmBuiltin();
    for (const type of ["PRECHECK", "T661", "LOGBOOK"] as const) {
      const runs = calls.filter((c) => c.envelope.type === type);
      expect(runs.map((r) => wide(r.envelope.input)).sort()).toEqual([false, true]);
      for (const run of runs) expect(run.output).toBeTruthy();
    }
  });
});
