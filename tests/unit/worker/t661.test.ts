import { describe, expect, it } from "vitest";
import { countWords } from "@/lib/shared/limits";
import { classifyAll } from "@/lib/worker/builtin/classify";
import type { Sentence } from "@/lib/worker/builtin/corpus";
import { splitInlineBullets } from "@/lib/worker/builtin/t661/bullets";
import { readLabel } from "@/lib/worker/builtin/t661/labels";
import { readRoles } from "@/lib/worker/builtin/t661/roles";
import { T661_LINES } from "@/lib/worker/schemas";
import * as F from "./fixtures";
import { draftedLines, t661 } from "./helpers";

const IDS = ["242", "244", "246"] as const;

// About 5,000 words of distinct, claim-like sentences: far more than the three lines can hold.
function longProject(): string {
  const parts: string[] = [];
  for (let i = 1; i <= 60; i += 1) {
    parts.push(
      `It was not clear whether controller variant ${i} could keep the motor within ${i % 7} rpm of target at ${100 + i} N load, and existing vendor firmware could not do it.`,
      `We expected that feed-forward gain ${i} would reduce overshoot below ${2 + (i % 5)}% for this load case.`,
      `In run ${i} we tested gain set ${i} on the dynamometer against the PID baseline and measured ${10 + (i % 9)} ms settling time with ${i % 4} rpm ripple.`,
      `We learned that configuration ${i} is limited by encoder quantisation rather than loop bandwidth, which was not known before this trial.`,
    );
  }
  return parts.join(" ");
}

describe("T661 drafting", () => {
  it("drafts each line from the matching material, under the CRA questions", () => {
    const { output } = t661(F.COMPRESSION);
    for (const id of IDS) {
      const line = output.lines[id];
      expect(line.question).toBe(T661_LINES[id].question);
      expect(line.wordLimit).toBe(T661_LINES[id].wordLimit);
      expect(line.text.length).toBeGreaterThan(0);
      expect(line.wordCount).toBe(countWords(line.text));
    }
    expect(output.lines["242"].text).toMatch(/^It was not clear whether any lossless scheme could hit a 4x ratio/);
    expect(output.lines["242"].text).toContain("Existing codecs could not meet both limits.");
    expect(output.lines["244"].text).toContain("Our hypothesis was that a predictor that switches");
    expect(output.lines["244"].text).toContain("We built three prototypes over four months.");
    expect(output.lines["246"].text).toContain("We learned that the ratio depends far more on detecting regime changes");
    expect(output.warnings.filter((w) => /^Line 24\d: no /.test(w))).toEqual([]);
  });

  it("writes in the first person plural and the past tense", () => {
    const { output } = t661(F.COATING);
    expect(output.lines["244"].text).toContain("We tested twelve formulations");
    expect(output.lines["244"].text).not.toMatch(/\bI tested\b/);
    const notes = t661("It is unknown whether the glaze survives 300 firing cycles. I test two glaze recipes per week and I'm logging crazing in the kiln book.").output;
    expect(notes.lines["244"].text).toContain("We tested two glaze recipes per week and we were logging crazing");
  });

  it("never exceeds the word limits on a very long input, cutting between sentences", () => {
    const input = longProject();
    expect(countWords(input)).toBeGreaterThan(4500);
    const { output } = t661(input);
    for (const id of IDS) {
      const line = output.lines[id];
      expect(line.wordCount).toBe(countWords(line.text));
      expect(line.wordCount).toBeLessThanOrEqual(T661_LINES[id].wordLimit);
      expect(line.wordCount).toBeGreaterThan(T661_LINES[id].wordLimit * 0.8);
      expect(line.text).toMatch(/[.!?]$/);
      expect(output.warnings.some((w) => w.startsWith(`Line ${id}:`) && w.includes("did not fit"))).toBe(true);
    }
  });

  it("warns about each line that has no material", () => {
    const { output } = t661(F.CACHING);
    expect(output.lines["242"].text).toBe("");
    expect(output.lines["242"].wordCount).toBe(0);
    expect(output.warnings).toContain(
      "Line 242: no technological uncertainty was described; state what was not known at the start and why standard practice could not resolve it.",
    );
    expect(output.lines["244"].text).toContain("We tried three different ways of caching the results");
  });

  it("leaves excluded work out of the draft and says why", () => {
    const { output, markdown } = t661(F.SHOPIFY);
    for (const id of IDS) expect(output.lines[id].text).toBe("");
    expect(output.warnings.some((w) => w.startsWith("Routine or excluded work (Routine software development with known techniques)"))).toBe(true);
    expect(output.warnings.filter((w) => /^Line 24\d: no /.test(w))).toHaveLength(3);
    expect(markdown).toContain("### Line 242 — What scientific or technological uncertainties did you attempt to overcome?");
    expect(markdown).toContain("(0 / 350 words)");
  });

  it("lists as sources only the files whose excerpts were used", () => {
    const files = [
      F.file("f1", "bench-results.pdf", ["Run 14 on 2025-02-03: the third prototype reached a 4.3x ratio at 11 ms, which showed that regime detection dominates the gain."]),
      F.file("f2", "invoice.pdf", ["Invoice 2231. Total due: $4,500. Payment terms net 30."]),
      F.file("f3", "empty.pdf", []),
    ];
    const { output, markdown } = t661(F.NO_RECORDS, { files });
    expect(output.sources).toEqual([{ fileId: "f1", filename: "bench-results.pdf" }]);
    expect(output.lines["246"].text).toContain("the third prototype reached a 4.3x ratio");
    expect(markdown).toContain("### Sources\n- bench-results.pdf");
  });

  it("keeps the user's headings, requests, company facts and plans out of the lines", () => {
    const input = [
      "Hi, can you turn this into the T661 answers?",
      "",
      "## Background",
      "We make cheese-making enzymes in Quebec.",
      "",
      "## Uncertainty",
      "It was not known whether a lactase could keep 70% of its activity after 30 reuse cycles in milk.",
      "Published immobilization methods lose half their activity within ten cycles.",
      "",
      "## Work",
      "We coated silica beads with four chitosan grades.",
      "Activity was measured after every fifth cycle.",
      "",
      "## Results",
      "The 1.5% chitosan beads kept 74% of their activity after 30 cycles.",
      "We learned that the chitosan layer controls enzyme leakage.",
      "",
      "The process will be scaled up at our plant next year. Thanks!",
    ].join("\n");
    const { output } = t661(input);
    const all = IDS.map((id) => output.lines[id].text).join("\n");
    for (const context of ["T661", "Background", "cheese-making", "Uncertainty", "## ", "scaled up", "Thanks"]) expect(all).not.toContain(context);
    expect(output.lines["242"].text).toContain("Published immobilization methods lose half their activity");
    expect(output.lines["244"].text).toContain("Activity was measured after every fifth cycle.");
    expect(output.lines["246"].text).toContain("The 1.5% chitosan beads kept 74%");
    expect(output.lines["246"].text).toContain("We learned that the chitosan layer controls enzyme leakage.");
  });

  it("strips the user's labels and glues no template opener onto them", () => {
    const input = [
      "Goal: a pellet that sinks at 5 to 7 cm per second.",
      "Uncertainty: we did not know whether pellets with 30% fat could sink at a steady speed.",
      "",
      "Hypothesis: a lower expansion before coating would leave less pore volume for oil.",
      "What we did - we varied the die pressure over 19 batches and measured the sinking speed of each.",
      "",
      "Advancement: pellets at an expansion ratio of 1.25 sank at 6.1 cm per second.",
    ].join("\n");
    const { output } = t661(input);
    const all = IDS.map((id) => output.lines[id].text).join("\n");
    for (const label of ["Goal:", "Uncertainty:", "Hypothesis:", "What we did", "Advancement:", "following"]) expect(all).not.toContain(label);
    expect(output.lines["242"].text).toContain("We did not know whether pellets with 30% fat could sink");
    expect(output.lines["244"].text).toContain("We hypothesised that a lower expansion before coating would leave less pore volume for oil.");
    expect(output.lines["244"].text).toContain("We varied the die pressure over 19 batches");
    expect(output.lines["246"].text).toBe("Pellets at an expansion ratio of 1.25 sank at 6.1 cm per second.");
    expect(output.warnings.some((w) => w.includes("only implied"))).toBe(false);
  });

  it("puts back in words what a label stood for when the rest is a question or an order", () => {
    const { output } = t661(
      "Goal: cut the bake time of our rye loaf by 20%. Unknown: whether a higher oven temperature would set the crumb before the crust burnt. We baked 18 loaves at 230, 245 and 260 °C. Above 250 °C the crumb stayed gummy, which showed that steam, not heat, limits the set.",
    );
    expect(output.lines["242"].text).toContain("Our goal was to cut the bake time of our rye loaf by 20%.");
    expect(output.lines["242"].text).toContain("We did not know whether a higher oven temperature would set the crumb");
  });

  it("drafts each line from a pasted draft labelled 'Line 242:', 'Line 244:', 'Line 246:'", () => {
    const { output } = t661(
      [
        "Line 242: We did not know if LoRa packets could get through 2 m of snowpack at 868 MHz. No published attenuation data covers wet snow.",
        "Line 244: We buried 6 nodes at 0.5, 1 and 2 m and logged RSSI every 10 min for 3 weeks.",
        "Line 246: Packets got through 2 m of dry snow but not wet snow above 1.2 m; water content, not depth, drove the loss.",
      ].join("\n"),
    );
    expect(output.lines["242"].text).toContain("We did not know if LoRa packets could get through");
    expect(output.lines["244"].text).toBe("We buried 6 nodes at 0.5, 1 and 2 m and logged RSSI every 10 min for 3 weeks.");
    expect(output.lines["246"].text).toContain("water content, not depth, drove the loss");
  });

  it("reads an interviewer's question as the heading of the answer that follows", () => {
    const { output } = t661(
      [
        "Q: What was the technical problem?",
        "A: Our drone's optical-flow sensor lost lock over snow, and the vendor said their algorithm needs texture.",
        "Q: What did you do?",
        "A: We added a polarising filter and tested 40 flights over fresh snow. Lock held in 36 of 40 flights, against 9 of 40 without it.",
        "Q: What did you learn?",
        "A: Glare, not the lack of texture, was what broke the tracker.",
      ].join("\n"),
    );
    expect(output.lines["242"].text).toContain("optical-flow sensor lost lock over snow");
    expect(output.lines["244"].text).toContain("We added a polarising filter");
    expect(output.lines["246"].text).toContain("Glare, not the lack of texture");
    const all = IDS.map((id) => output.lines[id].text).join("\n");
    for (const words of ["What was", "Uncertainty", "Lessons learned"]) expect(all).not.toContain(words);
  });

  it("keeps a list item's label to that item", () => {
    const input = [
      "- problem: the weld seam porosity on 3 mm aluminium exceeded 2% and no published parameter set covered our alloy",
      "- tried pulsed MIG at 120, 140 and 160 A on 24 coupons",
      "- 140 A gave 0.6% porosity, 160 A burned through",
    ].join("\n");
    const { output } = t661(input);
    expect(output.lines["242"].text).toContain("porosity on 3 mm aluminium exceeded 2%");
    expect(output.lines["242"].text).not.toContain("160 A burned through");
    expect(output.lines["244"].text).toContain("We tried pulsed MIG");
  });

  it("gives a participle that qualifies the subject no 'We'", () => {
    const { output } = t661("Our offline sync lost edits when two phones edited one note; existing CRDT libraries assumed a server clock. We built a hybrid logical clock and replayed 10,000 edit sequences. Lost edits fell from 3.1% to 0.");
    expect(output.lines["246"].text).toContain("Lost edits fell from 3.1% to 0.");
    expect(output.lines["246"].text).not.toContain("We lost edits");
  });

  it("drops pasted table rows, cut-off excerpts and fragments", () => {
    const files = [F.file("f1", "trials.pdf", ["after the third run. Porosity fell to 0.6% with a wobble pattern at 3.5 kW. The next trial was planned for"])];
    const input = [
      "Run | Power (kW) | Speed (m/min) | Porosity (%)",
      "1 | 3.0 | 2.0 | 4.1",
      "Laser weld trials, battery trays.",
      "It was not clear whether the porosity came from hydrogen in the alloy or from keyhole collapse.",
      "We varied laser power and travel speed over 12 runs and sectioned each weld.",
    ].join("\n");
    const { output } = t661(input, { files });
    const all = IDS.map((id) => output.lines[id].text).join("\n");
    for (const dropped of ["Power", "4.1", "Laser weld trials", "third run", "planned"]) expect(all).not.toContain(dropped);
    expect(output.lines["246"].text).toBe("Porosity fell to 0.6% with a wobble pattern at 3.5 kW.");
  });

  it("drafts line 244 from the experiments of attached logs and earlier messages when the request is short", () => {
    const history = [F.user("We tested twelve formulations, varying the diol ratio and the crosslinker level.", "2025-03-02T10:00:00Z")];
    const log = [
      "2025-01-24 — Raised crosslinker to 4 wt% (F4); films cracked before 200 cycles.",
      "2025-02-21 — Repeated F7 on coupons from a second concrete supplier.",
      "2025-03-07 — F7 at 500 cycles: 2.8 MPa vs 1.1 MPa for the control.",
    ].join("\n");
    const input = "Please draft the T661 from the log. It was not known whether a waterborne polyurethane could cure at 5 °C.";
    const { output } = t661(input, { history, files: [F.file("f1", "lab-log.txt", [log])] });
    const work = output.lines["244"].text;
    expect(work).toContain("We tested twelve formulations");
    expect(work).toContain("We raised crosslinker to 4 wt% (F4)");
    expect(work).toContain("We repeated F7 on coupons from a second concrete supplier.");
    expect(work).not.toContain("2025-");
    expect(output.lines["246"].text).toContain("F7 at 500 cycles: 2.8 MPa vs 1.1 MPa for the control.");
    expect(output.sources).toEqual([{ fileId: "f1", filename: "lab-log.txt" }]);
  });

  it("leaves a line without material empty and says so, even with a project description", () => {
    const description = "Acme builds route-planning software for municipal snow-removal fleets.";
    const { output } = t661("We rewrote the planner and it is much better now. Our goal was faster routes.", {
      project: { name: "Routes", fiscalYear: "2025", description },
    });
    expect(output.lines["242"].text).toBe("");
    expect(output.lines["242"].wordCount).toBe(0);
    expect(output.warnings.some((w) => w.startsWith("Line 242: no technological uncertainty"))).toBe(true);
    for (const id of IDS) expect(output.lines[id].text).not.toContain("route-planning software");
  });

  it("renders each line with its question and word count", () => {
    const { markdown, output } = t661(F.COATING);
    for (const id of IDS) {
      expect(markdown).toContain(`### Line ${id} — ${T661_LINES[id].question}`);
      expect(markdown).toContain(`*(${output.lines[id].wordCount} / ${T661_LINES[id].wordLimit} words)*`);
    }
  });
});

function sentences(text: string): Sentence[] {
  return text.split("\n").map((t, index) => ({ index, text: t, paragraph: 0, kind: "input" as const, file: null, block: 0 }));
}

function rolesOf(text: string) {
  return readRoles(classifyAll(sentences(text))).map((r) => ({ line: r.line, role: r.role, context: r.context }));
}

describe("T661 sentence roles", () => {
  it("reads each role from the verb, the voice, the figures and the subject", () => {
    const roles = rolesOf(
      [
        "It was uncertain whether power lines could be separated from vegetation at 8 points per square metre.",
        "Existing phase-change designs assumed forced air.",
        "We expected that a lower wet-bulb depression would reduce checking.",
        "We labelled 40 km of corridor by hand and compared our method with a neural classifier.",
        "Precision and recall were computed for each span.",
        "Every run and its seed were kept in the CI logs.",
        "The peak cell temperature fell from 58 °C to 43 °C.",
        "We now know that fibre orientation, not the cooling rate, drove the warpage.",
      ].join("\n"),
    );
    expect(roles.map((r) => r.role)).toEqual(["uncertainty", "standard", "hypothesis", "experiment", "measurement", "records", "result", "knowledge"]);
    expect(roles.map((r) => r.line)).toEqual(["242", "242", "244", "244", "244", "244", "246", "246"]);
  });

  it("reads the practice of others as why standard practice failed, not as our work", () => {
    const roles = rolesOf(
      [
        "The open-source solvers we evaluated handle node routing, not arcs.",
        "Pre-treatments used for cattle feed had never been tried with this larva.",
        "Commercial chemically defined media gave 2.1 g/L.",
      ].join("\n"),
    );
    expect(roles.map((r) => r.role)).toEqual(["standard", "standard", "standard"]);
  });

  it("sets requests, company facts, plans and headings aside as context", () => {
    const roles = rolesOf(
      [
        "Can you write this up for lines 242 to 246?",
        "We build monitoring software for industrial sensors.",
        "Our customer is a utility with 200,000 meters in the field.",
        "Next quarter we plan to ship the module to two pilot stores.",
        "Line 244",
        "Project 3: glass-filled housing for outdoor meters.",
        "Summary for the accountant: results of the pack cooling project.",
      ].join("\n"),
    );
    expect(roles.map((r) => r.context)).toEqual(["request", "background", "background", "plan", "heading", "labelled", "request"]);
    expect(roles.every((r) => r.line === null)).toBe(true);
  });

  it("gives a sentence that says little the line of its paragraph or its heading", () => {
    const roles = rolesOf(
      ["Line 242", "It was uncertain whether conductors could be found at 8 points per square metre.", "At that density a conductor returns one or two points per metre."].join("\n"),
    );
    expect(roles.map((r) => r.line)).toEqual([null, "242", "242"]);
  });

  it("reads questions, named ideas, the third person and the opening observation of a problem", () => {
    const roles = rolesOf(
      [
        "What was the objective of the work you want to claim?",
        "Could a two-tier index keep p99 latency under 50 ms at 20,000 events per second?",
        "Our bet was that merging in the background would keep both targets.",
        "It was concluded that the digestion of the rubber controls flexibility.",
        "The team hypothesized that a dark period would move calcium into the inner leaves.",
        "Budget was about $85k including the chamber rental.",
      ].join("\n"),
    );
    expect(roles.map((r) => r.role ?? r.context)).toEqual(["request", "uncertainty", "hypothesis", "knowledge", "hypothesis", "background"]);
    const problem = readRoles(
      classifyAll(
        ["The nozzles missed the rear teats, and mastitis stayed near 4% per month.", "The robot maker's settings only adjust the spray timing.", "We fitted a second nozzle on one robot."].map(
          (text, index) => ({ index, text, paragraph: index < 2 ? 0 : 1, kind: "input" as const, file: null, block: 0 }),
        ),
      ),
    );
    expect(problem.map((r) => r.line)).toEqual(["242", "242", "244"]);
  });

  it("keeps a goal in line 242 only beside the uncertainty it frames", () => {
    expect(rolesOf("Goal: run the detector on a 2 W microcontroller.\nBackground: we sell a vision module.")[0]).toMatchObject({ line: null, context: "objective" });
    const framed = rolesOf("The target was a coat that passes 6 months at 40 °C.\nIt was not known whether any coat thin enough could block that much moisture.");
    expect(framed[0]).toMatchObject({ line: "242", role: "objective" });
  });
});

describe("T661 labels and notes", () => {
  it("reads and strips the user's labels", () => {
    expect(readLabel("Uncertainty: we did not know whether it would hold.")).toEqual({ kind: "uncertainty", rest: "we did not know whether it would hold.", heading: false });
    expect(readLabel("What we did - we varied the expansion ratio.")).toMatchObject({ kind: "experiment", rest: "we varied the expansion ratio." });
    expect(readLabel("Tech uncertainty - the fat changes the density.")).toMatchObject({ kind: "uncertainty", rest: "the fat changes the density." });
    expect(readLabel("Line 246")).toMatchObject({ kind: "knowledge", heading: true });
    expect(readLabel("Results")).toMatchObject({ kind: "result", heading: true });
    // Not labels: a figure before the colon, a dash inside a sentence, a web address.
    expect(readLabel("Run 14: the third prototype reached 4.3x.").kind).toBeNull();
    expect(readLabel("The layer - a 6 mm one - held.").kind).toBeNull();
    expect(readLabel("See https://example.com for the data.").kind).toBeNull();
  });

  it("strips a tracker's field names without reading a line from them", () => {
    expect(readLabel("Description: the 8 mm laminates came out at 4% porosity.")).toEqual({ kind: null, rest: "the 8 mm laminates came out at 4% porosity.", heading: false });
    expect(readLabel("Comment: results below.")).toMatchObject({ kind: null, rest: "results below." });
    expect(readLabel("Designer: the 8 mm laminates came out at 4% porosity.").rest).toBe("Designer: the 8 mm laminates came out at 4% porosity.");
  });

  it("splits bullets pasted into one line, and leaves dashes in prose alone", () => {
    const split = splitInlineBullets(sentences("problem: boards check in the kiln - ran 9 kiln charges in total - all charge logs are in the PLC exports"));
    expect(split.map((s) => s.text)).toEqual(["problem: boards check in the kiln", "ran 9 kiln charges in total", "all charge logs are in the PLC exports"]);
    expect(split.map((s) => s.index)).toEqual([0, 1, 2]);
    expect(splitInlineBullets(sentences("The layer - a 6 mm one - held.")).map((s) => s.text)).toEqual(["The layer - a 6 mm one - held."]);
    const aside = "We tried three membranes - a PES, a PVDF and a ceramic one - and measured the flux of each.";
    expect(splitInlineBullets(sentences(aside)).map((s) => s.text)).toEqual([aside]);
    const table = splitInlineBullets(sentences("Bed | NH3 removal (%) Open | 22 Insulated | 71 With recirculation the bed stayed above 10 °C all winter."));
    expect(table.map((s) => s.text)).toEqual(["Bed | NH3 removal (%) Open | 22 Insulated | 71", "With recirculation the bed stayed above 10 °C all winter."]);
  });
});

describe("T661 sentences that hold two roles", () => {
  it("drafts 242 from a sentence that states the failed standard practice and the idea against it", () => {
    const { output } = t661(
      "We could not reach 2 ms encode latency on the sensor MCU with any known codec, so we hypothesised that an adaptive delta model would. We built three prototypes and measured latency and compression ratio against LZ4 on 40 hours of recorded data; the second design cut latency by 60%. Test logs and commits were kept each week.",
    );
    expect(output.lines["242"].text).toContain("any known codec");
    expect(output.lines["244"].text).toContain("three prototypes");
    expect(output.lines["246"].text).toContain("cut latency by 60%");
  });
});

describe("T661 pastes with prefixes", () => {
  it("reads an interview transcript: the claimant's turns without the speaker tag, the interviewer's questions left out", () => {
    const { output } = t661(
      [
        "RD: So tell me what problem you were trying to solve?",
        "SO: The binder suppliers' mix designs assume less than 5% sulphides, and the papers we found did not cover fill this rich in sulphides.",
        "RD: What did you try?",
        "SO: We cast 180 cylinders with five binders and crushed them at 7, 28 and 56 days.",
        "RD: And what came out of it?",
        "SO: We learned that the sulphate attack, not the binder dosage, controls the strength loss.",
      ].join("\n"),
    );
    const all = IDS.map((id) => output.lines[id].text).join("\n");
    expect(all).not.toContain("RD:");
    expect(all).not.toContain("SO:");
    expect(all).not.toMatch(/what came out of it/i);
    expect(output.lines["244"].text).toContain("180 cylinders");
  });

  it("reads a forwarded e-mail and a git log without their quote marks, headers and commit hashes", () => {
    const { output } = t661(
      [
        "---------- Forwarded message ---------",
        "From: Amir Haddad",
        "> It was not known whether aluminium sulphate could hold fluoride in the leach at our acid strength.",
        "> We ran 30 bench leaches at 2 L with Al:F ratios from 0 to 1.5 and measured free fluoride.",
        "a3f91c0 measure: toggle a GPIO at ISR entry and exit, capture 1M cycles on the logic analyser",
      ].join("\n"),
    );
    const all = IDS.map((id) => output.lines[id].text).join("\n");
    expect(all).not.toMatch(/Forwarded|Amir|>|a3f91c0|measure:/);
    expect(output.lines["244"].text).toContain("30 bench leaches");
  });
});

describe("T661 counts of what was measured", () => {
  it("reads 'we measured 620 stems' as the work, and the figures it found as the result", () => {
    const { output } = t661(
      "No published work says how bark thickness changes the knife-angle reading on frozen stems. Over 14 winter days we measured 620 stems with the head and then with a calliper on debarked discs. With the correction the mean diameter error went from 9.4 mm to 2.1 mm on spruce.",
    );
    expect(output.lines["244"].text).toContain("620 stems");
    expect(output.lines["246"].text).toContain("9.4 mm to 2.1 mm");
  });
});

describe("T661 statements that work against the claim", () => {
  const TEXT =
    "We're a small bakery in Laval that makes gluten-free bread. Our loaves went stale in 3 days and nobody had data on rice flour doughs. " +
    "We baked 14 test batches with 2% to 6% psyllium and measured crumb firmness every second day. The 4% batch was still soft at day 11. " +
    "We didn't keep any notes at the time; this was written from memory for the accountant.";

  it("leaves admissions and the company's introduction out of every line, and names the admission in a warning", () => {
    const { output } = t661(TEXT);
    const drafted = draftedLines(output);
    expect(drafted).not.toMatch(/notes at the time|from memory|small bakery/);
    expect(output.warnings.some((w) => w.startsWith("Left out of the draft") && w.includes("We didn't keep any notes"))).toBe(true);
    expect(output.lines["244"].text).toContain("14 test batches");
  });
});

describe("T661 prose from notes, headings and interviews", () => {
  it("writes labels and headings back as sentences, and drops spoken fillers", () => {
    const { output } = t661(
      [
        "What we didn't know",
        "Whether a polyurethane seal could survive 2,000 hours in contaminated oil at -40 °C.",
        "Idea: add a PTFE wiper ring in front of the main seal to keep the fibre out.",
        "Tried: rig runs of 500 h with and without the wiper, at -40 °C and at 20 °C.",
        "Well, the wiper cut the leak rate from 4 ml/h to 0.5 ml/h, so the fibre and not the cold is what wears the seal.",
      ].join("\n"),
    );
    expect(output.lines["242"].text).toContain("We did not know whether a polyurethane seal");
    expect(output.lines["244"].text).toContain("Our idea was to add a PTFE wiper ring");
    expect(output.lines["244"].text).toContain("We used rig runs of 500 h");
    expect(output.lines["246"].text).toMatch(/^The wiper cut the leak rate/);
  });

  it("reads a spoken 'ok so' as the start of the story, and does not repeat a bare result in 244 and 246", () => {
    const { output } = t661(
      "ok so the thing was our glaze crazed after firing and the supplier's chart only covers cone 6. " +
        "We thought a slower cool from 1,100 °C would stop it, so we fired 12 tiles at three cooling rates and checked each for crazing. " +
        "After the third firing the crazing stopped.",
    );
    const lines = ["242", "244", "246"].map((id) => output.lines[id as "242"].text);
    expect(lines.join(" ")).toContain("glaze crazed");
    expect(lines.filter((l) => l.includes("crazing stopped"))).toHaveLength(1);
  });
});

describe("T661 admissions beside material of their own", () => {
  it("keeps a sentence whose red flag words sit beside the problem, and reads somebody else's missing documents as no admission", () => {
    const { output } = t661(
      "The open-source arc-routing library we started from had no documentation on how its solver scales, and it failed on anything over 500 street segments while our city has 12,000. " +
        "We wrote a column-generation solver and ran it on the 12,000-segment network. It finished in 8 minutes.",
    );
    const drafted = draftedLines(output);
    expect(drafted).toContain("failed on anything over 500 street segments");
  });

  it("keeps a records sentence that denies some records and names others, with a warning", () => {
    const { output } = t661(
      "We did not know whether the plough routes could be solved in 10 minutes. We ran the solver on every storm. " +
        "We kept no notes for the first two storms, but from the third storm on every run is logged in our dated GitLab wiki with its benchmark output.",
    );
    expect(output.lines["244"].text).toContain("GitLab wiki");
    expect(output.warnings.some((w) => w.startsWith("Kept in the draft"))).toBe(true);
  });
});

describe("T661 on a records sentence and a prediction beside the results", () => {
  it("keeps the results in 246 beside 'no paper notebook, but every experiment is a commit', and never lends a prediction to 246", () => {
    const { output } = t661(
      "The open-source compilers we looked at miss the 1 ms scan cycle on a Cortex-M0 above 200 function blocks, and we could not tell from the literature whether static scheduling could fix it.\n\n" +
        "Our bet was that flattening function block calls at compile time would cut scan time by at least half. We built the flattening pass and benchmarked 35 customer programs against RuSTy output.\n\n" +
        "Worst-case scan time dropped by 58% on average, but 4 programs with recursive references could not be flattened, which showed us where static scheduling stops working. " +
        "We have no paper notebook, but every experiment is a commit and the CI keeps the benchmark history for each build.",
    );
    expect(output.lines["246"].text).toContain("dropped by 58%");
    expect(output.lines["242"].text).not.toContain("58%");
    expect(output.lines["246"].text).not.toContain("Our bet was");
  });
});

describe("T661 on chatty notes and enumerated paragraphs", () => {
  it("drafts the tool that fell short in 242, leaves the crew's introduction out, and a cause told apart in 246", () => {
    const { output } = t661(
      "ok so basically we're 3 guys doing drone mapping for mining cos in northern ON. the photogrammetry software (Pix4D) can't handle the snow-covered pit walls, the point cloud is full of holes. " +
        "then we thought flying at low sun angle would give texture from the shadows. did flights at 6 sun elevations over 2 months and counted the holes each time. " +
        "low sun (<15 deg) cut holes by 80%. It is the shadow length, not the camera, that decides it.",
    );
    expect(output.lines["242"].text).toContain("can't handle the snow-covered pit walls");
    expect(draftedLines(output)).not.toContain("3 guys");
    expect(output.lines["246"].text).toContain("not the camera");
  });

  it("drops 'First,' and 'Second, and this was the hard part,' openers, and leaves a UI redesign out", () => {
    const { output } = t661(
      "First, the mobile app got a complete redesign: new navigation and dark mode. Second, and this was the hard part, nurses work offline for hours and two coordinators can edit the same visit; we didn't know if a conflict-free merge was possible for our visit model.",
    );
    expect(output.lines["242"].text).toMatch(/^Nurses work offline/);
    expect(draftedLines(output)).not.toContain("dark mode");
  });
});

describe("T661 on a claim filed late", () => {
  it("warns first that the filing is past its deadline", () => {
    const { output } = t661(
      "Our 2021 fiscal year ended December 31, 2021. We did not know whether a model-based controller could hold pH within 0.1. We tested it on 6 tanks for 8 weeks. Drift fell from 0.4 to 0.08 pH. We are filing the T661 for that year now, in November 2024.",
    );
    expect(output.warnings[0]).toContain("37(11)");
  });
});

describe("T661 on the claim's calendar and a trade show", () => {
  it("drafts neither 'Our fiscal year ends March 31' nor the trade show into a line", () => {
    const { output } = t661(
      "Our fiscal year ends March 31. We did not know whether the coating would survive 500 h of salt fog. We coated 30 panels and measured creep at the scribe every 100 h. " +
        "We showed the prototype at a trade show in Toronto. The silane primer cut creep from 4 mm to 1 mm.",
    );
    const drafted = draftedLines(output);
    expect(drafted).not.toMatch(/fiscal year ends|trade show/);
    expect(output.lines["246"].text).toContain("1 mm");
  });
});

describe("T661 on terse notes about a sensor", () => {
  it("puts 'works but only on a sample' in 242 and leaves 'our thing is a sensor' out", () => {
    const { output } = t661(
      "Ok so our thing is a sensor for measuring sap sugar in maple tubing lines. Refractometers work but only on a sample you take to the sugar shack. " +
        "we thought an NIR sensor would work if we time the reading between bubbles. built 3 versions in 2024 and compared each with the refractometer on 300 samples. " +
        "the last one reads within 0.2 Brix of the refractometer.",
    );
    expect(output.lines["242"].text).toContain("Refractometers work but only on a sample");
    expect(draftedLines(output)).not.toContain("our thing is");
  });
});
