import { toClaimVoice } from "../text/rewrite";
import { PAST_OF } from "../text/verbs";
import { capitalize, ensureStop } from "../text/words";
import type { Label } from "./labels";
import { tokensOf } from "../text/tokens";

// A sentence as the draft writes it: without the user's label, in the first person plural and the
// past tense. What the label stood for is put back in words where the rest is not a sentence alone:
// a bare hypothesis under "Hypothesis:" ("keeping the first layer at 8 bits would ..."), a question
// under "Unknown:", an order under "Goal:".

const OWN_SUBJECTS = new Set(["we", "i", "our", "my", "it", "if"]);

function lowerFirst(text: string): string {
  // "PVA coats" or "CRDTs" keep their capitals.
  const second = text.charAt(1);
  return second !== "" && second === second.toLowerCase() ? text.charAt(0).toLowerCase() + text.slice(1) : text;
}

// A question left bare by its label ("Unknown: whether a hotter oven would set the crumb") and a
// goal given as an order ("Goal: cut the bake time by 20%").
const QUESTION_WORDS = new Set(["whether", "if", "how", "what", "why", "which"]);

export function draftText(label: Label): string {
  let text = label.rest;
  const first = tokensOf(text.slice(0, 20))[0] ?? "";
  if (label.kind === "hypothesis") {
    if (first === "that") text = `We hypothesised ${lowerFirst(text)}`;
    else if (!OWN_SUBJECTS.has(first)) text = `We hypothesised that ${lowerFirst(text)}`;
  } else if (label.kind === "uncertainty" && QUESTION_WORDS.has(first)) {
    text = `We did not know ${lowerFirst(text)}`;
  } else if (label.kind === "objective" && PAST_OF[first] !== undefined) {
    text = `Our goal was to ${lowerFirst(text)}`;
  }
  return ensureStop(toClaimVoice(capitalize(text)));
}
