import { countWords } from "@/lib/shared/limits";
import { withoutSpeaker } from "./dates";
import { withoutOpeners } from "./openers";
import { leadingWorkVerb } from "./verbs";

// Chat exports and documents frame a day's notes with a rule ("——— Tue 4 Mar ———", "--- Monday,
// March 3 ---") and each message with its time and speaker ("[09:40] Aisha K: kicked off the
// retrain"): neither frame is the note's words, and left on, the rule hides the date from the reader
// of leading dates.

const RULE_CHARS = "-—–─━═=~_*";
// "--- x" is not a rule: three of the marks on both sides are.
const MIN_RULE = 3;

function ruleLength(text: string, from: number, step: 1 | -1): number {
  let n = 0;
  for (let i = from; i >= 0 && i < text.length && RULE_CHARS.includes(text[i]!); i += step) n += 1;
  return n;
}

export function withoutDayRule(text: string): string {
  const head = ruleLength(text, 0, 1);
  if (head < MIN_RULE) return text;
  const tail = ruleLength(text, text.length - 1, -1);
  if (tail < MIN_RULE || head + tail >= text.length) return text;
  return text.slice(head, text.length - tail).trim();
}

const CHAT_STAMP = /^\[(?:[01]?\d|2[0-3]):[0-5]\d(?::[0-5]\d)?(?:\s?[ap]\.?m\.?)?\]\s*/i;

// "done. NDCG@10 0.412", "🎉": a message's bare acknowledgement is talk, not notes; its greeting
// ("morning! anyone want coffee") is taken off with the other openers (openers.ts).
const ACKNOWLEDGEMENT = /^(?:done|ok|okay|ouch|nice|cool|great|yep|yes|sure|lol|thanks|thx|ty)[,!.]+\s*/i;

export function withoutChatStamp(text: string): string {
  const m = CHAT_STAMP.exec(text);
  if (!m) return text;
  return withoutChatter(withoutSpeaker(text.slice(m[0].length)));
}

// What a message says after its stamp and speaker, without the greeting or acknowledgement it opens with.
export function withoutChatter(said: string): string {
  const text = withoutOpeners(said.charCodeAt(0) > 0x2000 ? said.replace(REACTION, "") : said);
  return text.replace(ACKNOWLEDGEMENT, "");
}

// "😬 ok.": a reaction before the words. A reaction alone stays, so the message still stands as a line.
const REACTION = /^(?:\p{Extended_Pictographic}\uFE0F?\s*){1,3}(?=[^\s\p{Extended_Pictographic}])/u;

// "07-Apr-2025 | Day shift | Supervisor: R. Gauthier": a log's header puts the date before a few
// fields naming the shift and who ran it. A field with a figure or a verb of work is a note
// ("2025-03-04 | ran the mill at 40 Hz | 3 dB quieter"); a short one without is the frame.
const FIELD_WORDS = 4;

// "DAY SHIFT 07:00-19:00", "Night shift (19:00-07:00)": a shift's hours belong to its name, bracketed
// or not; the field is still a frame.
const SHIFT_HOURS = /\(?\b(?:[01]?\d|2[0-3])[:h][0-5]\d ?[-–—] ?(?:[01]?\d|2[0-3])[:h][0-5]\d\)?/;

function isFrameField(cell: string): boolean {
  const words = cell.replace(SHIFT_HOURS, " ").trim();
  if (words === "") return true;
  return !/\d/.test(words) && countWords(words, FIELD_WORDS + 1) <= FIELD_WORDS && !leadingWorkVerb(words);
}

export function withoutHeaderFields(rest: string): string {
  if (!rest.startsWith("|")) return rest;
  const cells = rest.split("|").map((c) => c.trim()).filter((c) => c !== "" && !isFrameField(c));
  return cells.join(". ");
}

// "3/17 DAYS — Lead: G. Lavoie", "Mar 3, night shift - Operator: K. Mensah": a shift log's day line
// names the shift and who led it. Only a line whose every field is such a frame, with a named role,
// is one; "Mar 3 — Rack 3 baseline" names the work.
const ROLE = /^(?:lead|shift lead|supervisor|super|tech|technician|operator|crew|foreman|author|analyst|engineer|by|on shift)\s*:\s*\p{Lu}[\p{L}.' -]{0,40}$/iu;
// "12-May-25  DAY SHIFT (06:00-18:00)  Shift lead: R. Singh": a printed log parts its fields with a
// run of spaces, and a shift's hours belong to its name (isFrameField).
const FIELD_BREAK = / [—–-] |[|,;\t]| {2}/;
const FRAME_CHARS = 80;

export function isCrewHeader(rest: string): boolean {
  if (rest.length > FRAME_CHARS || !rest.includes(":")) return false;
  const fields = rest.split(FIELD_BREAK).map((f) => f.trim()).filter((f) => f !== "");
  return fields.some((f) => ROLE.test(f)) && fields.every((f) => ROLE.test(f) || isFrameField(f));
}
