import { describe, expect, it } from "vitest";
import { classifyAll } from "@/lib/worker/builtin/classify";
import type { Sentence } from "@/lib/worker/builtin/corpus";
import { readRoles } from "@/lib/worker/builtin/t661/roles";
import { readLabel } from "@/lib/worker/builtin/t661/labels";
import { draftText } from "@/lib/worker/builtin/t661/voice";
import { toClaimVoice } from "@/lib/worker/builtin/text/rewrite";
import { t661 } from "./helpers";

// Plain stories and e-mails told by an owner: the goal named by the thing wanted, what nobody knew with
// the "nobody" far from its verb, the usual way and why it fell short, results in non-native English.

function linesOf(text: string[]) {
  const sentences: Sentence[] = text.map((t, index) => ({ index, text: t, paragraph: 0, kind: "input" as const, file: null, block: 0 }));
  return readRoles(classifyAll(sentences)).map((r) => r.line);
}

describe("T661 plain stories", () => {
  it("reads 'I tried to make a …' as the goal and 'Nobody I asked, including …, knew if' as the unknown", () => {
    const story = [
      "In 2024 I tried to make a kombucha with no added sugar that would stay fizzy for 6 months in the can.",
      "Without sugar, the culture stops making gas and the cans go flat.",
      "Nobody I asked, including the culture supplier and the college lab, knew if a honey-fed secondary ferment could keep the pressure.",
      "I made 8 test batches with two honey doses and four storage temperatures.",
    ];
    expect(linesOf(story)).toEqual(["242", "242", "242", "244"]);
  });

  it("reads 'we wanted a … that lasts 3 seasons' as the goal, not a result", () => {
    const mail = [
      "Our mower blades wear out in one season on the rocky fields.",
      "We wanted a blade edge that lasts 3 seasons.",
      "The standard fix is hard-facing but it cracks on rocks, and nobody could say which alloy would survive.",
    ];
    expect(linesOf(mail)).toEqual(["242", "242", "242"]);
  });

  it("reads the usual way and why it fell short as standard practice", () => {
    expect(linesOf(["Normally we would use waterjet cutting for this, but it leaves a frayed edge that the customer won't accept."])).toEqual(["242"]);
  });

  it("reads a non-native result without its -s, but not the noun", () => {
    expect(linesOf(["We tested 4 glues on 20 panels.", "The epoxy glue lose only 2% strength after the winter, the PU glue lose 15%."])).toEqual(["244", "246"]);
    expect(linesOf(["We tested 4 glues on 20 panels.", "A crack in the edge grew 3 mm in the winter."])).toEqual(["244", "246"]);
  });
});

describe("T661 a season told in the past", () => {
  it("keeps 'in the winter' with a past verb in its line, and a season with nothing past as a plan", () => {
    expect(linesOf(["We poured 4 slabs with two foam thicknesses.", "The thin slab lost 6 °C more in the winter than the thick one."])).toEqual(["244", "246"]);
    expect(linesOf(["We poured 4 slabs with two foam thicknesses.", "Field trial on a client site in the spring."])).toEqual(["244", null]);
  });
});

describe("T661 the goal and the team in other words", () => {
  it("reads 'The company set out in 2024 to develop …' as the goal and 'S. Patel ran 10 test splices' as our work", () => {
    expect(linesOf(["The company set out in 2024 to develop a mulch film that breaks down in one season.", "It was not known whether starch would speed breakdown."])).toEqual(["242", "242"]);
    expect(linesOf(["Nobody could tell us if the compound would bond.", "S. Patel ran 10 test splices with 3 compounds in the cold room."])).toEqual(["242", "244"]);
  });

  it("drafts the goal in line 242 when no unknown is stated, and drops 'Short version:'", () => {
    const { output } = t661("Short version: we needed a glue that holds wood to aluminum at -40. We tested 12 adhesives in the lap shear test. A flexible polyurethane held 8 MPa at -40.");
    expect(output.lines["242"].text).toBe("We needed a glue that holds wood to aluminum at -40.");
    expect(output.warnings.some((w) => w.startsWith("Line 242: no technological uncertainty"))).toBe(true);
  });
});

describe("T661 a goal told in the present", () => {
  it("reads non-native 'Our bakery want to make a …' as the goal, and 'clients don't want to …' as no goal", () => {
    expect(linesOf(["Our shop want to make a ski wax without fluorine that stay fast 50 km.", "We did not find any study about fluorine-free wax below -15 °C."])).toEqual(["242", "242"]);
    expect(linesOf(["Our clients don't want to make a second trip.", "We did not find any study about fluorine-free wax below -15 °C."])[0]).toBeNull();
  });
});

describe("T661 the problem told first as a loss, and how close a thing came", () => {
  it("reads a loss told first, in the paragraph of the problem, and the usual way that fell short as line 242", () => {
    const story = [
      "Our cucumbers curl on hot days after rain, and we lost about 6% of the crop to curling in 2024.",
      "Growers usually shade the house to stop curling, but with our glass that cut the yield.",
      "We wanted to know if misting the leaves instead would stop the curling.",
      "We installed misters over 3 of 9 rows.",
    ];
    expect(linesOf(story)).toEqual(["242", "242", "242", "244"]);
  });

  it("keeps a result told first, in a paragraph of its own, in line 246", () => {
    const sentences: Sentence[] = [
      "In 2025 we lost only 1% of the crop to curling.",
      "Nobody knew whether misting would stop the curling without spreading mildew.",
    ].map((t, index) => ({ index, text: t, paragraph: index, kind: "input" as const, file: null, block: 0 }));
    expect(readRoles(classifyAll(sentences)).map((r) => r.line)).toEqual(["246", "242"]);
  });

  it("reads how close a model came, told in the past, as a result", () => {
    expect(linesOf(["We fitted two models on 60 flights.", "The second model predicted the landing time within 40 seconds in all 60 flights."])).toEqual(["244", "246"]);
  });
});

describe("T661 a chat typed without apostrophes", () => {
  it("reads 'Problem is …' and 'couldnt say why' as the unknown, and drafts the apostrophe back", () => {
    const chat = [
      "problem is the hinges kept snapping after a few weeks on the boats and the supplier said the nylon should be fine but couldnt say why ours snapped.",
      "we did 12 test hinges with 3 resins and flexed them 500,000 times on a rig.",
    ];
    expect(linesOf(chat)).toEqual(["242", "244"]);
    const { output } = t661(chat.join(" "));
    expect(output.lines["242"].text).toContain("couldn't say why");
  });
});

describe("T661 work told with 'did'", () => {
  it("reads 'we did 12 test hinges' as work, and 'we did a project on …' as no step of it", () => {
    expect(linesOf(["Nobody knew why the hinges snapped.", "we did 12 test hinges with 3 resins on a rig."])).toEqual(["242", "244"]);
    expect(linesOf(["We're a boat builder near Gaspé and we did a project on nylon hinges."])).toEqual([null]);
  });
});

describe("T661 a report in the passive voice, and a project named without a verb", () => {
  it("reads what an examination found, told in the passive, as a result", () => {
    expect(linesOf(["Failed seals were sectioned and examined under a microscope.", "Sand grains were found inside all failed seals, while no corrosion was observed."])).toEqual(["244", "246"]);
    expect(linesOf(["Nobody knew why the seals failed.", "Each seal was observed by a camera every minute."])[1]).toBe("244");
  });

  it("drafts a project named without a verb in line 242 as the goal", () => {
    expect(draftText(readLabel("A new low-sugar jam that keeps its set for 12 months."), "uncertainty")).toBe("Our goal was a new low-sugar jam that keeps its set for 12 months.");
  });
});

describe("T661 what nobody knows, told in the present", () => {
  it("reads 'nobody knows if …' as the unknown", () => {
    expect(linesOf(["We built a new vat and ran 6 batches.", "Nobody knows if a second paddle or a slower speed fixes the lumps."])).toEqual(["244", "242"]);
  });
});

describe("T661 work told as 'they' in a preparer's notes, or by a pull request", () => {
  it("reads 'They moulded 5 trial batches' and 'PR #212 added a patch' as the work", () => {
    expect(linesOf(["Client did not know if a modifier would stop the cracking.", "They moulded 5 trial batches with 0 to 15% modifier."])).toEqual(["242", "244"]);
    expect(linesOf(["Nobody knew how to patch the graph in place.", "PR #212 added a patch that updates only affected shortcuts."])).toEqual(["242", "244"]);
  });

  it("leaves what a supplier did without test items alone", () => {
    expect(linesOf(["Nobody knew how to patch the graph in place.", "They shipped the wrong resin twice."])[1]).not.toBe("244");
  });
});

describe("T661 what nobody had done, beside a rating quoted", () => {
  it("reads the rating that stops short and 'nobody had tested' as line 242, and the problem told before it too", () => {
    const problem = [
      "We run a 40,000-bird broiler barn near Joliette.",
      "Chick losses in the brooding rooms were 9% in winter, mostly from chilling in the first 72 hours, and gas heaters were not fixing it.",
      "The brooder makers say their pads keep chicks warm down to 18 °C room temperature, but our barns drop to 10 °C at night and nobody had tested pads that cold.",
      "We fitted 12 pens with two pad designs.",
    ];
    expect(linesOf(problem)).toEqual([null, "242", "242", "244"]);
  });
});

describe("T661 nothing on the market does it", () => {
  it("reads 'Nobody makes a … sized for …' as standard practice falling short", () => {
    expect(linesOf(["Nobody makes a dust collector sized for a 2 m planer that fits under our mezzanine.", "We built a cyclone and tested 3 inlet sizes."])).toEqual(["242", "244"]);
  });
});

describe("T661 a conclusion naming a chemical", () => {
  it("reads 'so CO2 supply, not binder chemistry, is the bottleneck' as knowledge", () => {
    expect(linesOf(["We tried 3 accelerators on 40 blocks.", "so H2O uptake, not the binder chemistry, is the bottleneck."])).toEqual(["244", "246"]);
  });
});

describe("T661 non-native results and lessons", () => {
  it("reads 'the glass-filled PA break in 2 of 30' as a result and 'We have understand that' as knowledge, drafted 'We understood that'", () => {
    const story = [
      "We tested 4 materials for the window thermal break with an impact test at -40, 30 samples each.",
      "The glass-filled PA break in 2 of 30, the normal polyamide in 19 of 30.",
      "We have understand that the fibre orientation is important.",
    ];
    expect(linesOf(story)).toEqual(["244", "246", "246"]);
    expect(toClaimVoice("We have understand that the fibre orientation is important.")).toBe("We understood that the fibre orientation is important.");
  });
});

describe("T661 the whole project in one sentence", () => {
  it("cuts a run-on that opens on the unknown into the unknown, the work and what was found", () => {
    const { output } = t661(
      "We didn't know if a cheaper pump seal could hold our slurry without leaking, so we tested 5 seal materials over 300 hours on a test loop and found that the silicon carbide seal never leaked while the carbon ones leaked within 40 hours.",
    );
    expect(output.lines["242"].text).toBe("We didn't know if a cheaper pump seal could hold our slurry without leaking.");
    expect(output.lines["244"].text).toBe("We tested 5 seal materials over 300 hours on a test loop.");
    expect(output.lines["246"].text).toBe("We found that the silicon carbide seal never leaked while the carbon ones leaked within 40 hours.");
  });

  it("leaves an iteration told with 'so we' whole", () => {
    const { output } = t661("The first seal leaked within 40 hours on the test loop because the slurry cut the carbon face, so we switched to silicon carbide for the next 5 seals and ran them for 300 hours.");
    expect(output.lines["242"].text).toBe("");
  });
});

describe("T661 results told by what they replaced or by how much", () => {
  it("reads 'in 8 days instead of 12' and 'We cut energy use by 35%' as results, and a practice 'written for softwoods' as no record", () => {
    expect(linesOf(["We ran 8 charges with different humidity steps.", "The new schedule dries maple in 8 days instead of 12."])).toEqual(["244", "246"]);
    expect(linesOf(["Nobody knew if a cooler dryer would crack the pasta.", "We cut energy use in our pasta dryer by 35%."])).toEqual(["242", "246"]);
    expect(linesOf(["Nobody could tell us how fast maple could go without checking.", "The kiln maker's schedules are written for softwoods."])).toEqual(["242", "242"]);
  });
});

describe("T661 the question a team looked at, and an expectation overturned", () => {
  it("reads 'our team looked at whether …' as the unknown and '… the opposite of what we expected' as knowledge", () => {
    const story = [
      "In 2025 our team looked at whether recycled carpet fibre could replace virgin nylon in our floor mats.",
      "We moulded 24 mats at 10, 20, 30 and 40% fibre and pulled them to failure.",
      "So fibre length, not bonding, limits how much carpet a mat can take, which is the opposite of what we expected.",
    ];
    expect(linesOf(story)).toEqual(["242", "244", "246"]);
  });
});
