import { describe, expect, it } from "vitest";
import { criterion, precheck } from "./helpers";

// An uncertainty stated plainly and whole is met: the gap between standard practice and a technical
// target, or one sentence that says what was unknown and why what is known did not settle it.

const WORK =
  "We built three test batches and measured the result of each against the control batch. " +
  "The second batch met the target; we learned that the drying rate, not the additive, controls the loss. " +
  "Every run is in our dated lab notebook.";

const uncertainty = (text: string) => criterion(precheck(`${text} ${WORK}`).output, "uncertainty").status;

describe("PRECHECK reads an uncertainty stated plainly", () => {
  it("meets it when standard practice falls short of a stated technical target", () => {
    expect(
      uncertainty(
        "Phages usually lose 1-2 logs of titre when freeze-dried with standard sucrose or trehalose, and our target was less than 0.5 log loss. " +
          "Literature on lyoprotectants for tailed phages is inconsistent and none of it covers our three phages.",
      ),
    ).toBe("MET");
  });

  it("meets it when one sentence gives the unknown and why the known data does not cover it", () => {
    expect(
      uncertainty(
        "The open question was whether the fish would grow the same in cold sea cages (4-8 C), because the only growth data for insect meal is from warm tanks at 12-15 C.",
      ),
    ).toBe("MET");
  });

  it("reads suppliers who did not know, in French, as standard knowledge falling short", () => {
    expect(
      uncertainty("Les fournisseurs de ferments ne savaient pas pourquoi les ferments ne s'implantaient pas bien sur le lait de chèvre."),
    ).toBe("MET");
  });

  it("does not meet it with a target alone", () => {
    expect(uncertainty("Our target was a loss under 0.5 log.")).not.toBe("MET");
  });
});

describe("PRECHECK reads plainly stated problems and causes", () => {
  it("meets the uncertainty when a named technical problem is one standard practice fell short of", () => {
    expect(
      uncertainty(
        "The problem was the battery pack in the cold: the pack lost about 35% of its capacity. " +
          "The cell maker's data stops at 10 degrees for fast discharge, and the standard heating pads used in EVs drew too much power for our small pack.",
      ),
    ).toBe("MET");
  });

  it("meets the hypothesis when a cause is put forward to be tested, in English or French", () => {
    const hypothesis = (text: string) => criterion(precheck(`${text} ${WORK}`).output, "hypothesis").status;
    expect(hypothesis("On pensait que le pH de surface restait trop bas because the goat milk curd is more acidic, so we tried three doses of yeast.")).toBe("MET");
    expect(hypothesis("We thought the rind stayed wet because the cellar was at 95% humidity, so we ran two cellars side by side.")).toBe("MET");
  });
});

describe("PRECHECK reads what the field's own sources could not cover", () => {
  it("meets the uncertainty when suppliers' or handbooks' guidance falls short of the case, in one clear sentence", () => {
    expect(
      uncertainty("The curing tables from the resin supplier and the coatings handbook are written for steel above 5 degrees; our bridge decks are poured at minus 10, and none of the tables fit it."),
    ).toBe("MET");
  });

  it("does not take the claimant's own product failing, or a supplier of samples, for the field's knowledge", () => {
    expect(uncertainty("Our standard crate failed the drop test.")).not.toBe("MET");
    expect(uncertainty("We chose our supplier by comparing the price of the powders we tried, since the standard mix did not meet the colour.")).not.toBe("MET");
  });

  it("does not take sources named without a gap, or the claimant's own inexperience, for the field falling short", () => {
    expect(
      uncertainty("None of us had cured sausage before, so we hired a consultant and followed standard recipes and the CFIA guidance on pH."),
    ).not.toBe("MET");
  });

  it("meets the hypothesis when a mechanism is put forward in plain words", () => {
    const hypothesis = (text: string) => criterion(precheck(`${text} ${WORK}`).output, "hypothesis").status;
    expect(hypothesis("Our agronomist thought the cold soil was slowing nitrogen release, so we compared two seeding dates.")).toBe("MET");
    expect(hypothesis("We suspected the noise came from the ground loop, so we built two board layouts.")).toBe("MET");
  });
});

describe("PRECHECK on a testing lab that could not answer", () => {
  it("reads 'the lab could not tell us why' as the unknown", () => {
    expect(uncertainty("The coating lifted after 200 freeze-thaw cycles and the testing lab could not tell us why it lifted at the primer.")).not.toBe("MISSING");
  });
});
