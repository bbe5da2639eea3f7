import { countWords } from "@/lib/shared/limits";
import { LOGBOOK_REQUEST, PREAMBLE, REQUEST } from "../lexicon/logbook-cues";
import { workVerb } from "./verbs";

// Sentences of pasted notes that are no note: requests to the tool, preambles, a dictated day restated,
// "n/a"; and a colleague's request, which names the next step when it asks for work.

// "can you send the cylinder breaks when you have them?": a request to a colleague in a pasted thread.
const ASK = /^(?:can|could|would) you\b[^?]{0,200}\?$/i;

// "Can you drop down-skin power on the next build?": in a thread, a colleague asking for work to be
// done names the next step; asking for a file or a call ("can you send the breaks?") does not.
const ASKED = /^(?:can|could|would) you (?:please )?([a-z][^?]{0,200})\?$/i;
const ERRANDS = new Set([
  "send", "share", "forward", "give", "tell", "call", "email", "e-mail", "ping", "book", "order", "let", "confirm", "remind",
  "help", "explain", "look", "see", "ask", "sign", "approve", "join", "come", "be", "have", "get", "upload", "post", "review",
]);

export function askedWork(sentence: string): string | null {
  const m = sentence.endsWith("?") ? ASKED.exec(sentence) : null;
  if (!m) return null;
  const verb = m[1]!.split(" ", 1)[0]!.toLowerCase();
  const form = workVerb(verb)?.form;
  return (form === undefined || form === "base") && !ERRANDS.has(verb) && !verb.endsWith("ed") ? `next: ${m[1]}.` : null;
}

// "Thursday the 11th.", "Monday.": a dictated note restating its day, which its stamp already gives.
const DAY_ONLY = /^(?:(?:it's|it is|today is) )?(?:mon|tues|wednes|thurs|fri|satur|sun)day(?:,? (?:the )?\d{1,2}(?:st|nd|rd|th)?|,? [A-Za-z]{3,9} \d{1,2}(?:st|nd|rd|th)?)?[.!]?$/i;

// "n/a", "-": a day's entry that says there is nothing to say.
const NOTHING = /^(?:n\/a|na|nil|none|-|—)\.?$/i;
const NOTHING_CHARS = 5;

// "<Media omitted>", "<attached: 00000041-PHOTO.jpg>": a chat export's place for a file it left out.
const MEDIA = /^<(?:media|image|video|audio|sticker|gif|document) omitted>$|^<attached: [^<>\n]{1,120}>$/i;

// The shortest request, preamble or day restated ("Monday"): a megabyte of shorter lines is tried for
// none of them.
const MIN_NOISE_CHARS = 6;

// "Morning all ☀️", "hi team!": a message that only greets.
const GREETING_ONLY = /^(?:hi|hello|hey|morning|afternoon|evening|good (?:morning|afternoon|evening))(?: (?:all|both|team|everyone|guys|folks|y'all))?[^\p{L}\d]{0,12}$/iu;

// "Good stuff", "thx", "nice work!": a reply that only acknowledges.
const ACK_ONLY = /^(?:good stuff|nice(?: one| work| job)?|great(?: work| job| stuff)?|thx|thanks|thank you|cheers|awesome|perfect|cool|noted|sent|done|ok|okay)[^\p{L}\d]{0,12}$/iu;

// "Present: A. Lam (minutes), R. Singh": who attended a meeting is no note of what it reviewed.
const ATTENDANCE = /^(?:present|attendees|attendance|absent|regrets|apologies|chair|minutes by)\s{0,2}:/i;

// "👍", "🙌 !!": a reaction with no word or figure says nothing of the work.
const HAS_WORD = /[\p{L}\d]/u;

export function isNoise(sentence: string): boolean {
  if (!HAS_WORD.test(sentence)) return true;
  if (sentence.length < MIN_NOISE_CHARS) return (sentence.length <= NOTHING_CHARS && "nN-—".includes(sentence[0] ?? "") && NOTHING.test(sentence)) || ACK_ONLY.test(sentence);
  if (sentence.startsWith("<")) return MEDIA.test(sentence);
  return GREETING_ONLY.test(sentence) || ACK_ONLY.test(sentence) || ATTENDANCE.test(sentence) || REQUEST.test(sentence) || LOGBOOK_REQUEST.test(sentence) || ASK.test(sentence) || DAY_ONLY.test(sentence) || (PREAMBLE.test(sentence) && countWords(sentence) < 15);
}

// "Messages and calls are end-to-end encrypted. No one outside of this chat …", "Priya created group
// "Brew R&D"": a chat app's own notices in its export, whole lines that no one wrote.
// "Exported by imessage-exporter on 2024-12-03", "moved this card from Backlog to R&D – In progress": an
// exporter's or a board's own record of what was done to the thread or the card.
const CHAT_NOTICE = /\bend-to-end encrypt(?:ed|ion)\b|\bcreated (?:the )?group\b|\bjoined using this group's invite link\b|\bchanged (?:the subject|this group's icon|the group description)\b|^exported (?:by|from|with|using) |\b(?:moved|added|copied) this card (?:from|to)\b|\b(?:joined|left) this card\b|\bmarked the due date (?:as )?(?:complete|incomplete)\b|\bchanged the due date of this card\b|^marked as resolved$|^[\p{L}][\p{L}.' -]{1,40} (?:created this task|changed the due date to|completed (?:this task|subtask)|marked this task|duplicated this task|added this task to|removed this task from)\b/iu;
const CHAT_NOTICE_CHARS = 240;

export function isChatNotice(line: string): boolean {
  return line.length <= CHAT_NOTICE_CHARS && CHAT_NOTICE.test(line);
}
