import { describe, expect, it } from "vitest";
import { logbook } from "./helpers";

describe("LOGBOOK: a French lab notebook's 'But / Méthode / Obs / Concl'", () => {
  const notes = [
    "14.03.2025",
    "But: tester horaire de séchage modifié SD-2 to reduce surface checking. On pense qu'un conditioning step à 80% HR va relâcher les contraintes.",
    "Méthode: charge test 120 pcs, séchoir #2, horaire SD-2.",
    "Obs: cycle 58 h, MC final 15.2%.",
    "Concl: prometteur. Refaire avec charge pleine.",
    "Fichier: kiln2_log_0314.csv",
  ].join("\n");

  it("keeps the aim with the work, reads 'on pense qu'…' as the hypothesis and an infinitive 'Refaire …' as the next step", () => {
    const row = logbook(notes).output.entries[0]!;
    expect(row.work).toMatch(/tester horaire de séchage modifié SD-2/i);
    expect(row.work).not.toMatch(/^But\b/);
    expect(row.result).not.toMatch(/tester horaire/);
    expect(row.hypothesis).toMatch(/On pense qu'un conditioning step/);
    expect(row.nextSteps).toBe("Refaire avec charge pleine.");
    expect(row.evidence).toEqual(["kiln2_log_0314.csv"]);
    expect(JSON.stringify(row)).not.toMatch(/Fichier/);
  });
});
