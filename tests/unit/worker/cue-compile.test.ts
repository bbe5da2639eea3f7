import { describe, expect, it } from "vitest";
import { CRITERION_CUES, CRITERION_ORDER } from "@/lib/worker/builtin/lexicon";
import { compileCues, findCues } from "@/lib/worker/builtin/lexicon/compile";
import { RED_FLAG_CUES } from "@/lib/worker/builtin/lexicon/red-flags";

// What the compiled scan must give: every cue, at every word boundary where it matches.
function oneByOne(text: string, sources: string[]): string[] {
  const out: string[] = [];
  const each = sources.map((source) => new RegExp(String.raw`\b(?:${source})`, "y"));
  for (let at = 0; at <= text.length; at++) {
    each.forEach((re, i) => {
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

  it("find the same once a cue has started the search often enough to be read with the cues after it in one test", () => {
    const compiled = compileCues(RED_FLAG_CUES);
    const text = Array.from({ length: 20 }, () => TEXTS[0]).join(" ");
    for (let round = 0; round < 2; round++) {
      const found = findCues(text, compiled).map((m) => `${m.index}:${RED_FLAG_CUES.indexOf(m.item as (typeof RED_FLAG_CUES)[number])}`);
      expect(found).toEqual(oneByOne(text, RED_FLAG_CUES.map((c) => c.source)));
    }
    expect(compiled.rests.some(Boolean)).toBe(true);
  });

  it("put the red flags, past V8's size limit as one expression, in more than one part", () => {
    expect(compileCues(RED_FLAG_CUES).parts.length).toBeGreaterThan(1);
  });
});
