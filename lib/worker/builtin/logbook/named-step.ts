import { capitalized } from "./case";
import type { Piece } from "./fields";

// "Expect that a two-stage filter (NLMS then Kalman) would get MAE below 2%; will try next.", "could be
// the pull-ups on the I2C lines? … good call, will check tomorrow": a next step that names no object
// takes the idea the row just stated: "Try a two-stage filter (NLMS then Kalman)", "Check whether …".

// "— try next wk.": in terse notes the bare step has no "will" either, and says when.
const BARE_STEP = /^(?:(?:(?:i|we) )?(?:will|'ll|going to|gonna) )?(try|test|check|verify|look into|confirm|measure) ?(it|that|this|next|tomorrow|later|then|next week|next wk)?[.!]?$/i;
const WHEN = new Set(["tomorrow", "later", "next week", "next wk"]);
const OPENER = /^(?:(?:we |i )?(?:expect|think|suspect|guess|believe|bet)(?:s|ed|ing)?(?: that)?|(?:it )?could be|maybe|probably|perhaps|my guess is(?: that)?|our guess is(?: that)?) /i;
const MODAL = / (?:would|will|should|could|might|may|can) /i;
const IDEA_CHARS = 200;

function stepOf(verb: string, idea: string): string {
  const said = idea.replace(OPENER, "").replace(/[.?!]$/, "");
  if (verb.toLowerCase() !== "try") return `${capitalized(verb)} whether ${said}`;
  const modal = MODAL.exec(said);
  return `Try ${modal ? said.slice(0, modal.index) : said}`;
}

export function withNamedSteps(pieces: Piece[]): Piece[] {
  return pieces.map((p, i) => {
    const bare = p.field === "nextSteps" && p.text.length <= 40 ? BARE_STEP.exec(p.text.trim()) : null;
    if (!bare) return p;
    const idea = pieces.slice(0, i).reverse().find((q) => q.field === "hypothesis" && q.text.length <= IDEA_CHARS);
    const when = bare[2] && WHEN.has(bare[2].toLowerCase()) ? ` ${bare[2]}` : "";
    return idea ? { ...p, text: `${stepOf(bare[1]!, idea.text)}${when}` } : p;
  });
}
