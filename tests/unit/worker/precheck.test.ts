import { describe, expect, it } from "vitest";
import * as F from "./fixtures";
import { criterion, expectVerbatim, precheck } from "./helpers";
import { ELIGIBLE_WITH_CONTEXT, PLAIN_ELIGIBLE, PLAIN_ROUTINE } from "./plain-fixtures";

const VERDICTS: [string, string, string][] = [
  ["adaptive compression for sensor data", F.COMPRESSION, "LIKELY_ELIGIBLE"],
  ["low-temperature polymer coating", F.COATING, "LIKELY_ELIGIBLE"],
  ["defect detection on a tiny dataset", F.DEFECT_ML, "LIKELY_ELIGIBLE"],
  ["Shopify store", F.SHOPIFY, "UNLIKELY_ELIGIBLE"],
  ["routine QA to spec", F.QA, "UNLIKELY_ELIGIBLE"],
  ["AWS migration with vendor docs", F.AWS, "UNLIKELY_ELIGIBLE"],
  ["logo and UI restyle", F.LOGO, "UNLIKELY_ELIGIBLE"],
  ["Salesforce integration", F.CRM, "UNLIKELY_ELIGIBLE"],
  ["iteration without uncertainty", F.CACHING, "POSSIBLY_ELIGIBLE"],
  // No records kept at the time, and no tests at all, decided refused claims (issue 10).
  ["uncertainty without records", F.NO_RECORDS, "UNLIKELY_ELIGIBLE"],
  ["uncertainty without tests", F.NO_TESTS, "UNLIKELY_ELIGIBLE"],
  ["French description", F.FRENCH, "POSSIBLY_ELIGIBLE"],
  ["messy lower-case notes", F.DRONE_MESSY, "POSSIBLY_ELIGIBLE"],
  ["a recipe", F.RECIPE, "INSUFFICIENT_INFORMATION"],
  ["a complaint about a customer", F.COMPLAINT, "INSUFFICIENT_INFORMATION"],
  ["empty input", "", "INSUFFICIENT_INFORMATION"],
  ["a few words", "AI project, is it SR&ED?", "INSUFFICIENT_INFORMATION"],
];

const BANDS: Record<string, [number, number]> = {
  LIKELY_ELIGIBLE: [70, 100],
  POSSIBLY_ELIGIBLE: [40, 69],
  UNLIKELY_ELIGIBLE: [0, 39],
  INSUFFICIENT_INFORMATION: [0, 20],
};

describe("PRECHECK verdicts", () => {
  it.each(VERDICTS)("%s → %s", (_name, input, verdict) => {
    const { output } = precheck(input);
    expect(output.verdict).toBe(verdict);
    const [low, high] = BANDS[verdict]!;
    expect(output.score).toBeGreaterThanOrEqual(low);
    expect(output.score).toBeLessThanOrEqual(high);
  });

  it("ranks the clearly eligible inputs above the borderline and routine ones", () => {
    const score = (s: string) => precheck(s).output.score;
    expect(score(F.COMPRESSION)).toBeGreaterThan(score(F.CACHING));
    expect(score(F.NO_RECORDS)).toBeGreaterThan(score(F.SHOPIFY));
  });
});

describe("PRECHECK criteria", () => {
  it("meets every criterion for a complete description", () => {
    const { output } = precheck(F.COMPRESSION);
    expect(output.criteria.map((c) => c.id)).toEqual(["uncertainty", "hypothesis", "systematic_investigation", "advancement", "documentation"]);
    for (const c of output.criteria) expect(c.status, c.id).toBe("MET");
    expect(criterion(output, "uncertainty").label).toBe("Scientific or technological uncertainty");
  });

  it("finds uncertainty stated as failed standard practice", () => {
    const { output } = precheck(F.DEFECT_ML);
    const u = criterion(output, "uncertainty");
    expect(u.status).toBe("MET");
    expect(u.evidence.some((e) => e.includes("Standard architectures like ResNet-50"))).toBe(true);
  });

  it("marks documentation missing and quotes the user's admission", () => {
    const { output } = precheck(F.NO_RECORDS);
    expect(criterion(output, "uncertainty").status).toBe("MET");
    const doc = criterion(output, "documentation");
    expect(doc.status).toBe("MISSING");
    expect(doc.gaps.some((g) => g.includes("we didn't keep any notes or records"))).toBe(true);
    expect(output.followUpQuestions.some((q) => q.includes("records"))).toBe(true);
  });

  it("does not count denied experimentation", () => {
    const { output } = precheck(F.NO_TESTS);
    const sys = criterion(output, "systematic_investigation");
    expect(sys.status).toBe("MISSING");
    expect(sys.evidence).toEqual([]);
    expect(sys.gaps.some((g) => g.includes("We did not run any tests yet"))).toBe(true);
  });

  it("reads messy lower-case notes, including denials without apostrophes", () => {
    const { output } = precheck(F.DRONE_MESSY);
    const u = criterion(output, "uncertainty");
    expect(u.status).not.toBe("MISSING");
    expect(u.evidence).toContain('"off the shelf PX4 landing code cant handle the truck moving more than 10 km/h."');
    // The videos are records of a sort; the missing docs keep it partial.
    expect(criterion(output, "documentation").status).toBe("PARTIAL");
  });

  it("sees iteration without uncertainty as borderline", () => {
    const { output } = precheck(F.CACHING);
    expect(criterion(output, "uncertainty").status).toBe("MISSING");
    expect(criterion(output, "systematic_investigation").status).not.toBe("MISSING");
    expect(output.followUpQuestions[0]).toMatch(/not know at the start/);
  });

  it("quotes evidence verbatim from every kind of source", () => {
    for (const [, input] of VERDICTS) {
      const { output } = precheck(input);
      for (const c of output.criteria) for (const e of c.evidence) expectVerbatim(e, [input]);
    }
    const description = "We are developing a self-healing concrete admixture using encapsulated bacteria.";
    const earlier = "It was not clear whether the spores would survive the high pH of fresh concrete.";
    const { output } = precheck("We ran 40 cylinder tests at 28 days and measured crack closure against plain concrete.", {
      project: { name: "Concrete", fiscalYear: "2025", description },
      history: [F.user(earlier, "2025-02-01T10:00:00Z")],
      files: [F.file("f1", "crack-log.pdf", ["2025-03-02: cylinder C14 crack width 0.31 mm closed to 0.05 mm after 21 days."])],
    });
    const all = output.criteria.flatMap((c) => c.evidence);
    for (const e of all) expectVerbatim(e, [description, earlier, "We ran 40 cylinder tests at 28 days and measured crack closure against plain concrete.", "2025-03-02: cylinder C14 crack width 0.31 mm closed to 0.05 mm after 21 days."]);
    expect(all).toContain('"It was not clear whether the spores would survive the high pH of fresh concrete."');
    expect(all.some((e) => e.startsWith('crack-log.pdf: "2025-03-02'))).toBe(true);
  });

  it("never treats earlier assistant output as evidence", () => {
    const { output } = precheck("", { history: [F.assistant(F.COMPRESSION, "2025-03-01T10:00:00Z")] });
    expect(output.verdict).toBe("INSUFFICIENT_INFORMATION");
    expect(output.criteria.flatMap((c) => c.evidence)).toEqual([]);
  });

  it("trims long quotes to 300 characters with an ellipsis", () => {
    const long = `It was not clear whether ${"the adaptive thermal controller could hold the wafer within 0.1 °C while the chamber pressure changed, ".repeat(5)}and nobody had published a method for it.`;
    const { output } = precheck(`${long} We tested it on a prototype rig and measured drift against a PID baseline.`);
    const quote = criterion(output, "uncertainty").evidence[0]!;
    expect(quote.endsWith('…"')).toBe(true);
    expect(quote.length).toBeLessThanOrEqual(302);
    expectVerbatim(quote, [long]);
  });
});

describe("PRECHECK excluded work", () => {
  it.each([
    ["Shopify", F.SHOPIFY, "Routine software development with known techniques", "We built it on Shopify using the Dawn theme"],
    ["QA", F.QA, "Quality control or routine testing to a standard", "Our QA team ran the regression test suite"],
    ["AWS", F.AWS, "Configuring or deploying off-the-shelf tools", "we migrated our on-premise servers to AWS"],
    ["logo", F.LOGO, "Style or cosmetic changes", "She redesigned the logo"],
  ])("flags %s work in the markdown with the triggering sentence", (_n, input, label, sentence) => {
    const { markdown, output } = precheck(input);
    expect(markdown).toContain("Signs of routine or excluded work");
    expect(markdown).toContain(label);
    expect(markdown).toContain(sentence);
    expect(output.followUpQuestions.some((q) => q.startsWith("Which part of the work went beyond"))).toBe(true);
  });

  it("does not flag a clearly experimental description", () => {
    expect(precheck(F.COMPRESSION).markdown).not.toContain("Signs of routine or excluded work");
    expect(precheck(F.COATING).markdown).not.toContain("Signs of routine or excluded work");
  });

  it("reads 'sap' as maple sap, and SAP as the ERP only with a word that makes it one", () => {
    const sap = "It was not clear whether the membrane would clog. The filter clogged after 3 days when we ran it with raw sap, so we learned that bacteria, not sugar, block the membrane.";
    expect(precheck(sap).markdown).not.toContain("Routine software development");
    expect(precheck("We connected our SAP ERP system to the warehouse scanners.").markdown).toContain("Routine software development");
  });

  it("ignores excluded terms the user contrasts with the work", () => {
    const input = `${F.COMPRESSION} This was not routine bug fixing: standard debugging tools could not explain the packet loss.`;
    expect(precheck(input).markdown).not.toContain("Bug fixing with standard methods");
  });
});

describe("PRECHECK follow-up questions and markdown", () => {
  it("asks questions whenever a criterion has gaps", () => {
    for (const [, input] of VERDICTS) {
      const { output } = precheck(input);
      if (output.criteria.some((c) => c.gaps.length > 0)) expect(output.followUpQuestions.length).toBeGreaterThan(0);
      expect(output.followUpQuestions.length).toBeLessThanOrEqual(8);
    }
  });

  it("asks where to start when there is nothing to assess", () => {
    const { output } = precheck("");
    expect(output.followUpQuestions[0]).toMatch(/What product, process or material/);
    for (const c of output.criteria) {
      expect(c.status).toBe("MISSING");
      expect(c.gaps.length).toBeGreaterThan(0);
    }
  });

  it("renders verdict, score, status icons, evidence and gaps", () => {
    const { markdown } = precheck(F.NO_RECORDS);
    expect(markdown).toContain("**Verdict:** Unlikely to be eligible");
    expect(markdown).toContain("**The answer turns first on:** Records kept as the work went on");
    expect(markdown).toContain("### Red flags from decided cases");
    expect(markdown).toContain("National R&D Inc. v. Canada, 2022 FCA 72");
    expect(markdown).toMatch(/\*\*Score:\*\* \d+\/100/);
    expect(markdown).toContain("✅ **Scientific or technological uncertainty**");
    expect(markdown).toContain("❌ **Records kept as the work went on**");
    expect(markdown).toContain("Evidence: \"Nobody in the industry could tell us");
    expect(markdown).toContain("### Follow-up questions");
    expect(precheck(F.FRENCH).markdown).toContain("⚠️");
  });
});

describe("PRECHECK red flags and the deciding criterion", () => {
  const CASES: [string, string, string, string][] = [
    [
      "records written for the claim",
      "Nobody could tell us whether the sealant would hold at -40 °C, since the supplier data stopped at -20 °C. We tested six mixes in the cold room over the winter. We did not keep notes at the time; our consultant put the documents together for the claim afterwards.",
      "no_records",
      "documentation",
    ],
    [
      "the ordinary design cycle",
      "We designed the bracket and the tooling, built it, ran it on the press, found what did not work and changed the design until it met the requirement. That is the way our engineers always work; we followed our normal engineering process from start to finish.",
      "ordinary_engineering",
      "systematic_investigation",
    ],
    [
      "market uncertainty",
      "We built a dog-walking app with booking and payments. The big question was whether customers would pay a monthly fee for it, so we ran surveys and tried two price points. The screens were designed in Figma and our QA team tested every release.",
      "business_uncertainty",
      "uncertainty",
    ],
    [
      "a customer's specification met by adjusting",
      "Our client needed a guard for their conveyor that met the current safety standards. We were hired to design it, built it, installed it at their plant and adjusted the sensors until the client accepted the installation.",
      "customer_specification",
      "uncertainty",
    ],
    [
      "uncertainty asserted, and a product new to the market",
      "We developed a scheduling software product over three years. We remain convinced that there were, and still are, considerable technological uncertainties in this project. We believe there is an advancement because there is nothing else on the market that can do what this software does.",
      "asserted_uncertainty",
      "uncertainty",
    ],
  ];

  it.each(CASES)("%s", (_name, input, flag, deciding) => {
    const { output } = precheck(input);
    expect(output.redFlags.map((f) => f.id)).toContain(flag);
    expect(output.verdict).toBe("UNLIKELY_ELIGIBLE");
    expect(output.decidingCriterion).toBe(deciding);
    const named = output.redFlags.find((f) => f.id === flag)!;
    expect(named.authority).toMatch(/\d{4} (?:FCA|TCC) \d+|Guidelines|Income Tax Act/);
    expect(input).toContain(named.quote.slice(1, 30));
  });

  it("gives the asserted words no credit, and names the market novelty against the advancement", () => {
    const { output } = precheck(CASES[4]![1]);
    expect(criterion(output, "uncertainty").status).toBe("MISSING");
    expect(output.redFlags.find((f) => f.id === "market_novelty")).toMatchObject({ criterion: "advancement" });
    expect(criterion(output, "advancement").status).toBe("MISSING");
  });

  it("names no deciding criterion for a likely claim and none of the flags", () => {
    const { output } = precheck(F.COMPRESSION);
    expect(output.verdict).toBe("LIKELY_ELIGIBLE");
    expect(output.decidingCriterion).toBeNull();
    expect(output.redFlags).toEqual([]);
  });

  it("lets a stated technical unknown outweigh a cost target in the same sentence", () => {
    const { output } = precheck(
      "Standard waterborne resins could not cure below 10 °C, and we also had to reduce production costs. Nobody knew whether a crosslinker could give low-temperature cure. We tested 14 formulations against a control at 5 °C and measured cure time and hardness each day in the lab notebook. We found that the aziridine package cured in 9 hours, which showed the cure is limited by water evaporation, not by the crosslinker.",
    );
    expect(output.verdict).not.toBe("UNLIKELY_ELIGIBLE");
  });

  it("does not quote a question or a one-word cue as evidence", () => {
    const { output } = precheck(
      "Which records do we need to keep? Nobody could tell us whether the alloy would crack under 300 cycles at 400 °C. We expected a 2% niobium addition to stop the cracks. We machined 12 coupons and cycled them in the furnace, measuring crack length every 50 cycles against the stock alloy. The niobium coupons showed no cracks after 300 cycles, which showed that grain pinning controls the cracking. All readings are in the lab notebook with dates.",
    );
    const records = criterion(output, "documentation");
    expect(records.evidence.join(" ")).not.toContain("Which records");
  });
});

describe("PRECHECK on notes", () => {
  it("reads a hypothesis labelled in shorthand", () => {
    const { output } = precheck("EXPLAIN ANALYZE showed a seq scan on orders (3.1M rows). hyp: an expression index on lower(email) turns it into an index scan. Added the migration and reran k6: p95 went from 2.8 s to 180 ms.");
    expect(criterion(output, "hypothesis").status).not.toBe("MISSING");
    expect(criterion(output, "hypothesis").evidence.join(" ")).toContain("hyp: an expression index");
  });
});

describe("PRECHECK quotes what was done, not what was claimed", () => {
  it("does not quote a sentence about the tax claim as evidence of the work", () => {
    const { output } = precheck(
      "In 1998 we ran trials #48 and #49 on cattle, each one measuring how well a feed additive performed against a control group. We deducted the costs of the three trials as SR&ED, including the bedding and the diesel fuel.",
    );
    for (const c of output.criteria) expect(c.evidence.join(" ")).not.toContain("We deducted");
  });
});

describe("PRECHECK follow-ups built on the user's facts", () => {
  it("quotes the user's figures and flagged words, and gives each question the opening of an answer", () => {
    const { output } = precheck(
      "Our sensor logs were too big to send over the radio. We compressed them with LZ4 and measured a ratio of 1.28:1 on the pump logs. We tried a few dictionaries until the ratio looked right.",
    );
    expect(output.followUps.length).toBe(output.followUpQuestions.length);
    expect(output.followUps.map((f) => f.question)).toEqual(output.followUpQuestions);
    const all = output.followUpQuestions.join("\n");
    expect(all).toContain("1.28:1");
    expect(all).toMatch(/You wrote "We tried a few dictionaries until the ratio looked right"/);
    for (const f of output.followUps) {
      expect(f.answerStart).not.toBe(f.question);
      expect(f.answerStart.length).toBeGreaterThan(0);
    }
  });
});

describe("PRECHECK figures by their role", () => {
  const LZ4 =
    "We compress pump sensor logs on a gateway with 256 KB of RAM. Off-the-shelf LZ4 gave only 1.28:1 on our data, and zstd with a dictionary did not fit in memory. We did not know whether a per-sensor dictionary could reach 2:1 within 256 KB. We built three dictionary variants and measured ratio and decode time on 40 GB of logs from March. The per-type dictionary reached 2.1:1 with 0.9 ms decode.";

  it("reads what standard practice reached as the uncertainty, not as the advancement", () => {
    const { output } = precheck(LZ4);
    expect(criterion(output, "uncertainty").evidence.join(" ")).toContain("Off-the-shelf LZ4 gave only 1.28:1");
    expect(criterion(output, "advancement").evidence.join(" ")).not.toContain("LZ4");
  });

  it("asks what the approach was expected to reach against the baseline, and what the result taught", () => {
    const questions = precheck(LZ4).output.followUpQuestions;
    expect(questions).toContain('You measured 1.28:1 ("Off-the-shelf LZ4 gave only 1.28:1 on our data"): what did you expect your own approach to reach, and why?');
    expect(questions.some((q) => q.startsWith("You got 2.1:1"))).toBe(true);
    // A condition of the work and a unit are not facts to ask about.
    expect(questions.join("\n")).not.toMatch(/256 KB\)|You mention KB/);
  });

  it("asks about the tools the work names, not the company's city or a supplier's country, nor about counts and durations", () => {
    const questions = precheck(
      "Our machine shop in Mississauga makes brackets for a German customer. We built 5 prototypes over 8 weeks with 4% glass fibre. " +
        "The Sandvik insert recommendations did not hold the 0.05 mm flatness on the thin webs. The fifth prototype was flat to 0.03 mm.",
    ).output.followUpQuestions.join("\n");
    expect(questions).not.toMatch(/You mention (?:Mississauga|German)|(?:You got|You measured) (?:5 prototypes|8 weeks|4%)/);
    expect(questions).toContain("You mention Sandvik");
  });
});

describe("PRECHECK on plain words", () => {
  it.each(Object.entries(PLAIN_ELIGIBLE))("reads an eligible project written plainly (%s)", (_id, input) => {
    const { output } = precheck(input);
    expect(["LIKELY_ELIGIBLE", "POSSIBLY_ELIGIBLE"]).toContain(output.verdict);
    expect(output.redFlags).toEqual([]);
    expect(criterion(output, "uncertainty").status).not.toBe("MISSING");
    expect(criterion(output, "systematic_investigation").status).not.toBe("MISSING");
  });

  it("sees the unknown in what the suppliers could not say, and a testable idea in 'we thought … would'", () => {
    const { output } = precheck(PLAIN_ELIGIBLE.dough!);
    expect(criterion(output, "uncertainty").status).toBe("MET");
    expect(criterion(output, "hypothesis").status).toBe("MET");
    expect(output.verdict).toBe("LIKELY_ELIGIBLE");
  });

  it.each(Object.entries(ELIGIBLE_WITH_CONTEXT))("keeps a tested, measured project possible beside a cost goal or a partner (%s)", (_id, input) => {
    const { output } = precheck(input);
    expect(["LIKELY_ELIGIBLE", "POSSIBLY_ELIGIBLE"]).toContain(output.verdict);
    expect(criterion(output, "uncertainty").status).not.toBe("MISSING");
  });

  it("names a cost goal as a doubt, not a refusal, when the rest of the claim is strong", () => {
    const { output } = precheck(ELIGIBLE_WITH_CONTEXT.costGoal!);
    expect(output.redFlags.map((f) => f.id)).toEqual(["business_uncertainty"]);
    expect(output.verdict).toBe("POSSIBLY_ELIGIBLE");
  });

  it("meets a criterion stated briefly but completely, so a short plain description can be likely eligible", () => {
    for (const id of ["sensor", "ml"]) {
      const { output } = precheck(PLAIN_ELIGIBLE[id]!);
      expect(criterion(output, "systematic_investigation").status, id).toBe("MET");
      expect(output.verdict, id).toBe("LIKELY_ELIGIBLE");
    }
  });

  it.each(Object.entries(PLAIN_ROUTINE))("refuses routine work written plainly (%s)", (_id, input) => {
    const { output } = precheck(input);
    expect(output.verdict).toBe("UNLIKELY_ELIGIBLE");
    expect(output.decidingCriterion).toBe("uncertainty");
  });

  it("asks for more when a technical text shows no unknown and only a glimpse of the work", () => {
    const { output } = precheck(
      "Our partnership does research on monoclonal antibodies for diagnostic kits. A contract laboratory carries out the programme for us, tests each batch of antibodies in its assays and sends us the results, and we pay for the work each year. We would like to know whether these costs can be claimed.",
    );
    expect(output.verdict).toBe("INSUFFICIENT_INFORMATION");
  });

  it("flags changes made until the parts came out right, to a customer's drawing", () => {
    const { output } = precheck(PLAIN_ROUTINE.mould!);
    expect(output.redFlags.map((f) => f.id)).toEqual(expect.arrayContaining(["customer_specification", "settings_by_trial", "trial_and_error"]));
  });
});

describe("PRECHECK excluded-work words are whole words", () => {
  it("does not read 'crude' as CRUD software or 'saponifier' as SAP", () => {
    const { output, markdown } = precheck(
      "We refine crude canola oil with a new saponifier. Nobody knew whether the soap would split at 4 °C, and the supplier's data stopped at 20 °C. We tested six dosages in the cold room and measured the split time in the lab notebook; two dosages held for a week.",
    );
    expect(output.verdict).not.toBe("UNLIKELY_ELIGIBLE");
    expect(markdown).not.toMatch(/routine software/i);
  });
});

describe("PRECHECK keeps LIKELY for claims with most criteria met in full", () => {
  it("answers POSSIBLY when the core is met but two of the other three are only shown in part", () => {
    const { output } = precheck(
      "The published curing charts stop at 5 degrees and the admixture suppliers could not tell us whether the slab would reach strength at minus 15. " +
        "We poured 12 test slabs with three heater layouts and measured core temperature and strength at 3, 7 and 28 days. " +
        "We then repeated the best layout on a second pour and compared it with an unheated control slab. " +
        "Our idea was closer heaters. The 30 cm layout was better. We have notes.",
    );
    expect(output.criteria.map((c) => c.status)).toEqual(["MET", "MET", "MET", "PARTIAL", "PARTIAL"]);
    expect(output.verdict).toBe("POSSIBLY_ELIGIBLE");
  });
});
