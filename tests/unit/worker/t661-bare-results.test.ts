import { describe, expect, it } from "vitest";
import { classifyAll } from "@/lib/worker/builtin/classify";
import type { Sentence } from "@/lib/worker/builtin/corpus";
import { readRoles } from "@/lib/worker/builtin/t661/roles";

// Results written with little of their own: rows of figures, a verdict in a few words, a value noted
// in terse notes run together under one label.

function linesOf(text: string[], paragraphs: number[]) {
  const sentences: Sentence[] = text.map((t, index) => ({ index, text: t, paragraph: paragraphs[index]!, kind: "input" as const, file: null, block: 0 }));
  return readRoles(classifyAll(sentences)).map((r) => r.line);
}

describe("T661 results with little evidence of their own", () => {
  it("keeps every row of a comparison told as figures, named without units", () => {
    const rows = ["We rotated 3 ventilation strategies weekly in 4 barns.", "Fixed schedule: 14.1% of feed energy, FCR 1.9.", "Humidity trigger: 9.2%, FCR 1.7.", "Camera trigger: 8.5%, FCR 1.7, 2 false starts."];
    expect(linesOf(rows, [0, 1, 1, 1])).toEqual(["244", "246", "246", "246"]);
  });

  it("does not take a work note's counts for results", () => {
    expect(linesOf(["We did not know whether a belt press could dewater the sludge.", "Jan-Mar: pilot belt press, 4 polymer types, 3 doses each."], [0, 1])).not.toContain("246");
  });

  it("reads a verdict on what was tried as a result", () => {
    expect(linesOf(["- Corn starch was bad, it make the pellets crumble in the hopper."], [0])).toEqual(["246"]);
    expect(linesOf(["Attempt 2: a thinner 2 mm probe to reach the core.", "Heating was fine, but the reading was too slow to catch a 5 s spike."], [0, 0])).toEqual(["244", "246"]);
  });

  it("ends a label's reach in notes run together at a clear sentence of another line, and reads a value noted as a result", () => {
    const notes = [
      "Unknown: can a camera on the sorter tell bruised apples from sound ones at 8 per second.",
      "Built a 4 m test belt.",
      "Ran 2,000 apples, each one also cut and graded.",
      "Added a polarising filter to cut glare.",
      "Bruise detection then 91%.",
      "Learned: glare matters more than the model.",
    ];
    expect(linesOf(notes, [0, 0, 0, 0, 0, 0])).toEqual(["242", "244", "244", "244", "246", "246"]);
  });
});

describe("T661 a judgement given as the reason for our work", () => {
  it("keeps 'we change … because the fibre was too broken' in line 244", () => {
    expect(linesOf(["Nobody knew how much fibre the foam could take.", "We change the mixing speed two times because the foam was too coarse."], [0, 1])).toEqual(["242", "244"]);
  });
});

describe("T661 what we found before any work", () => {
  it("reads the observation the story opens on as part of the problem, not knowledge gained", () => {
    const story = [
      "In March 2024 we found that our sprayed panels blistered within a week.",
      "Sprayed foam has no mould and no press, so the supplier's cure tables do not apply, and nobody could say what caused it.",
      "In April we sprayed 20 panels at three humidities.",
      "Blisters fell from 12 of 20 panels to none below 40% humidity.",
    ];
    expect(linesOf(story, [0, 0, 0, 0])).toEqual(["242", "242", "244", "246"]);
  });

  it("keeps a finding told after the work, or under a results label, in line 246", () => {
    const after = ["Nobody could say what made the panels blister.", "In April we sprayed 20 panels at three humidities.", "We found that humidity above 40% caused every blister."];
    expect(linesOf(after, [0, 0, 0])).toEqual(["242", "244", "246"]);
  });
});

describe("T661 a participle before its noun's outcome verb", () => {
  it("reads 'Curled fruit fell from 6% to 1%' as a result, not a note of work", () => {
    expect(linesOf(["We installed misters over 3 of 9 rows.", "Curled fruit fell from 6% to 1% of the crop."], [0, 0])).toEqual(["244", "246"]);
  });
});
