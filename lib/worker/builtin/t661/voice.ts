import { toClaimVoice } from "../text/rewrite";
import { capitalize, ensureStop } from "../text/words";
import type { Label } from "./labels";
import { tokensOf } from "../text/tokens";

// A sentence as the draft writes it: without the user's label, in the first person plural and the
// past tense. A bare hypothesis under a "Hypothesis:" label ("keeping the first layer at 8 bits
// would ...") gets the verb the label stood for, so it still reads as a sentence.

const OWN_SUBJECTS = new Set(["we", "i", "our", "my", "it", "if"]);

function lowerFirst(text: string): string {
  // "PVA coats" or "CRDTs" keep their capitals.
  const second = text.charAt(1);
  return second !== "" && second === second.toLowerCase() ? text.charAt(0).toLowerCase() + text.slice(1) : text;
}

export function draftText(label: Label): string {
  let text = label.rest;
  if (label.kind === "hypothesis") {
    const first = tokensOf(text.slice(0, 20))[0] ?? "";
    if (first === "that") text = `We hypothesised ${lowerFirst(text)}`;
    else if (!OWN_SUBJECTS.has(first)) text = `We hypothesised that ${lowerFirst(text)}`;
  }
  return ensureStop(toClaimVoice(capitalize(text)));
}
