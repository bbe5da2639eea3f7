import { describe, expect, it } from "vitest";
import { classifyAll } from "@/lib/worker/builtin/classify";
import type { Sentence } from "@/lib/worker/builtin/corpus";
import { readLabel } from "@/lib/worker/builtin/t661/labels";
import { readRoles } from "@/lib/worker/builtin/t661/roles";
import { t661 } from "./helpers";

// Context told in the forms users type: who the company is, why the project started, what the claim
// leaves out. Each sentence is its own paragraph unless the test says otherwise.

function sentences(text: string, oneParagraph = false): Sentence[] {
  return text.split("\n").map((t, index) => ({ index, text: t, paragraph: oneParagraph ? 0 : index, kind: "input" as const, file: null, block: 0 }));
}

function linesOf(text: string, oneParagraph = false) {
  return readRoles(classifyAll(sentences(text, oneParagraph))).map((r) => r.line);
}

describe("T661 company introductions in other forms", () => {
  it("keeps a non-native 'is make', a place set off by commas and a headcount out of the lines", () => {
    expect(linesOf("Our company is make insulated window frames in Trois-Rivières, we are 9 persons.")).toEqual([null]);
    expect(linesOf("Harbour Marine Labs, Saint John, NB, builds sonar buoys for fish farms.")).toEqual([null]);
    expect(linesOf("Kelpworks3 grows seaweed for feed on two leases; we are 6 people.")).toEqual([null]);
  });
});

describe("T661 motive and disclaimers", () => {
  it("reads what customers kept asking for, what buyers told us and who asked us as the motive", () => {
    const lines = linesOf(
      [
        "Our dealers kept asking for a trailer hitch that locks itself, so we started this project in May 2024.",
        "Farmers told us the clogging was the main reason they would not buy a second seeder.",
        "Inspectors still write up bridges on paper logbooks, and the province asked us for a way to scan them.",
        "We did not know whether a latch could close reliably under 4 mm of ice.",
      ].join("\n"),
      true,
    );
    expect(lines).toEqual([null, null, null, "242"]);
  });

  it("leaves out work the claimant says is not part of the claim", () => {
    expect(linesOf("The CE marking work and the distributor contracts were handled separately and are not part of this claim.")).toEqual([null]);
    expect(linesOf("Licensing work with the regulator was done by a consultant.")).toEqual([null]);
  });

  it("reads a 'Why we did it:' label as the motive, not as work", () => {
    expect(linesOf("Why we did it: a restaurant chain wanted a gluten-free pizza base that survives freezing.")).toEqual([null]);
  });
});

describe("T661 what the company does, told in the present before the story", () => {
  it("keeps 'we buy … and refurbish them' out of the lines, but not present-tense work told with its figures or after the problem", () => {
    const chat = [
      "so we buy old forklift batteries from dealers and refurbish them for farm equipment.",
      "the problem was nobody knew how to tell which cells would last another 3 years.",
      "we cycled 20 packs at -10 degrees and logged the capacity.",
    ];
    expect(linesOf(chat.join("\n"), true)).toEqual([null, "242", "244"]);
    expect(linesOf(["We did not know whether the cells would last.", "we take the weak packs apart and rebuild them with new cells."].join("\n"), true)[1]).not.toBeNull();
  });
});

describe("T661 a builder's forms are not the claim's form", () => {
  it("keeps 'the form makers' tables' in line 242 while 'fill in the form' stays a request", () => {
    expect(linesOf(["Nobody knew how much pressure the concrete would put on the foam.", "The form makers' tables stop at 3 metres and assume a slow pour."].join("\n"), true)).toEqual(["242", "242"]);
    expect(linesOf("Can you fill in the form for us.")).toEqual([null]);
    expect(linesOf("Keep to the limits the form asks for.")).toEqual([null]);
  });
});

describe("T661 a chat export and numbered steps", () => {
  it("drops a chat's stamps and speakers, and reads 'still leaves' as a verb", () => {
    const chat = [
      "[Mon 9:02] Julie: the new mixer still leaves dry pockets at the corners",
      "[Mon 9:10] Marc: nobody knows if a second blade fixes it",
      "[Tue 14:20] Marc: ran 6 batches with one blade at 3 speeds - pockets in all 6",
      "[Wed 11:00] Julie: added corner scrapers, pockets down from 12% to 2% of batches",
    ].join("\n");
    const { output } = t661(chat);
    expect(output.lines["242"].text).toContain("The new mixer still leaves dry pockets at the corners.");
    for (const id of ["242", "244", "246"] as const) {
      expect(output.lines[id].text).not.toContain("Julie:");
      expect(output.lines[id].text).not.toContain("[Mon");
    }
    expect(output.lines["244"].text).toContain("ran 6 batches");
  });

  it("strips 'Step 2 -' without reading it as a line", () => {
    const label = readLabel("Step 2 - We formulated 8 coatings with different additives.");
    expect(label.kind).toBeNull();
    expect(label.rest).toBe("We formulated 8 coatings with different additives.");
  });
});

describe("T661 the claimant introduced in the first person", () => {
  it("keeps 'I'm a one-man shop making …' out of the lines, but not a sentence that goes on to the work", () => {
    const story = [
      "I'm a one-man shop making custom e-scooter batteries.",
      "The heated packs kept 90% of their range at -15 °C, the unheated ones 45%.",
    ].join("\n");
    expect(linesOf(story, true)).toEqual([null, "246"]);
  });
});

describe("T661 a correspondent's short questions", () => {
  it("reads '> What was the technical problem?' and 'What happened?' as headings, never a sentence of a line", () => {
    const mail = [
      "> What was the technical problem?",
      "Our pumps cavitate below 2 bar inlet pressure, and nobody could tell us whether a different impeller would stop it.",
      "",
      "> What happened?",
      "The wider impeller ran without cavitation down to 1.2 bar.",
    ].join("\n");
    const { output } = t661(mail);
    expect(output.lines["242"].text).not.toContain("technical problem?");
    expect(output.lines["242"].text).not.toContain("We did not know what");
    expect(output.lines["246"].text).toContain("wider impeller");
    expect(output.lines["246"].text).not.toContain("What happened");
  });
});

describe("T661 a tracker's export", () => {
  it("drops the issue key and the fields after the title, and writes the titles out", () => {
    const export_ = [
      "FARM-201 Investigate why the planter skips corn above 14 km/h | Status: Done",
      "Description: The meter skips seeds above 14 km/h. Unknown if a vacuum meter can singulate corn at 16 km/h.",
      "FARM-204 Build a test stand with a high-speed camera to film 2,000 seeds per run | Status: Done | Priority: High",
    ].join("\n");
    const { output } = t661(export_);
    const all = `${output.lines["242"].text} ${output.lines["244"].text} ${output.lines["246"].text}`;
    expect(all).not.toContain("Status");
    expect(all).not.toContain("FARM-2");
    expect(output.lines["242"].text).toContain("It was unknown if a vacuum meter");
    expect(output.lines["244"].text).toContain("We built a test stand");
  });
});
