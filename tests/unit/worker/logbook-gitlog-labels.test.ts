import { describe, expect, it } from "vitest";
import { flattenGitLog } from "@/lib/worker/builtin/logbook/gitlog";
import { logbook } from "./helpers";

const log = [
  "commit 5d7c3a9e1f2b4c6d8e0a1b3c5d7e9f1a2b4c6d8e",
  "Author: Sam Leclerc <sam@northbyte.ca>",
  "Date:   Mon Feb 10 17:40:31 2025 -0500",
  "",
  "    Augment training set with 1,400 accented samples",
  "",
  "    Retrained QAT model: 93.9% overall.",
  "    Data manifest: data/manifest_v3.json",
  "    Next: measure inference latency on the Cortex-M4 board.",
].join("\n");

describe("LOGBOOK on a commit body's labelled lines", () => {
  it("keeps a labelled line on its own, not run on into the line above", () => {
    expect(flattenGitLog(log).split("\n")).toContain("Next: measure inference latency on the Cortex-M4 board.");
    const [row] = logbook(log).output.entries;
    expect(row!.nextSteps).toBe("Measure inference latency on the Cortex-M4 board.");
    expect(row!.result).not.toMatch(/manifest|latency/);
  });
});
