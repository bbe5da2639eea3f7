import { describe, expect, it } from "vitest";
import type { CriterionId } from "@/lib/worker/builtin/lexicon";
import { firstSentence, precheck } from "./helpers";

// An experiment told as notes or by a farmer (an eighteenth trial's claims): counted tests without a
// pronoun, a factor set at several levels, a control run the usual way, readings on a schedule, held-out
// data, and a met criterion that has a sentence to show for it.

const first = firstSentence;
const score = (text: string, id: CriterionId) => first(text).score[id];
const facets = (text: string, id: CriterionId) => [...first(text).facets[id]];

describe("PRECHECK on experiments in plain words", () => {
  it("reads counted tests, repeats and a factor at several levels as the experiment", () => {
    expect(score("Work: 16 lab flotation tests, two spargers, two repeats each.", "systematic_investigation")).toBeGreaterThanOrEqual(2);
    expect(facets("Tests: 60 holes, coolant at 20/40/70 bar, peck 0.1/0.2/0.4 mm.", "systematic_investigation")).toContain("iterations");
    expect(facets("Over the winter we ran 12 kiln charges with different starting humidity.", "systematic_investigation")).toContain("iterations");
  });

  it("does not read a date as a factor's levels", () => {
    expect(facets("On 12/03/2025 the line stopped.", "systematic_investigation")).not.toContain("iterations");
  });

  it("reads a control run the usual way, readings on a schedule and held-out data", () => {
    expect(facets("We did 3 bins side by side: one run the usual way, two on a controller.", "systematic_investigation")).toEqual(
      expect.arrayContaining(["experiments", "baseline"]),
    );
    expect(facets("Moisture cables read 4 depths every hour.", "systematic_investigation")).toContain("measurements");
    expect(facets("On 1,000 photos it had never seen, it got 81% right, against 50% for guessing.", "systematic_investigation")).toContain("baseline");
    expect(score("Built it, replayed 3,000 recorded sync sessions from the pilot.", "systematic_investigation")).toBeGreaterThanOrEqual(2);
  });

  it("reads what mattered most as knowledge, and guidance written for other conditions as the field falling short", () => {
    expect(facets("Result: pressure mattered little; peck size mattered most.", "advancement")).toContain("knowledge");
    expect(facets("The drying charts from the province are mostly for wheat and assume mild weather.", "uncertainty")).toContain("standard_failed");
  });

  it("does not meet a criterion on stray words alone, with no sentence to quote for it", () => {
    const { output } = precheck(
      "We are a printing company. It took our production manager and two of our staff most of the year, many tests on the floor, and several changes before the readings were reliable. We kept a project binder with every test. Our reading accuracy is now 99 percent.",
    );
    const systematic = output.criteria.find((c) => c.id === "systematic_investigation")!;
    expect(systematic.status).not.toBe("MET");
  });
});

describe("PRECHECK on ideas and findings in an owner's words", () => {
  it("reads a belief put as a condition, rival causes with their predictions and an expected limit as testable ideas", () => {
    expect(facets("I thought if I put gypsum only in the furrow it might be enough to get the seedlings through.", "hypothesis")).toContain("testable");
    expect(facets("Idea: if it's chip packing, high-pressure coolant should get past 25 mm; if it's heat, pressure won't matter.", "hypothesis")).toContain("testable");
    expect(facets("We expected oxygen to be the limit.", "hypothesis")).toContain("testable");
    expect(facets("Our idée: put preheated air under the grate in zones.", "hypothesis")).toContain("stated");
  });

  it("reads a finding told plainly as knowledge", () => {
    expect(facets("At 220°C the grate warp, so we learn the steel is now the limit.", "advancement")).toContain("knowledge");
    expect(facets("Found a 40 µs dropout at the board's 180 Hz resonance.", "advancement")).toContain("knowledge");
    expect(facets("The software was off by 25-60%, worst in houses with stone foundations.", "advancement")).toContain("knowledge");
    expect(facets("100 lb gave 2.3 times the plants of the check, 200 lb was no better.", "advancement")).toContain("knowledge");
  });
});

describe("PRECHECK on a denial beside clear work", () => {
  it("does not let 'no pilot plant was free' undo more than 300 bench tests", () => {
    const { output } = precheck(
      "Our ore carries arsenopyrite that ruins flotation recovery with the reagents everyone uses, and the suppliers could not say whether a new depressant would work on our ore. " +
        "We ran bench flotation tests in our own lab, more than 300 of them, changing one reagent dose at a time and assaying each concentrate. " +
        "Because no pilot plant in Canada was free, we sent 20 tonnes of ore to a lab in Chile.",
    );
    expect(output.criteria.find((c) => c.id === "systematic_investigation")!.status).not.toBe("MISSING");
  });
});

describe("PRECHECK on results and lessons in notes", () => {
  it("reads a count held out of a total, an idea found only part of the story and a 'Learned:' line", () => {
    expect(facets("Soaked psyllium at 4% held 11 of 12 loaves at 16 hours.", "advancement")).toContain("result");
    expect(facets("At 18 hours everything fell, so the acid idea was only part of the story.", "advancement")).toContain("knowledge");
    expect(facets("Learned: the binder, not the finish, decides wash durability on this blend.", "advancement")).toContain("knowledge");
  });

  it("reads nobody able to say why after a list of who was asked", () => {
    expect(facets("Losses were 8-12% and nobody, not the tank builder, not the fisheries college, not the vet, could tell us why.", "uncertainty")).toContain("unknown");
  });
});
