import { toClaimVoice } from "../text/rewrite";
import { PAST_OF } from "../text/verbs";
import { capitalize, ensureStop } from "../text/words";
import type { Role } from "./evidence";
import type { Label, LabelKind } from "./labels";
import { looksPast, tokensOf } from "../text/tokens";
import { hasVerb } from "./context";

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

// What is said aloud before the point ("ok so the thing was ...", "Yes, the results are ...", "Honestly,
// ..."): an interview's or a chat's words, not the form's.
// An ordinal is a filler only before a comma or a subject: "first slab froze" says which slab.
const FILLER = /^(?:(?:ok|okay|well|yes|yeah|so|honestly|basically|anyway|(?:first|second|third|finally|lastly)(?=,|\s+(?:we|i|the|our|it|they)\b))\b,?\s+)+(?:and this was the (?:hard|hardest|main|real) part,\s+)?/i;
// "couldnt say why", "we dont know": a chat's denials typed without their apostrophe ("cant" and "wont"
// are words of their own).
const BARE_DENIAL = /\b(could|did|do|does|was|were|would|is|are|had|have)n(t)\b/gi;

// "Short version: we needed …", "Long story short, …": how the telling is put, not the claim's words.
const SUMMING_UP = /^(?:short version|in short|long story short|tl;?dr|bottom line)\s{0,3}[:,-]\s{0,3}/i;

// A heading read off the line before ("What we didn't know", then "Whether a seal could survive ...")
// leaves the same bare question or order as a label does: the role says what to put back.
const KIND_OF_ROLE: Partial<Record<Role, LabelKind>> = { uncertainty: "uncertainty", objective: "objective" };

const GERUND_MIN = 5;

function gerundOpening(text: string): boolean {
  const comma = text.indexOf(",");
  const clause = tokensOf(comma > 0 ? text.slice(0, comma) : text);
  const first = clause[0] ?? "";
  return first.length >= GERUND_MIN && first.endsWith("ing") && !hasVerb(clause);
}

// "Can XRF sensors on a conveyor tell waste rock from ore?": a yes-or-no question about the work is
// written as what was not known, "We did not know whether XRF sensors … could tell …". The subject
// runs up to the first verb the tables know; past a few words it is left as asked.
const ASKED_MODALS: Record<string, string> = { can: "could", could: "could", will: "would", would: "would" };
const SUBJECT_MAX_WORDS = 8;

function unknownAsked(text: string): string | null {
  const words = text.split(" ");
  const modal = ASKED_MODALS[(words[0] ?? "").toLowerCase()];
  if (!modal) return null;
  for (let k = 2; k < Math.min(words.length, SUBJECT_MAX_WORDS + 1); k += 1) {
    const w = tokensOf(words[k]!)[0] ?? "";
    if (PAST_OF[w] === undefined && w !== "be") continue;
    const rest = words.slice(k).join(" ");
    return `We did not know whether ${lowerFirst(words.slice(1, k).join(" "))} ${modal} ${rest.endsWith("?") ? rest.slice(0, -1) : rest}`;
  }
  return null;
}

// "Attempt 1: a commercial 1.6 GHz antenna mounted over the log deck": a thing described by a
// participle and where it went ("mounted over", "coated with") names what was used; it has no verb.
const PLACING = new Set(["over", "on", "in", "at", "with", "under", "above", "below", "near", "into", "onto", "by", "behind", "along", "across", "inside", "between"]);

function describedThing(tokens: string[]): boolean {
  if (tokens[0] !== "a" && tokens[0] !== "an") return false;
  let participles = 0;
  for (let i = 1; i < tokens.length; i += 1) {
    if (!looksPast(tokens[i]!)) continue;
    if (!PLACING.has(tokens[i + 1] ?? "")) return false;
    participles += 1;
  }
  return participles > 0 && !hasVerb(tokens.filter((t) => !looksPast(t)));
}

// "What we tried: the camera vendor's OCR with their lighting, then a dome light, then our own CNN
// trained on 12,000 images": a list of what was tried whose first item has no verb of its own.
const NAMING = new Set(["the", "a", "an", "our", "their"]);

// "their recommended lighting": a participle after a determiner describes a thing.
const DESCRIBING = new Set(["the", "a", "an", "our", "their", "its", "his", "her", "with"]);

function namedFirst(text: string): boolean {
  const comma = text.indexOf(",");
  const first = tokensOf(comma > 0 ? text.slice(0, comma) : text);
  // "Experiments: 12 trays, cold shock of 2, 4 or 6 °C …": a count of what was used names it too.
  const opening = first[0] ?? "";
  return (NAMING.has(opening) || /^\d/.test(opening)) && !hasVerb(first.filter((t, i) => !(looksPast(t) && DESCRIBING.has(first[i - 1] ?? ""))));
}

// Verbs that open a statement rather than an order ("Need a sensor that …" is a note of a need), and
// those whose past is the same word ("Read", "Cut").
const NOT_ORDERS = new Set(["need", "want", "have", "know", "hope", "expect", "believe", "think", "like", "be", "do", "are", "is", "can", "cannot", "can't", "don't", "doesn't", "aren't", "isn't"]);

function givesOrder(first: string): boolean {
  return PAST_OF[first] !== undefined && PAST_OF[first] !== first && !NOT_ORDERS.has(first);
}

// "A new brine that keeps them crunchy": the verb of a relative clause describes the thing named.
const RELATIVE = new Set(["that", "which", "who", "where"]);

function beforeRelative(tokens: string[]): string[] {
  const at = tokens.findIndex((t) => RELATIVE.has(t));
  return at < 0 ? tokens : tokens.slice(0, at);
}

export function draftText(label: Label, role: Role | null = null): string {
  let text = label.rest.replace(SUMMING_UP, "").replace(FILLER, "").replace(BARE_DENIAL, "$1n'$2");
  if (text === "") text = label.rest;
  const first = tokensOf(text.slice(0, 20))[0] ?? "";
  // A sentence with a label of its own that was not read ("What we didn't know: whether …") keeps it.
  const unreadLabel = label.kind === null && text.slice(0, 40).includes(":");
  const kind = label.kind ?? (role && !unreadLabel ? KIND_OF_ROLE[role] : undefined) ?? null;
  if (kind === "hypothesis") {
    if (first === "that") text = `We hypothesised ${lowerFirst(text)}`;
    // "idea: add glycerol as a plasticiser": an idea given as an order.
    else if (PAST_OF[first] !== undefined) text = `Our idea was to ${lowerFirst(text)}`;
    else if (!OWN_SUBJECTS.has(first)) text = `We hypothesised that ${lowerFirst(text)}`;
  } else if (kind === "uncertainty" && QUESTION_WORDS.has(first)) {
    text = `We did not know ${lowerFirst(text)}`;
  } else if ((kind === "uncertainty" || kind === "objective") && label.kind === null && (first === "a" || first === "an") && !hasVerb(beforeRelative(tokensOf(text)))) {
    // "A new low-sodium brine for pickles that keeps them crunchy for 12 months.": the project named
    // without a verb, in line 242, is what it set out to make.
    text = `Our goal was ${lowerFirst(text)}`;
  } else if (kind === "uncertainty" && (first === "unknown" || first === "unclear") && QUESTION_WORDS.has(tokensOf(text.slice(0, 40))[1] ?? "")) {
    // "Unknown if a vacuum meter can singulate canola": a note's unknown, written out.
    text = `It was ${lowerFirst(text)}`;
  } else if (kind === "uncertainty" && ASKED_MODALS[first] !== undefined) {
    text = unknownAsked(text) ?? text;
  } else if ((kind === "objective" || (kind === "uncertainty" && label.kind === null && givesOrder(first))) && PAST_OF[first] !== undefined) {
    // "Goal", then "Detect corrosion of rebar without coring.": under a heading, an order is the goal.
    text = `Our goal was to ${lowerFirst(text)}`;
  } else if ((role === "experiment" || kind === "experiment") && givesOrder(first) && !PAST_OF[first]!.includes(" ")) {
    // "Build test stand with high-speed camera": a tracker's task title, done.
    text = `We ${PAST_OF[first]}${text.slice(first.length)}`;
  } else if (kind === "records" && label.kind !== null && !hasVerb(tokensOf(text))) {
    // "Records: run sheets, lab reports": the list says what was kept only with its label.
    text = `The records kept include ${lowerFirst(text)}`;
  } else if (kind === "experiment" && label.kind !== null && (!hasVerb(tokensOf(text)) || describedThing(tokensOf(text)) || namedFirst(text))) {
    // "Tried: logistic regression, then random forest, on 14 months of data".
    text = `We used ${lowerFirst(text)}`;
  } else if (kind === "experiment" && label.kind !== null && gerundOpening(text)) {
    // "What we tried: sampling every 8 seconds, tested on a bench rig": what was tried, with no verb
    // of its own before the comma once the label is gone.
    text = `We tried ${lowerFirst(text)}`;
  }
  return ensureStop(toClaimVoice(capitalize(text)));
}
