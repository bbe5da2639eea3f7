import { describe, expect, it } from "vitest";
import { nextStep, readinessSteps } from "@/components/claim/readiness";
import type { ProjectOverviewDTO } from "@/lib/client/claim-api";

const P = "11111111-1111-4111-8111-111111111111";
const day = (iso: string) => iso.slice(0, 10);

function overview(over: Partial<ProjectOverviewDTO> = {}): ProjectOverviewDTO {
  return {
    projectId: P,
    fiscalYear: "2025",
    period: { start: "2025-01-01", end: "2025-12-31" },
    precheck: null,
    t661: { runs: 0, latest: null },
    claim: {
      version: 0,
      updatedAt: null,
      lines: {
        "242": { wordCount: 0, wordLimit: 350, state: "EMPTY" },
        "244": { wordCount: 0, wordLimit: 700, state: "EMPTY" },
        "246": { wordCount: 0, wordLimit: 350, state: "EMPTY" },
      },
      linesDrafted: 0,
      missingFields: ["title", "startDate", "completionDate", "fieldOfScienceCode"],
    },
    files: { total: 0, ready: 0, failed: 0, indexing: 0 },
    logbook: { entries: 0, inPeriod: 0, undated: 0, latest: null },
    ...over,
  };
}

describe("readinessSteps", () => {
  it("starts a new project at the pre-check, every step to do, links to start each", () => {
    const steps = readinessSteps(overview(), day);
    expect(steps.map((s) => s.id)).toEqual(["precheck", "evidence", "logbook", "draft", "lines", "sectionA", "export"]);
    expect(steps.every((s) => !s.done)).toBe(true);
    expect(nextStep(steps)?.id).toBe("precheck");
    expect(steps[0]).toMatchObject({ href: `/projects/${P}#new-session-title`, action: "Start a pre-check" });
    expect(steps.find((s) => s.id === "sectionA")?.detail).toBe("Still empty: title, start date, completion date and field of science code.");
  });

  it("links done steps to their sessions and names what stands in the way", () => {
    const run = (sessionId: string) => ({ runId: "r", sessionId, at: "2026-02-03T10:00:00.000Z" });
    const steps = readinessSteps(
      overview({
        precheck: { ...run("s-pre"), verdict: "LIKELY_ELIGIBLE", score: 82 },
        t661: { runs: 2, latest: run("s-t661") },
        files: { total: 3, ready: 2, failed: 1, indexing: 0 },
        logbook: { entries: 4, inPeriod: 3, undated: 1, latest: run("s-log") },
        claim: {
          version: 4,
          updatedAt: "2026-02-03T10:00:00.000Z",
          lines: {
            "242": { wordCount: 320, wordLimit: 350, state: "NEAR_LIMIT" },
            "244": { wordCount: 0, wordLimit: 700, state: "EMPTY" },
            "246": { wordCount: 360, wordLimit: 350, state: "OVER_LIMIT" },
          },
          linesDrafted: 2,
          missingFields: [],
        },
      }),
      day,
    );
    const byId = Object.fromEntries(steps.map((s) => [s.id, s]));
    expect(byId.precheck).toMatchObject({ done: true, detail: "Likely eligible (score 82), 2026-02-03", href: `/projects/${P}/sessions/s-pre` });
    expect(byId.evidence).toMatchObject({ done: true, detail: "2 ready, 1 failed: open them to see why" });
    expect(byId.logbook).toMatchObject({ done: true, href: `/projects/${P}/sessions/s-log` });
    expect(byId.logbook!.detail).toBe("3 entries dated in the tax year (2025-01-01 to 2025-12-31), 1 outside it or undated");
    expect(byId.draft).toMatchObject({ done: true, detail: "2 drafts, the last 2026-02-03" });
    expect(byId.lines).toMatchObject({ done: false, detail: "2 of 3 lines in the claim; line 244 still empty; line 246 over the limit", href: `/projects/${P}/claim` });
    expect(byId.sectionA).toMatchObject({ done: true });
    expect(byId.export?.detail).toBe("Once the lines and Section A are done.");
    expect(nextStep(steps)?.id).toBe("lines");
  });

  it("ends at the export once the lines and Section A are done", () => {
    const ok = (wordLimit: number) => ({ wordCount: 100, wordLimit, state: "OK" as const });
    const steps = readinessSteps(
      overview({ claim: { version: 5, updatedAt: null, lines: { "242": ok(350), "244": ok(700), "246": ok(350) }, linesDrafted: 3, missingFields: [] } }),
      day,
    );
    expect(steps.find((s) => s.id === "draft")?.done).toBe(true);
    expect(steps.find((s) => s.id === "export")?.detail).toBe("Ready: download it as DOCX or PDF for your T661.");
  });
});
