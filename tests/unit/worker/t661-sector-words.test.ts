import { describe, expect, it } from "vitest";
import { classifyAll } from "@/lib/worker/builtin/classify";
import type { Sentence } from "@/lib/worker/builtin/corpus";
import { readRoles } from "@/lib/worker/builtin/t661/roles";

// A claimant's ordinary words that are also cue words of the engine ("logs" of a sawmill, an energy
// "budget", an ethics "approval", a clinician who "scored"), and cues that read the wrong role.

function sentences(text: string, oneParagraph = false): Sentence[] {
  return text.split("\n").map((t, index) => ({ index, text: t, paragraph: oneParagraph ? 0 : index, kind: "input" as const, file: null, block: 0 }));
}

function linesOf(text: string, oneParagraph = false) {
  return readRoles(classifyAll(sentences(text, oneParagraph))).map((r) => r.line);
}

describe("T661 sector words that are also cue words", () => {
  it("reads a sawmill's logs as wood, and a log as a record only where it was kept", () => {
    const lines = linesOf(
      [
        "We did not know whether ultrasound could find knots inside frozen pine logs at line speed.",
        "Ultrasound is used on lumber, but lumber is dry and planed, while our logs are frozen and covered in bark.",
      ].join("\n"),
      true,
    );
    expect(lines).toEqual(["242", "242"]);
    expect(linesOf("Every run was logged in the shift logs.")).toEqual(["244"]);
  });

  it("reads what a change saved against an energy budget as a result", () => {
    expect(linesOf("Lowering the clock alone saved less than 4%, because the display refresh was eating most of the power budget.")).toEqual(["246"]);
  });

  it("keeps work done with ethics approval, and assessed by a clinician, in line 244", () => {
    expect(linesOf("We filmed the gait of 20 volunteers after stroke, with their consent and ethics approval, on stairs and ramps.")).toEqual(["244"]);
    expect(linesOf("Each brace version was worn for 30-minute sessions while a clinician scored balance.")).toEqual(["244"]);
  });
});

describe("T661 cues that read the wrong role", () => {
  it("reads 'what we know now is that' as knowledge, not practice falling short", () => {
    expect(linesOf("What we know now is that in summer the mould cannot be stopped by either coating alone, and that drying is not an option at our volume.")).toEqual(["246"]);
  });

  it("reads a verdict on a labelled attempt as a result", () => {
    expect(linesOf(["Attempt 2: we added a heated roller before the press.", "This also failed on wet boards, because steam lifted the veneer."].join("\n"), true)).toEqual(["244", "246"]);
  });

  it("reads a change from one figure to another, told of a thing, as a result", () => {
    expect(linesOf("Vacuum bagging every 6 layers took voids from 2.8% to 1.1% but not below 0.5%.")).toEqual(["246"]);
    expect(linesOf("We raised the oven from 120 to 140 °C for the second set.")).toEqual(["244"]);
  });

  it("reads measuring on a count of described items as the work", () => {
    expect(linesOf("In April we measured warpage on 24 moulded trays with two wall thicknesses.")).toEqual(["244"]);
  });

  it("reads 'we think because' after a result as its explanation, not a prediction", () => {
    expect(linesOf("In the trial the coated seed cut blight 30% but yield was the same as control, we think because the summer was dry.")).toEqual(["246"]);
  });
});

describe("T661 an uncertainty told as a way nobody found", () => {
  it("drafts line 242 from 'we couldn't find any way to … without …', and leaves a way still missing after the work alone", () => {
    const text = [
      "We couldn't find any way to damp a 6 Hz mirror wobble with small actuators without also fighting the operator's own steering.",
      "We built two controllers: a fixed notch filter and an adaptive filter that tracked the wobble.",
      "The adaptive filter cut the wobble by 55% on average.",
    ].join("\n");
    expect(linesOf(text, true)).toEqual(["242", "244", "246"]);
    expect(linesOf("We could not find a method to bond the two layers below 5 °C.")).toEqual(["242"]);
    expect(linesOf(["We built two controllers: a fixed notch filter and an adaptive filter.", "We still couldn't find a way to stop the wobble."].join("\n"), true)).not.toEqual(["244", "242"]);
  });
});

describe("T661 photos as an image model's data", () => {
  it("reads an app that works from photos as the company, and 'We bet that … would' as the hypothesis", () => {
    const text = [
      "We build a mobile app that identifies insects from photos for orchard growers.",
      "We did not know if a model could tell larvae apart at 2 mm with a phone camera.",
      "We bet that training on rendered larvae, mixed with a few real photos, would close the gap.",
      "We collected 1,800 real photos on 5 orchards and rendered 40,000 synthetic ones.",
    ].join("\n");
    expect(linesOf(text, true)).toEqual([null, "242", "244", "244"]);
  });

  it("keeps photos taken as a record in line 244", () => {
    expect(linesOf("We took photos of every panel after each cycle.")).toEqual(["244"]);
  });
});

describe("T661 whom we called, and what a part did", () => {
  it("reads 'the suppliers we called had only used …' as no work of ours, and 'tore at the mould line' as what a part did", () => {
    expect(linesOf(["We moulded 24 mats with 4 fibre levels.", "Mats with more than 20% fibre tore at the mould line."].join("\n"), true)).toEqual(["244", "246"]);
    const lines = linesOf("Mats with more than 20% fibre tore at the mould line, and the compounders we called had only ever used fibre in carpets.");
    expect(lines).not.toEqual(["244"]);
  });
});
