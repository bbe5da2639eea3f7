import { spokenFigures } from "./spoken";

// Dictated notes keep the speaker's fillers ("Okay so, um, quick one.", "there was like 11 grams"). "um"
// only after punctuation: after a figure it is a micrometre ("Ra 0.8 um"). Read once over the whole
// message: per line, the passes cost more than the line's own reading. The openers around them ("Okay
// so,", "quick one.", a greeting) are taken off each sentence's start (openers.ts).
const SPOKEN_FILLER = /(^|[.!?,;][ \t]+)(?:um+|uh+|erm),[ \t]*/gim;
const LIKE_BEFORE_FIGURE = / like (?=\d)/g;

// "Agreed, and I checked the log": a reply's assent before its news.
const ASSENT = /(^|[.!?][ \t]+)(?:agreed|sounds good|makes sense|good (?:idea|call|point)|will do|got it|noted)[,!.][ \t]+(?:and[ \t]+)?/gim;

// "Thanks for the report! 👍 Checked the driver source": a comment's courtesy, not its news.
const THANKS = /(^|[.!?][ \t]+)(?:thanks|thank you)(?: (?:so much )?for [^.!?\n]{1,60})?[!.]+(?:[ \t]*\p{Extended_Pictographic}\uFE0F?){0,3}[ \t]*(?=\S)/gimu;

// Each pass tries every line start of a pasted megabyte: one cheap look for its words first.
const ASSENT_WORDS = /agreed|sounds good|makes sense|good (?:idea|call|point)|will do|got it|noted/i;

// "Ground to P80 of 250 microns comma then kerosene … period": speech recognition types the
// punctuation it was told. Only a text that says so again and again is dictated; a note may say
// "split on comma" once.
const SAID_MARK = / (comma|period|full stop|colon|semicolon|question mark|new paragraph|new line)\b ?/gi;
const MARKS: Record<string, string> = { comma: ", ", period: ". ", "full stop": ". ", colon: ": ", semicolon: "; ", "question mark": "? ", "new paragraph": ".\n", "new line": ".\n" };
const DICTATED = 3;

function dictatedMarks(text: string): string {
  if (!/\b(?:comma|period|full stop|new paragraph)\b/i.test(text)) return text;
  const said = text.match(SAID_MARK);
  if (!said || said.length < DICTATED) return text;
  return text.replace(SAID_MARK, (_m: string, mark: string) => MARKS[mark.toLowerCase()]!).replace(/([.?:]) ?\.(?=\s)/g, "$1")
    .split("\n")
    .map((line) => line.trimEnd())
    .join("\n");
}

export function withoutFillers(text: string): string {
  let out = spokenFigures(dictatedMarks(text));
  if (ASSENT_WORDS.test(out)) out = out.replace(ASSENT, "$1");
  out = out.replace(THANKS, "$1");
  return out.replace(SPOKEN_FILLER, "$1").replace(LIKE_BEFORE_FIGURE, " ");
}
