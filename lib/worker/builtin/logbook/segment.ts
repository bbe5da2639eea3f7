import { countWords } from "@/lib/shared/limits";
import type { TaskEnvelope } from "@/lib/worker/schemas";
import { userMessages } from "../corpus";
import { PREAMBLE, REQUEST } from "../lexicon/logbook-cues";
import { dateOfTimestamp, findDates, yearOf } from "../text/dates";
import { splitSentences } from "../text/sentences";

// Cuts the user's notes into dated pieces. A sentence or line that opens with a date ("2025-03-14:",
// "## March 14, 2025", "On Mar 3 we ...") starts a new piece; undated notes are cut by paragraph or
// bullet block and take the date of their message.

export interface NoteSegment {
  date: string;
  sentences: string[];
  // Order of appearance, to keep sorting stable.
  order: number;
}

// A date may follow a short lead-in such as "On", "Date:" or "Week of".
const LEAD_IN = /^(?:on|date:?|week of|le|entry:?|day:?)\s+/i;
const MIN_UNDATED_WORDS = 4;
const AFTER_DATE = /^[\s:,.;)\]\-–—]+/;

function leadingDate(sentence: string, reference: string | null): { date: string | null; rest: string } | null {
  const lead = LEAD_IN.exec(sentence)?.[0].length ?? 0;
  const body = sentence.slice(lead).replace(/^[([]/, "");
  const first = findDates(body, reference)[0];
  if (!first || first.index !== 0) return null;
  return { date: first.iso, rest: body.slice(first.length).replace(AFTER_DATE, "").trim() };
}

function isNoise(sentence: string): boolean {
  return REQUEST.test(sentence) || (PREAMBLE.test(sentence) && countWords(sentence) < 15);
}

// The input has no timestamp of its own: the latest message in the history is the closest date,
// and the project's fiscal year the last resort.
function fallbackDate(envelope: TaskEnvelope): string {
  const stamps = envelope.history.map((h) => dateOfTimestamp(h.createdAt)).filter((d): d is string => d !== null).sort();
  return stamps[stamps.length - 1] ?? yearOf(envelope.project?.fiscalYear) ?? "";
}

export function segmentNotes(envelope: TaskEnvelope): NoteSegment[] {
  const fallback = fallbackDate(envelope);
  const segments: (NoteSegment & { dated: boolean; paragraph: number })[] = [];
  for (const message of userMessages(envelope)) {
    const messageDate = (message.createdAt && dateOfTimestamp(message.createdAt)) || fallback;
    let current: (NoteSegment & { dated: boolean; paragraph: number }) | null = null;
    for (const s of splitSentences(message.text)) {
      const found = leadingDate(s.text, messageDate || null);
      if (found) {
        current = { date: found.date ?? messageDate, sentences: [], order: segments.length, dated: true, paragraph: s.paragraph };
        segments.push(current);
        if (found.rest && !isNoise(found.rest)) current.sentences.push(found.rest);
        continue;
      }
      if (isNoise(s.text)) continue;
      if (!current || (!current.dated && current.paragraph !== s.paragraph)) {
        current = { date: messageDate, sentences: [], order: segments.length, dated: false, paragraph: s.paragraph };
        segments.push(current);
      }
      current.sentences.push(s.text);
    }
  }
  // An undated scrap ("Thanks!") is not a logbook entry.
  const substantial = (seg: (typeof segments)[number]) => seg.dated || countWords(seg.sentences.join(" "), MIN_UNDATED_WORDS) >= MIN_UNDATED_WORDS;
  return segments.filter((seg) => seg.sentences.length > 0 && substantial(seg)).map(({ date, sentences, order }) => ({ date, sentences, order }));
}
