import { ADMIN, APPROVAL, CHATTER, NO_TECHNICAL, NO_TRIAL, NO_WORK, OFFICE, UPKEEP } from "../lexicon/logbook-cues";
import { figureIn } from "./figures";

// A sentence about the office or the calendar ("invoices out to Ridgeview", "call w/ accountant re Q1
// HST") or saying that no work was done is no note of the R&D: a day with only such sentences has no
// row. A sentence that also reports a measured figure is kept, and only its chatter clause dropped.
const CHATTER_CHARS = 300;

// The shortest business ("acct"): each sentence of a pasted megabyte is tried, and a shorter one is none.
const MIN_CHATTER_CHARS = 4;

export function isChatter(text: string): boolean {
  if (text.length < MIN_CHATTER_CHARS) return false;
  const head = text.slice(0, CHATTER_CHARS);
  // "ordered 20 kg talc, invoice #4471 paid", "1:1 w/ Kev": the figures of paperwork measure nothing.
  if (ADMIN.test(head)) return true;
  return (CHATTER.test(head) || APPROVAL.test(head) || saysNoWork(head) || UPKEEP.test(head) || OFFICE.test(head)) && figureIn(text) !== "strong";
}

// "Normal production, stope 3820. Nothing to report for trial.": a day the notes say had no R&D, whatever
// else its lines hold, unless they report work done.
export function saysNoWork(text: string): boolean {
  const head = text.slice(0, CHATTER_CHARS);
  return NO_WORK.test(head) || NO_TRIAL.test(head) || NO_TECHNICAL.test(head);
}
