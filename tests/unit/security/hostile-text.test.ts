import { describe, expect, it } from "vitest";
import { splitQuote } from "@/components/precheck/criteria-list";
import { stripJsonFence } from "@/lib/worker/llm-engine";

// Text from a model or from the API read by hand instead of by backtracking expressions: same
// results, and 1 MB of hostile text goes through in milliseconds (each of these took minutes).

const MB = 1_000_000;
const fill = (unit: string, size: number) => unit.repeat(Math.ceil(size / unit.length)).slice(0, size);

function timed(run: () => unknown): number {
  const started = performance.now();
  run();
  return performance.now() - started;
}

describe("stripJsonFence (the model's answer)", () => {
  it.each([
    ['```json\n{"a":1}\n```', '{"a":1}'],
    ['```\n{"a":1}```', '{"a":1}'],
    ['{"a":1}', '{"a":1}'],
    ['{"a":1}  \n```', '{"a":1}'],
    ["```", ""],
    ["````", "`"],
  ])("%j → %j", (answer, json) => {
    expect(stripJsonFence(answer)).toBe(json);
  });

  it.each([
    ["white space inside the object", `{${fill(" ", MB)}}`],
    ["white space before a late fence", `{}${fill("\n", MB)}x\`\`\``],
  ])("reads %s quickly", (_name, answer) => {
    expect(timed(() => stripJsonFence(answer))).toBeLessThan(100);
  });
});

describe("splitQuote (evidence in the criteria list)", () => {
  it.each([
    ['"We tested it."', { source: null, text: "We tested it." }],
    ['bench.pdf: "We tested it."', { source: "bench.pdf", text: "We tested it." }],
    ["notes: a.md: “x”", { source: "notes: a.md", text: "x" }],
    ['": "x"', { source: '"', text: "x" }],
    ["plain text", { source: null, text: "plain text" }],
  ])("%j", (evidence, parts) => {
    expect(splitQuote(evidence)).toEqual(parts);
  });

  it.each([
    ["source separators without a closing quote", `“${fill(': "', MB)} `],
  ])("reads %s quickly", (_name, evidence) => {
    expect(timed(() => splitQuote(evidence))).toBeLessThan(100);
  });
});
