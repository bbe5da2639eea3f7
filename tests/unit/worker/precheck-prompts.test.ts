import { describe, expect, it } from "vitest";
import { classifyAll } from "@/lib/worker/builtin/classify";
import { buildCorpus } from "@/lib/worker/builtin/corpus";
import { withPromptAnswers } from "@/lib/worker/builtin/precheck/prompts";
import { envelope } from "./fixtures";
import { criterion, precheck } from "./helpers";

// A questionnaire's answers say what its prompts asked, in few words and often without a verb.

const read = (text: string) => withPromptAnswers(classifyAll(buildCorpus(envelope("PRECHECK", text)).sentences));

const COATING = [
  "Q1. What didn't you know at the start? Whether a slippery coating on our reusable silicone catheter tip would stay slippery after 20 autoclave cycles. The coating supplier's data only goes to 5 cycles and the papers we found are all about single-use devices.",
  "Q2. What did you think would work, and why? A longer UV cure. We believed the coating lost its slip because uncured short chains were washing out in the steam, so curing more completely should stop that.",
  "Q3. What did you do? Three cure times (60, 120 and 240 s), 10 samples each, friction force measured on our tester after 0, 5, 10 and 20 cycles.",
  "Q4. What happened? 240 s kept friction below 0.15 N up to 20 cycles; 60 s rose to 0.42 N by cycle 10. But 3 of 10 of the 240 s samples cracked in the bend test, so full cure makes the coating brittle.",
  "Q5. What records do you have? Signed and dated lab notebook pages and the raw tester files.",
].join("\n");

describe("PRECHECK on answers to a questionnaire", () => {
  it("credits a verbless answer to what its prompt asked, and the prompt itself with nothing", () => {
    const sentences = read(COATING);
    const prompt = sentences.find((c) => c.sentence.text.startsWith("What records"))!;
    expect(Object.values(prompt.score).every((v) => v === 0)).toBe(true);
    const answer = sentences.find((c) => c.sentence.text.startsWith("Whether a slippery"))!;
    expect(answer.facets.uncertainty.has("unknown")).toBe(true);
  });

  it("meets the uncertainty from the answer and the known way that fell short", () => {
    const { output } = precheck(COATING);
    expect(criterion(output, "uncertainty").status).toBe("MET");
    expect(output.verdict).toBe("LIKELY_ELIGIBLE");
  });

  it("credits nothing an answer denies, or a market question given as the unknown", () => {
    const denied = read("What records do you have? We did not keep any notes at the time.");
    expect(denied[1]!.score.documentation).toBe(0);
    const market = read("What didn't you know? Whether customers would pay for a reusable tip.");
    expect(market[1]!.facets.uncertainty.has("unknown")).toBe(false);
  });

  it("leaves a long question, and a question that asks nothing of the five, as they were", () => {
    const asking = read("Does the project qualify? We tested three cure times.");
    expect(asking[1]!.score.systematic_investigation).toBeGreaterThan(0);
    expect(asking[1]!.facets.uncertainty.size).toBe(0);
  });
});

describe("PRECHECK on a questionnaire's numbered prompts", () => {
  const BOILER = [
    "Q1. What did you not know at the start? Whether a small boiler could burn wet bark without the grate clinkering. Boiler makers rate their units for fuel under 35% moisture.",
    "Q2. What did you think might work, and why? Sending part of the flue gas back under the grate to keep the fuel bed below the ash melting point.",
    "Q3. What did you do? We ran 12 test burns at 0, 15, 25 and 35% return, logging bed temperature.",
  ].join("\n");

  it("credits a prompt's number ('Q2.') with nothing, though it follows an answer", () => {
    const numbers = read(BOILER).filter((c) => /^Q\d\.$/.test(c.sentence.text.trim()));
    expect(numbers.length).toBeGreaterThan(0);
    for (const n of numbers) expect(Object.values(n.score).every((v) => v === 0)).toBe(true);
    expect(JSON.stringify(precheck(BOILER).output.criteria.map((c) => c.evidence))).not.toContain('"\\"Q2.\\""');
  });

  it("reads an idea given with its reason, asked or offered, as the hypothesis stated whole", () => {
    expect(criterion(precheck(BOILER).output, "hypothesis").status).toBe("MET");
    const offered = BOILER.replace("What did you think might work, and why?", "What did you think might work?").replace("to keep the fuel bed", "since that keeps the fuel bed");
    expect(criterion(precheck(offered).output, "hypothesis").status).toBe("MET");
  });
});
