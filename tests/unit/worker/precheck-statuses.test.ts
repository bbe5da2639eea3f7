import { describe, expect, it } from "vitest";
import { criterion, firstSentence, precheck } from "./helpers";

// Per-criterion statuses, calibrated on the trial sets' reviewers (tests/domain/trials): one clear
// sentence that states what was expected, or what was learned, shows the hypothesis or the advancement
// whole; the claimant's own view of the claim shows nothing.

const status = (text: string, id: Parameters<typeof criterion>[1]) => criterion(precheck(text).output, id).status;

const context =
  "Brick slips bonded to insulated panels cracked within two winters on our test wall, and the adhesive makers' data stops at 40 °C of daily swing. " +
  "We built six mock-up panels and cycled them between -30 °C and 60 °C in the climate chamber, logging strain at 12 points. ";

describe("a criterion shown whole by one clear sentence", () => {
  it("meets the hypothesis with one sentence that says what was expected", () => {
    const text = `${context}We expected a stainless rail with slotted clips to let the panel move with temperature without cracking the slips.`;
    expect(status(text, "hypothesis")).toBe("MET");
  });

  it("meets the advancement with one sentence that says what was learned and why", () => {
    const text = `${context}The cracks stopped once the rail let each slip move, so now we know the bond fails from restrained movement, not from frost.`;
    expect(status(text, "advancement")).toBe("MET");
  });

  it("leaves a bare comparison partial: 'the 30 cm layout was better' is a result, not what was learned", () => {
    const text = `${context}Our idea was closer heaters. The 30 cm layout was better.`;
    expect(status(text, "advancement")).not.toBe("MET");
  });
});

describe("the claimant's view of the claim", () => {
  it.each([
    "We believe it clearly meets every SR&ED criterion and would like to know how much we can claim.",
    "We believe all this start-up work qualifies because the ore was unique.",
    "We believe this is scientific research: the data is collected systematically and the results advance knowledge of how constructed wetlands work.",
  ])("earns no hypothesis: %s", (sentence) => {
    expect(status(`We run a small mill in northern Ontario. ${sentence}`, "hypothesis")).toBe("MISSING");
  });

  it("still reads a test result that met its acceptance criteria", () => {
    const text = `${context}The stainless rail panels met all the acceptance criteria of ASTM C1262 after 300 cycles, with strain under 0.02%.`;
    expect(status(text, "systematic_investigation")).not.toBe("MISSING");
  });
});

describe("records said to be dated", () => {
  it.each([
    "Our geologists kept dated drill logs and all assay certificates.",
    "Survey sheets and thermistor logs archived by date.",
    "Every count went on the tank sheets with the date and who did it.",
    "Our notebook pages are dated and signed.",
    "All counts and survey results are in a dated database.",
    "Results and commits in our wiki.",
  ])("meet the records: %s", (sentence) => {
    expect(status(`${context}${sentence}`, "documentation")).toBe("MET");
  });

  it("leaves records with no date partial", () => {
    expect(status(`${context}Test data is in our engineering folder.`, "documentation")).toBe("PARTIAL");
  });
});

describe("the unknown in plain words", () => {
  it("reads the field's own sources disagreeing as the unknown, in a sentence that opens with the company", () => {
    const text =
      "We're a small materials lab and we wanted to understand why ice sticks less to some soft polymers than to hard ones, because the published explanations disagree (some say it's surface energy, some say stiffness). " +
      "We made silicone samples with 6 different stiffnesses, froze water on them at -10 and -20 C and measured the force to push the ice off, 20 repeats each.";
    expect(status(text, "uncertainty")).toBe("MET");
  });

  it("reads prediction methods that disagree, and a choice that could not be made without knowing which was right", () => {
    const text =
      "The prediction methods we use for fixed-wing work, panel codes and handbook stall corrections, gave pitching moments that disagreed with each other by a factor of two at 40 to 60 degrees of wing tilt. " +
      "We could not size the tail without knowing which was right.";
    expect(status(text, "uncertainty")).toBe("MET");
  });

  it("reads the performance sought, beside what is sold falling short of it", () => {
    const text =
      "People who need a urinary catheter for weeks get crust building up, and the silver and antibiotic coatings out there lose effect within days. " +
      "We wanted a silicone catheter surface that stays slippery and resists crust for 30 days.";
    expect(status(text, "uncertainty")).not.toBe("MISSING");
  });
});

describe("our result beside the practice it went beyond", () => {
  it("keeps a result told before a trailing clause about the field, and voids the field's own baseline", () => {
    const ours = firstSentence("Water at 35 °C with the alkali-free product got us to 1 MPa in 4 hours in -20 °C air, which the supplier's tables don't cover.");
    expect(ours.score.advancement).toBeGreaterThan(0);
    const baseline = firstSentence("Off-the-shelf LZ4 gave only 1.28:1 on our data, which was not enough.");
    expect(baseline.score.advancement).toBe(0);
  });
});
