import { describe, expect, it } from "vitest";
import { logbook } from "./helpers";

const rows = (notes: string) => logbook(notes).output.entries;

describe("LOGBOOK on a setting's reading given again later in a row", () => {
  const notes = [
    "2025-09-02",
    "Cast backfill batch A with 4% binder. Pump pressure 38 bar.",
    "2025-09-09",
    "Cast backfill batch B with 3% slag blend. Pump pressure 35 bar.",
  ].join("\n");

  it("keeps the reading as written, without claiming anyone lowered it", () => {
    const second = rows(notes)[1]!;
    expect(JSON.stringify(second)).not.toMatch(/Lowered|Reduced|from 38 to 35/);
    expect(`${second.work} ${second.result}`).toMatch(/pump pressure 35 bar/i);
  });

  it("still writes a new value that opens the row's work as the change made", () => {
    const changed = rows("2025-03-03\nMould temperature 70 °C, 40 shots.\n2025-03-05\nMould temperature 90 °C, same tool. 40 shots.")[1]!;
    expect(changed.work).toMatch(/^Raised mould temperature from 70 to 90 °C/);
  });
});

describe("LOGBOOK on a step someone says is still to come", () => {
  it("does not write 'Merging after CI' as a merge done, and leaves a reviewer's 'LGTM' out", () => {
    const [row] = rows("2025-02-11\nQuadrant-level dirty marking in commit 5a90c44. Nightly diff: 4.6 min.\nLGTM. Merging after CI.");
    expect(JSON.stringify(row)).not.toMatch(/Merged|LGTM/);
  });
});
