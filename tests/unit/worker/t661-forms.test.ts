import { describe, expect, it } from "vitest";
import { classifyAll } from "@/lib/worker/builtin/classify";
import type { Sentence } from "@/lib/worker/builtin/corpus";
import { practiceShortfall } from "@/lib/worker/builtin/practice";
import { withAntecedent } from "@/lib/worker/builtin/t661/antecedent";
import { promptKind } from "@/lib/worker/builtin/t661/prefixes";
import { draftText } from "@/lib/worker/builtin/t661/voice";
import { readRoles } from "@/lib/worker/builtin/t661/roles";
import { toClaimVoice } from "@/lib/worker/builtin/text/rewrite";
import { tokensOf } from "@/lib/worker/builtin/text/tokens";
import { t661 } from "./helpers";

// The forms users type: work told through a named employee, questionnaires, e-mails, non-native
// English and notes. Each sentence is its own paragraph unless the test says otherwise.

function sentences(text: string): Sentence[] {
  return text.split("\n").map((t, index) => ({ index, text: t, paragraph: index, kind: "input" as const, file: null, block: 0 }));
}

function linesOf(text: string) {
  return readRoles(classifyAll(sentences(text))).map((r) => r.line);
}

describe("T661 work told by someone other than we", () => {
  it("reads a named employee, a staff noun and 'she' as the claimant's work", () => {
    expect(
      linesOf(
        [
          "Our chemist, Sophie, made 35 formulations with four amine hardeners.",
          "She cured panels in a cold room at 5 °C and tested hardness for 1,000 hours.",
          "Our technician poured 12 test slabs.",
        ].join("\n"),
      ),
    ).toEqual(["244", "244", "244"]);
  });

  it("reads a set-up ramp as a test condition, not a change achieved", () => {
    expect(linesOf("We tested each version on 24 volunteers, stepping the oxygen down from 100% to 70%, and compared readings with blood samples.")).toEqual(["244"]);
    expect(linesOf("We brought the esters down from 2.4 to 0.9 mg/kg.")).toEqual(["246"]);
  });

  it("never leaves line 244 empty when the experiments were done by staff", () => {
    const { output } = t661(
      [
        "We did not know whether a water-based epoxy could cure at 5 °C.",
        "Our chemist, Sophie, made 35 formulations with four different amine hardeners and two co-solvents.",
        "She cured panels in a cold room at 5 °C and 80% humidity and tested hardness for 1,000 hours.",
        "The final formula reached full hardness in 4 days at 5 °C.",
      ].join(" "),
    );
    expect(output.lines["244"].text).toContain("35 formulations");
    expect(output.lines["244"].text).toContain("cold room");
  });
});

describe("T661 questionnaire prompts without 'you'", () => {
  const form = [
    "1. What is the project?",
    "We wanted to change canola seeding rates across fields with salty patches.",
    "",
    "2. What didn't you know at the start?",
    "We didn't know if higher seeding rates would make up for the plants that die in saline soil.",
    "",
    "Q3.",
    "Why couldn't a competent professional solve it with standard practice?",
    "Agronomy guides give one seeding rate for a whole field.",
    "",
    "Q4. What did you find out?",
    "Raising the rate to 8 kg/ha gave 11% more yield on moderately saline soil.",
    "So it is better to leave the worst patches unseeded, which the standard variable-rate software can't do.",
  ].join("\n");

  it("reads the prompts as headings, never as sentences of a line", () => {
    const { output } = t661(form);
    const all = [output.lines["242"].text, output.lines["244"].text, output.lines["246"].text].join(" ");
    expect(all).not.toContain("What is the project");
    expect(all).not.toContain("competent professional");
    expect(all).not.toContain("find out");
    expect(output.lines["242"].text).toContain("Agronomy guides give one seeding rate");
  });

  it("gives the answers the prompt's line", () => {
    const { output } = t661(form);
    expect(output.lines["246"].text).toContain("leave the worst patches unseeded");
  });
});

describe("T661 company intros by name or with a place, and commercial follow-up", () => {
  it("sets a company named or placed aside, and the market's motive, as context", () => {
    const { output } = t661(
      [
        "Northwind Apps is a six-person company in Halifax that builds a field inspection app.",
        "Arctic Air Systems, Whitehorse, builds air-source heat pumps for northern homes.",
        "Our shop in Mirabel machines titanium brackets for aircraft landing gear.",
        "Our greenhouse in Saint-Rémi produce strawberries all the winter with LED lights.",
        "Hospitals want it so nurses don't have to keep putting clips back on patients' fingers.",
        "We did not know whether two tablets editing offline could merge their edits without losing any.",
        "We built a merge prototype and tested it on 40 inspection pairs.",
        "It lost no edits in 38 of the 40 pairs.",
        "The project was done by our two developers, Priya and Marc, from February to November 2025.",
        "The study was approved by a research ethics board.",
        "We stopped the project in November.",
        "The pilot city has now rolled it out to all 60 of its inspectors.",
        "Transport Canada approval is a separate project.",
      ].join(" "),
    );
    const all = [output.lines["242"].text, output.lines["244"].text, output.lines["246"].text].join(" ");
    for (const leak of ["Northwind", "Arctic Air", "Mirabel", "Saint-Rémi", "Hospitals", "Priya", "ethics board", "stopped the project", "rolled it out", "Transport Canada"]) {
      expect(all).not.toContain(leak);
    }
    expect(output.lines["242"].text).toMatch(/^We did not know whether two tablets/);
    expect(output.lines["244"].text).toContain("40 inspection pairs");
  });

  it("keeps a technical sentence whose subject is a material, not a company", () => {
    expect(linesOf("Silica fume makes the paste stiffer at 8% replacement, and the slump fell from 120 to 60 mm.")).toEqual(["246"]);
  });
});

describe("T661 knowing and working told in the present", () => {
  it("reads 'we learn that' and 'we figured out that' as knowledge gained", () => {
    expect(
      linesOf(
        [
          "We learn that the alkali open the fibre surface so less silane is need.",
          "We figured out that only about half the shingle binder blends in, so mix designs have to count it as half.",
          "We worked out why the first slab froze at the corners.",
        ].join("\n"),
      ),
    ).toEqual(["246", "246", "246"]);
  });

  it("reads present-tense work with its figures as work, not as a company intro", () => {
    const lines = linesOf(
      [
        "We make 60 samples and put them in water 24 hour and measure the swelling.",
        "We divide the greenhouse in 6 zones and we test 3 pulse frequencies.",
        "We make anti-corrosion coatings for steel bridges in Quebec.",
      ].join("\n"),
    );
    expect(lines).toEqual(["244", "244", null]);
  });
});

describe("T661 our own failure, limit or consequence", () => {
  it("reads a failure of our attempt, a limit we could not remove and a forced second pass as results", () => {
    const lines = linesOf(
      [
        "That didn't work either, because the strobes could not be synchronised with the camera above 2 boards per second.",
        "Coughing still causes dropouts of up to 8 seconds, which we could not remove.",
        "Running the still below 40 °C removed the cooked-grain taste but left 0.7% alcohol, so we had to run a second pass.",
      ].join("\n"),
    );
    expect(lines).toEqual(["246", "246", "246"]);
  });

  it("keeps a gap nobody had closed in line 242", () => {
    expect(linesOf("Pre-treatments used for cattle feed had never been tried with this larva.")).toEqual(["242"]);
  });

  it("strips 'Not known:' and 'Why it matters:', and keeps figures named by a verb-like word and an ordinal that says which", () => {
    const { output } = t661(
      [
        "- Not known: whether lithium could be leached with water after roasting at 450 °C.",
        "- We roasted 26 samples at 450-550 °C.",
        "- First slab froze at the corners on night 2 because the cable spacing was too wide.",
        "",
        "Results:",
        "- Fixed timer: 41 defrosts per week, 29 unneeded",
        "- Fan power: 19 per week, 6 unneeded",
        "",
        "Why it matters: we can now sell the sauce unrefrigerated to grocery chains.",
      ].join("\n"),
    );
    const all = [output.lines["242"].text, output.lines["244"].text, output.lines["246"].text].join(" ");
    expect(output.lines["242"].text).toContain("We did not know whether lithium could be leached");
    expect(all).not.toContain("Not known");
    expect(all).not.toContain("Why it matters");
    expect(all).toContain("First slab froze");
    expect(output.lines["246"].text).toContain("Fixed timer: 41 defrosts per week");
    expect(all).not.toContain("We fixed timer");
  });
});

describe("T661 notes and non-native results", () => {
  it("reads a note's later clause that opens on our verb as the work", () => {
    expect(linesOf("- Aluminum came through at 1,200 ppm in first runs, added a pH 10 polishing step")).toEqual(["244"]);
  });

  it("reads 'we use 22% less electricity' as a result, not as work", () => {
    const lines = readRoles(
      classifyAll(
        [
          "Every week we measure the photosynthesis with a leaf chamber.",
          "With 1 kHz we use 22% less electricity and the production is the same.",
          "We learn that the strawberry leaf need a minimum of light time per pulse.",
        ].map((text, index) => ({ index, text, paragraph: 0, kind: "input" as const, file: null, block: 0 })),
      ),
    ).map((r) => r.line);
    expect(lines).toEqual(["244", "246", "246"]);
  });
});

describe("T661 a project's start told as trying", () => {
  it("reads 'we started trying to make' beside the problem as the goal, and 'we tried to' in the work as work", () => {
    const roles = readRoles(
      classifyAll(
        [
          "In 2024 we started trying to make these brackets by wire-arc additive manufacturing instead of machining them.",
          "We did not know whether the deposited titanium would meet the fatigue life of forged stock.",
          "We tried to speed up the cure with a second hardener, and measured hardness each day.",
        ].map((text, index) => ({ index, text, paragraph: index < 2 ? 0 : 1, kind: "input" as const, file: null, block: 0 })),
      ),
    ).map((r) => [r.line, r.role]);
    expect(roles).toEqual([["242", "objective"], ["242", "uncertainty"], ["244", "experiment"]]);
  });
});

describe("T661 a company intro with vague work after it", () => {
  it("keeps a sentence that opens on who the company is out of the lines", () => {
    expect(linesOf("Hopscotch Brewing in Kelowna makes craft beer, and in 2025 we worked on a non-alcoholic IPA.")).toEqual([null]);
  });

  it("keeps a sentence that opens on the work", () => {
    expect(linesOf("In 2025 we brewed 12 pilot batches of a non-alcoholic IPA.")).toEqual(["244"]);
  });
});

describe("T661 a setting that falls short", () => {
  it("reads 'does not convert enough' as a finding", () => {
    expect(linesOf("- Below 500 °C roasting does not convert enough lithium, regardless of additive")).toEqual(["246"]);
  });
});

describe("T661 a cost that motivates the project", () => {
  it("sets 'X is expensive, so we want to …' aside as the motive", () => {
    expect(linesOf("The electricity is very expensive in winter, so we want to reduce the hours of light without to lose production.")).toEqual([null]);
  });
});

describe("what a questionnaire's question asks for", () => {
  it("reads 'what did you think would work' as the idea and 'why was it hard' as the unknown", () => {
    expect(promptKind("What did you think would work, and why?")).toBe("hypothesis");
    expect(promptKind("Why was it hard?")).toBe("uncertainty");
    expect(promptKind("What didn't you know at the start?")).toBe("uncertainty");
    expect(promptKind("What did you do?")).toBe("experiment");
    expect(promptKind("What is the project?")).toBeNull();
  });
});

describe("T661 lessons the user labelled or called new", () => {
  it("keeps a labelled lesson that names the step it leads to", () => {
    expect(linesOf("Lessons: adding solvent removes the gel, but the solvent has to be stripped again, so the next step needs a stripping column.")).toEqual(["246"]);
    expect(linesOf("Next step: a stripping column.")).toEqual([null]);
  });

  it("reads what was new to the team as knowledge gained", () => {
    expect(linesOf("short pulses crack the coating, long ones don't, that was new for us")).toEqual(["246"]);
  });
});

describe("T661 results noted as bare figures", () => {
  function paragraph(lines: string[]) {
    return readRoles(classifyAll(lines.map((text, index) => ({ index, text, paragraph: 0, kind: "input" as const, file: null, block: 0 })))).map((r) => r.line);
  }

  it("keeps a verbless figure under the user's results label, and a three-word name before a colon", () => {
    expect(paragraph(["Results: pump starts per day 22 → 6.", "Missed leak alarms: 2 at 5%, 0 at 3%.", "False trips: 0.2 per week."])).toEqual(["246", "246", "246"]);
  });

  it("reads a note's verdict on a variant with its figure as a result", () => {
    expect(paragraph(["Measured tensile strength per batch, 30 batches.", "Resin C best, 41 MPa.", "Resin A useless, under 20 MPa."])).toEqual(["244", "246", "246"]);
  });
});

describe("T661 method told with an outcome word in it", () => {
  it("reads an outcome verb in a clause that says when as how the test was run", () => {
    expect(linesOf("We loaded each beam in steps of 5 kN until they broke.")).toEqual(["244"]);
    expect(linesOf("The controller compared the current to a baseline and started the pump only when current rose more than 12%.")).toEqual(["244"]);
    expect(linesOf("Pressure rose more than 12% in the first hour.")).toEqual(["246"]);
  });

  it("reads a setting moved down to a value as work", () => {
    expect(linesOf("Halfway through, the lamps were scorching the seedlings so I moved them down to 0.6 m.")).toEqual(["244"]);
  });

  it("reads compound and irregular past verbs after we as work", () => {
    expect(linesOf("We X-rayed each weld and fatigue-tested them at 300 MPa.")).toEqual(["244"]);
    expect(linesOf("We flew 9 orchards in 2025 and counted blossoms in 200 quadrats.")).toEqual(["244"]);
  });
});

describe("T661 drafts that read as one text", () => {
  it("adds no subject to a participle whose noun has a present verb of its own", () => {
    expect(toClaimVoice("Printed nylon housings usually have voids near the bosses.")).toBe("Printed nylon housings usually have voids near the bosses.");
    expect(toClaimVoice("Tested three blends on the line.")).toBe("We tested three blends on the line.");
  });

  it("keeps a belief set around a present verb whole", () => {
    expect(toClaimVoice("The seal leaked at the corners, which we think is because the corners cool first.")).toContain("which we think is because");
  });
});

describe("T661 the missing-hypothesis warning", () => {
  const warned = (text: string) => t661(text).output.warnings.some((w) => w.includes("no hypothesis was stated"));

  it("is not raised when the unknown asks whether an approach would work", () => {
    expect(warned("We did not know whether the pump current could be used as a clog sensor. We fitted the controller on 6 pumps and logged current for 3 months. False alarms fell from 9 to 1 per week.")).toBe(false);
  });

  it("is raised when no idea is put forward at all", () => {
    expect(warned("No supplier had data on gluing PET foam at -30 °C. We made 6 samples of each primer and ran peel tests at -30 °C. Primer B gave 3.1 N/mm.")).toBe(true);
  });
});

describe("T661 motives, owners, effort and remarks kept out of the lines", () => {
  it("leaves out what customers asked for, an owner's intro, effort in hours and the accountant's view", () => {
    expect(
      linesOf(
        [
          "Clinics asked us for a scanner that can be cleaned with bleach.",
          "I own a 40-cow dairy near Sherbrooke and this year I tried something new with the feed.",
          "Our developers spent about 900 hours on this.",
          "My accountant says this might count for SR&ED.",
          "The regulator still has to approve the device.",
        ].join("\n"),
      ),
    ).toEqual([null, null, null, null, null]);
  });

  it("still reads time spent on a test as work", () => {
    expect(linesOf("We spent 3 weeks testing 40 blends in the climate chamber.")).toEqual(["244"]);
  });
});

describe("T661 non-native work and results in the present", () => {
  it("reads 'we make 6 sample' as work and 'grooves give 3.1 N/mm' as a result", () => {
    expect(linesOf("For each way we make 6 sample and do the peel test at -30 °C.")).toEqual(["244"]);
    expect(linesOf("Grooves with primer B give peel strength 3.1 N/mm.")).toEqual(["246"]);
  });
});

describe("T661 a figure's 'needed to'", () => {
  it("reads the share needed for a goal as a result, not as the goal", () => {
    expect(linesOf("None of the sensors came close to the 90% needed to replace the lab assay.")).toEqual(["246"]);
    const goal = readRoles(classifyAll(sentences("We needed to sort 300 boards a day by strength.")))[0]!;
    expect(goal.role ?? goal.context).toBe("objective");
  });
});

describe("T661 a work label that leaves no verb", () => {
  it("says what was tried when the rest opens on a gerund", () => {
    expect(t661("We did not know whether a 5-minute rinse would clear the residue. What we tried: rinsing for 5 minutes at 60 °C, checked on 20 parts.").output.lines["244"].text).toContain("We tried rinsing for 5 minutes");
  });
});

describe("T661 a story of iterations", () => {
  function linesOfParagraph(text: string) {
    const list = text.split("\n").map((t, index) => ({ index, text: t, paragraph: 0, kind: "input" as const, file: null, block: 0 }));
    return readRoles(classifyAll(list)).map((r) => r.line);
  }

  it("keeps a figure told between two steps of the work in line 244 and the last result in 246", () => {
    expect(
      linesOfParagraph(
        [
          "In March we built a prototype that merged whole journal entries.",
          "On a replay of 40,000 real edits, it produced 212 conflicts that needed a human.",
          "In May we changed the merge to operate on account balances.",
          "Conflicts dropped to 9, but month-end reports differed by a few cents.",
          "We then fixed the rounding by storing amounts as integer cents.",
          "The final version merged all 40,000 edits with 0 unbalanced entries.",
        ].join("\n"),
      ),
    ).toEqual(["244", "244", "244", "244", "244", "246"]);
  });

  it("keeps a verdict on an approach in line 246", () => {
    expect(
      linesOfParagraph(
        [
          "Our first try was a colour camera with an image classifier trained on 8,000 boards.",
          "It failed: it flagged 35% of clean boards as stained.",
          "We then added LED strobe lighting and a near-infrared camera.",
        ].join("\n"),
      )[1],
    ).toBe("246");
  });

  it("tells the variants of a series in the line of the first", () => {
    expect(
      linesOfParagraph(
        [
          "Over eight months we trained three models on 2,600 boards.",
          "The first model used visible light only and agreed with the bending test on 58% of boards.",
          "The second added near-infrared and got to 61%.",
          "The third added a laser to see grain angle, which reached 64%.",
          "None came close to the 85% needed to replace the bending test.",
        ].join("\n"),
      ),
    ).toEqual(["244", "244", "244", "244", "246"]);
  });
});

describe("T661 a sentence that points back", () => {
  it("follows the sentence it points to", () => {
    const list = [
      "Our chemist made 31 formulations from January to August, changing the silicone type.",
      "Each one was sprayed on concrete blocks, marked with permanent marker, and cleaned with 80 °C water.",
      "Most of them either cracked during freeze-thaw cycling or let the marker soak in.",
      "Formulation 27 with 2% of a reactive silicone cleaned off 95% of the marker and survived 50 freeze-thaw cycles.",
    ].map((t, index) => ({ index, text: t, paragraph: 0, kind: "input" as const, file: null, block: 0 }));
    expect(readRoles(classifyAll(list)).map((r) => r.line)).toEqual(["244", "244", "244", "246"]);
  });
});

describe("T661 words that only look like standard practice", () => {
  it("reads the noun 'practice' as standard practice, but not 'in practice'", () => {
    expect(practiceShortfall(tokensOf("Normal cold-weather practice is heated enclosures, but on this site we couldn't build an enclosure."))).toBeGreaterThan(0);
    expect(practiceShortfall(tokensOf("In practice the sensor could not hold its zero."))).toBe(0);
  });

  it("reads a practice we put in as an ingredient", () => {
    expect(practiceShortfall(tokensOf("Pseudo-labels brought it to 16%, but adding standard French made it worse again (19%)."))).toBe(0);
  });

  it("reads the control arm of our own test as the work's result, not standard practice", () => {
    const list = [
      "We put sensors in a test slab and tried three blanket setups: standard blankets, blankets with PCM packs, and PCM packs plus a reflective layer.",
      "We logged temperatures every 15 minutes for 7 days.",
      "Standard blankets let the edges drop to -2 °C on day two.",
      "PCM plus the reflective layer kept every sensor above 6 °C.",
    ].map((t, index) => ({ index, text: t, paragraph: 0, kind: "input" as const, file: null, block: 0 }));
    expect(readRoles(classifyAll(list)).map((r) => r.line)[2]).not.toBe("242");
    expect(linesOf("Standard blankets let the edges drop to -2 °C, and heated enclosures are the usual fix.")).toEqual(["242"]);
  });
});

describe("T661 settings and conclusions", () => {
  it("does not read a passive in a when or if clause as our work", () => {
    expect(linesOf("When modules are trucked to site, drywall joints crack in about one home in five.")).not.toEqual(["244"]);
  });

  it("reads a conclusion drawn in the present after 'So' as knowledge gained", () => {
    expect(linesOf("So the parts can skip pressing if the surface layer is machined away, because the dangerous pores are in the outer skin.")).toEqual(["246"]);
    expect(linesOf("So we moved the lights down to 0.8 m and angled them.")).toEqual(["244"]);
  });

  it("keeps what the best variant achieved in line 246 even when a further step followed", () => {
    const list = [
      "The two fastest settings had twice the porosity and failed early, so we dropped them.",
      "With the best setting, porosity was 0.03% and median life was 1.9 million cycles.",
      "We then machined 0.3 mm off the surface of a new batch of 12 coupons.",
    ].map((t, index) => ({ index, text: t, paragraph: 0, kind: "input" as const, file: null, block: 0 }));
    expect(readRoles(classifyAll(list)).map((r) => r.line)).toEqual(["244", "246", "244"]);
  });
});

describe("T661 a sentence that leans on the one before it in the same line", () => {
  it("stays right after it, whatever the line's role paragraphs", () => {
    const { output } = t661(
      [
        "Gluten-free bread goes stale fast because without gluten the starch recrystallizes quickly, and the usual fix is chemical preservatives or more fat.",
        "We wanted to avoid both, and nobody could tell us whether an enzyme blend and a different hydrocolloid could slow the staling enough.",
        "We ran 23 test bakes between February and June.",
      ].join(" "),
    );
    const text = output.lines["242"].text;
    expect(text.indexOf("usual fix")).toBeLessThan(text.indexOf("avoid both"));
  });

  it("keeps 'We also didn't know' after the problem it adds to", () => {
    const { output } = t661(
      [
        "The trouble is that water-based epoxies stop curing below 10 °C, and none of the hardener suppliers could say which chemistry would work at 5 °C.",
        "We also didn't know whether adding a faster hardener would ruin the pot life.",
        "Our chemist made 35 formulations with four amine hardeners.",
      ].join(" "),
    );
    expect(output.lines["242"].text).toMatch(/5 °C\. We also did/);
  });
});

describe("T661 a verbless note told beside the work", () => {
  it("is part of the work, not a title", () => {
    const list = ["Jan-Apr: pilot screw press, 3 flocculant types, 5 doses each.", "Measured cake solids % and filtrate turbidity per run, 45 runs."].map((t, index) => ({
      index,
      text: t,
      paragraph: 0,
      kind: "input" as const,
      file: null,
      block: 0,
    }));
    expect(readRoles(classifyAll(list)).map((r) => r.line)).toEqual(["244", "244"]);
    expect(linesOf("Tailings dewatering, Sudbury mill, 2025.")).toEqual([null]);
  });
});

describe("T661 an aim still pursued", () => {
  it("reads 'we are trying to make' beside the problem as the goal in line 242, not work", () => {
    const list = [
      "We are trying to make a water-based anti-graffiti coating for concrete that can be cleaned with just hot water, because the solvent-based ones are being banned in Quebec.",
      "The problem is that the fluorinated additives that repel markers only work in solvent systems.",
      "Our chemist did not know if a fluorine-free silicone additive could give the same repellency while staying stable in water.",
    ].map((t, index) => ({ index, text: t, paragraph: 0, kind: "input" as const, file: null, block: 0 }));
    const [goal] = readRoles(classifyAll(list));
    expect(goal!.line).toBe("242");
    expect(goal!.role).toBe("objective");
  });
});

describe("T661 verbs joined to the one after 'we'", () => {
  it("take its past tense, up to the end of the clause", () => {
    expect(toClaimVoice("For each way we make 6 sample and do the peel test at -30 °C.")).toBe("For each way we made 6 sample and did the peel test at -30 °C.");
    expect(toClaimVoice("We made 60 samples and put them in water and measure the swelling.")).toBe("We made 60 samples and put them in water and measured the swelling.");
    expect(toClaimVoice("We measured strength and change in mass.")).toBe("We measured strength and change in mass.");
    expect(toClaimVoice("We test the filters; and compare the results.")).toBe("We tested the filters; and compare the results.");
  });
});

describe("T661 a line that opens on 'It' or 'That' told in another line", () => {
  it("names what the pointer stands for", () => {
    expect(withAntecedent("It failed: it flagged 35% of clean boards.", "Our first try was an off-the-shelf colour camera with a classifier.")).toBe(
      "Our first try failed: it flagged 35% of clean boards.",
    );
    expect(withAntecedent("That didn't work either, because the strobes could not be synchronised.", "We then added LED strobe lighting and a near-infrared camera.")).toBe(
      "Adding LED strobe lighting didn't work either, because the strobes could not be synchronised.",
    );
    expect(withAntecedent("It produced 212 conflicts.", "We built a prototype that merged whole entries.")).toBe("The prototype produced 212 conflicts.");
    expect(withAntecedent("That dropped the scrap rate.", "We dropped the feed rate to 2 kg/h.")).toBe("Dropping the feed rate dropped the scrap rate.");
  });

  it("keeps the pointer when the verb agrees with it or nothing names it", () => {
    expect(withAntecedent("It was not known whether the seal would hold.", "Our first try was a camera.")).toBe("It was not known whether the seal would hold.");
    expect(withAntecedent("It failed early.", "Nothing on the market worked.")).toBe("It failed early.");
  });

  it("is applied in the draft only when the sentence before went to another line", () => {
    const { output } = t661(
      [
        "We did not know whether blue stain could be told apart from wet patches at line speed.",
        "Our first try was an off-the-shelf colour camera with a standard image classifier trained on 8,000 boards graded by our graders.",
        "It failed: it flagged 35% of clean boards because wet sapwood looks bluish-grey under sodium lights.",
        "We then added LED strobe lighting and a near-infrared camera.",
        "That didn't work either, because the strobes could not be synchronised with the camera.",
        "What we learned is that near-infrared bands around 1,450 nm are what separate stain from wet wood.",
      ].join(" "),
    );
    expect(output.lines["246"].text).toContain("Our first try failed");
    expect(output.lines["246"].text).toContain("Adding LED strobe lighting didn't work either");
  });
});

describe("T661 a records label with a bare list", () => {
  it("says what the list is", () => {
    expect(draftText({ kind: "records", rest: "run sheets, lab reports.", heading: false }, "records")).toBe("The records kept include run sheets, lab reports.");
    expect(draftText({ kind: "records", rest: "All runs were logged in the LIMS.", heading: false }, "records")).toBe("All runs were logged in the LIMS.");
  });
});

describe("T661 what production adopted after the work", () => {
  it("stays out of the lines, but a figure used less is a result", () => {
    const list = ["RF welded and moulded bladders passed 500 cycles with accuracy within ±2 mmHg.", "We now use RF welding for the new cuff."].map((t, index) => ({
      index,
      text: t,
      paragraph: 0,
      kind: "input" as const,
      file: null,
      block: 0,
    }));
    expect(readRoles(classifyAll(list)).map((r) => r.line)).toEqual(["246", null]);
    expect(linesOf("With 1 kHz pulses we now use 22% less electricity than with continuous light.")).toEqual(["246"]);
  });
});

describe("T661 what any later attempt will need", () => {
  it("is a lesson in line 246, while our own next step stays a plan", () => {
    expect(linesOf("Any future attempt will need a faster NIR sensor than is sold today.")).toEqual(["246"]);
    expect(linesOf("Next year we will need a faster NIR sensor.")).toEqual([null]);
  });
});
