import { describe, expect, it } from "vitest";
import { CRITERION_CUES, CRITERION_ORDER } from "@/lib/worker/builtin/lexicon";
import { compileCues, findCues } from "@/lib/worker/builtin/lexicon/compile";
import { RED_FLAG_CUES } from "@/lib/worker/builtin/lexicon/red-flags";

// What the compiled scan must give: every cue, at every word boundary where it matches.
function oneByOne(text: string, sources: string[]): string[] {
  const out: string[] = [];
  for (let at = 0; at <= text.length; at++) {
    sources.forEach((source, i) => {
      const re = new RegExp(String.raw`\b(?:${source})`, "y");
      re.lastIndex = at;
      if (re.test(text)) out.push(`${at}:${i}`);
    });
  }
  return out;
}

const TEXTS = [
  "we did not keep notes and the records were reconstructed from memory after the fact; the supplier's design guide had no answer, so we tried something else.",
  "we tested 3 mixes against a control batch; the third one held at 2.8 mpa, because the slag was finer. nobody knew whether it would crack.",
];

describe("compiled cues", () => {
  it("split a long lexicon into several expressions", () => {
    const long = Array.from({ length: 400 }, (_, i) => ({ source: `word${i} (?:[\\w-]+ ){0,2}later` }));
    expect(compileCues(long).parts.length).toBeGreaterThan(1);
  });

  it("find, across the parts, each cue where it matches, in the order one expression gives", () => {
    const lexicons: { source: string }[][] = [RED_FLAG_CUES, ...CRITERION_ORDER.map((id) => CRITERION_CUES[id])];
    for (const cues of lexicons) {
      const compiled = compileCues(cues);
      for (const text of TEXTS) {
        const found = findCues(text, compiled).map((m) => `${m.index}:${cues.indexOf(m.item)}`);
        expect(found).toEqual(oneByOne(text, cues.map((c) => c.source)));
      }
    }
  });

  it("put the red flags, past V8's size limit as one expression, in more than one part", () => {
    expect(compileCues(RED_FLAG_CUES).parts.length).toBeGreaterThan(1);
  });
});
