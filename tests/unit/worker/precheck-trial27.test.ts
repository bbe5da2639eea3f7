import { describe, expect, it } from "vitest";
import { criterion, precheck, redFlagIds } from "./helpers";

// Trial 27's findings (a blind set, tests/domain/trials/screening/t27p-*): a competitor's move as the
// unknown, somebody else's drawings built, a fix the application note recommends, compliance scans to
// CISPR and FCC, the research years before the claimed one, a library that "just keeps the last write",
// and French notes, records and results.

const verdict = (text: string) => precheck(text).output.verdict;

describe("business uncertainty in a competitor's move", () => {
  it("reads whether the big vendors would block the integration as market risk, not the unknown", () => {
    const text =
      "ClinicFlow is a booking app for physiotherapy clinics. Our main technological uncertainty was whether clinics would switch from their current systems. " +
      "We also weren't sure whether the big practice-management vendors would block our integration or launch their own app. " +
      "The team built the booking flow, reminders and payments with standard libraries. All of it is tracked in Jira and GitHub.";
    expect(redFlagIds(text)).toContain("business_uncertainty");
    expect(criterion(precheck(text).output, "uncertainty").status).not.toBe("MET");
    expect(verdict(text)).toBe("UNLIKELY_ELIGIBLE");
  });
});

describe("known means applied", () => {
  it("reads drawings supplied by the customer's engineering firm as the customer's specification", () => {
    expect(redFlagIds("The brewery's engineering firm supplied the drawings and specification: 316L stainless, dished heads, two glycol jackets.")).toContain(
      "customer_specification",
    );
  });

  it("reads a part sized with a standard calculation, and a fix the application note recommends, as known solutions", () => {
    expect(redFlagIds("The agitator mount needed an extra stiffener, which our engineer sized with a standard calculation.")).toContain("existing_solution");
    expect(redFlagIds("When the emissions scan failed by 3 dB we added the common-mode choke the chip vendor's application note recommends.")).toContain(
      "existing_solution",
    );
    expect(redFlagIds("The driver is built on a controller chip vendor's reference design, with our own enclosure.")).toContain("existing_solution");
  });

  it("reads emissions scans and immunity tests to CISPR, FCC and IEC limits as routine testing to a standard", () => {
    const text =
      "In 2024 my time went to getting our new 150 W LED driver certified. The work was pre-compliance emissions scans in our own chamber to the CISPR 15 and FCC Part 15 limits, " +
      "surge and fast-transient immunity tests to the IEC 61000-4 levels, and hipot and leakage tests to the UL 8750 requirements. " +
      "When the emissions scan failed by 3 dB at 45 MHz we added the common-mode choke the chip vendor's application note recommends, and it passed on the next scan. " +
      "Every test has a dated report with the instrument settings.";
    expect(precheck(text).markdown).toMatch(/routine testing to a standard/i);
    expect(verdict(text)).toBe("UNLIKELY_ELIGIBLE");
  });
});

describe("the research years before the claimed one", () => {
  it("refuses a claimed year that only builds with the recipe worked out earlier", () => {
    const text =
      "In 2021 and 2022 we had a real problem: the digester kept souring when we added potato waste, so our consultant and I ran lab jars and a trial in the small tank and found that iron and cobalt kept it stable. " +
      "That work is written up in our 2022 report. For 2024, the year we're claiming, we built the second full-size digester using that recipe, ran it all year and tuned the generator.";
    expect(redFlagIds(text)).toContain("work_outside_year");
    expect(verdict(text)).toBe("UNLIKELY_ELIGIBLE");
  });

  it("leaves a claimed year with its own experiments alone", () => {
    const text =
      "For 2024, the year we're claiming, we ran lab jars and a trial in the small tank with four blends and two trace-metal doses, measuring pH and gas output daily, because the digester kept souring on potato waste and nobody knew why. " +
      "Iron and cobalt kept it stable; the logs are dated.";
    expect(redFlagIds(text)).not.toContain("work_outside_year");
  });
});

describe("the field's tools falling short", () => {
  it("reads a library that just keeps the last write, and merge libraries needing more memory than the tablets have, as the unknown", () => {
    const text =
      "When two inspectors edited the same inspection offline our sync was losing edits, about 1 in 40 merges. " +
      "The sync built into our database library just keeps the last write, and the merge libraries we looked at needed more memory than the older Android tablets our customers use.";
    expect(criterion(precheck(text).output, "uncertainty").status).toBe("MET");
  });
});

describe("French notes", () => {
  const text =
    "L'huile de menthe vendue pour ça marche bien à 8 ou 9 °C, mais nos pommes de terre doivent rester au-dessus de 10 °C, et personne ne savait si l'huile tiendrait les germes à cette température. " +
    "On pensait qu'une dose plus faible toutes les trois semaines garderait les germes courts. " +
    "En 2024 on a divisé l'entrepôt en six chambres : deux témoins, deux avec le calendrier du fabricant, deux avec notre calendrier. " +
    "Chaque mois on a pesé les germes sur 50 tubercules par chambre. " +
    "Notre calendrier a gardé les germes sous 3 mm jusqu'en mai, celui du fabricant a lâché en mars. " +
    "Tout est noté dans le cahier de l'entrepôt et les fiches du labo.";

  it("reads the controls, the results and the records", () => {
    const { output } = precheck(text);
    expect(criterion(output, "systematic_investigation").status).toBe("MET");
    expect(criterion(output, "advancement").status).not.toBe("MISSING");
    expect(criterion(output, "documentation").status).not.toBe("MISSING");
    expect(output.verdict).toBe("POSSIBLY_ELIGIBLE");
  });
});
