import { describe, expect, it } from "vitest";
import { runBuiltin } from "@/lib/worker/builtin";
import { OUTPUT_SCHEMAS, TASK_TYPES, type TaskEnvelope } from "@/lib/worker/schemas";
import * as F from "./fixtures";

const INPUTS = [F.COMPRESSION, F.COATING, F.DEFECT_ML, F.SHOPIFY, F.QA, F.AWS, F.LOGO, F.CACHING, F.NO_RECORDS, F.NO_TESTS, F.FRENCH, F.RECIPE, F.COMPLAINT, F.DRONE_MESSY, F.CRM, F.NOTES_LATE, "", "AI?"];

function rich(type: TaskEnvelope["type"], input: string): TaskEnvelope {
  return F.envelope(type, input, {
    project: { name: "Pump telemetry", fiscalYear: "FY2025", description: "Low-latency compression of vibration data on battery-powered sensor nodes." },
    history: [F.user(F.NOTES_EARLY, "2025-03-20T15:00:00Z"), F.assistant("## SR&ED pre-check\n**Verdict:** Likely eligible", "2025-03-20T15:00:04Z")],
    files: [F.file("f1", "bench.pdf", ["2025-03-02: zstd level 3 reached 3.1x at 48 ms per block.", "The third prototype reached 4.3x at 11 ms."])],
  });
}

describe("runBuiltin", () => {
  it("answers every task type with output that passes its schema", () => {
    for (const type of TASK_TYPES) {
      for (const input of INPUTS) {
        for (const env of [F.envelope(type, input), rich(type, input)]) {
          const result = runBuiltin(env);
          const parsed = OUTPUT_SCHEMAS[type].safeParse(result.output);
          expect(parsed.success, `${type}: ${parsed.error?.message}`).toBe(true);
          expect(result.markdown.length).toBeGreaterThan(0);
        }
      }
    }
  });

  it("is deterministic", () => {
    for (const type of TASK_TYPES) {
      for (const input of INPUTS) {
        expect(runBuiltin(rich(type, input))).toEqual(runBuiltin(rich(type, input)));
      }
    }
  });

  it("accepts a project without description and no project at all", () => {
    const r = runBuiltin(F.envelope("LOGBOOK", "Ran the rig for 2 h.", { project: null }));
    expect(OUTPUT_SCHEMAS.LOGBOOK.safeParse(r.output).success).toBe(true);
    expect(runBuiltin(F.envelope("T661", F.COATING, { project: null })).markdown).toMatch(/^## T661 draft/);
  });
});
