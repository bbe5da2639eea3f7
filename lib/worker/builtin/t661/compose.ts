import { countWords } from "@/lib/shared/limits";
import { toClaimVoice } from "../text/rewrite";
import { ensureStop } from "../text/words";
import type { Candidate } from "./select";

// Builds one line's text inside its word limit. Framing sentences connect the user's own sentences;
// the strongest sentences are kept first and then put back in the user's order, and the cut always
// falls between sentences.

export interface Paragraph {
  lead: string;
  candidates: Candidate[];
  // Generated closing sentence (e.g. the list of supporting files), used only if it fits.
  closing?: string;
}

export interface ComposedLine {
  text: string;
  wordCount: number;
  used: Candidate[];
  omitted: number;
  // Whether a generated closing sentence made it into the text.
  closingUsed: boolean;
}

interface Item {
  paragraph: number;
  order: number;
  text: string;
  words: number;
  score: number;
  candidate: Candidate | null;
}

function itemsOf(paragraphs: Paragraph[]): Item[] {
  const items: Item[] = [];
  paragraphs.forEach((p, paragraph) => {
    for (const c of p.candidates) {
      const text = ensureStop(toClaimVoice(c.classified.sentence.text));
      items.push({ paragraph, order: c.classified.sentence.index, text, words: countWords(text), score: c.score, candidate: c });
    }
    if (p.closing) items.push({ paragraph, order: Number.MAX_SAFE_INTEGER, text: p.closing, words: countWords(p.closing), score: 0.5, candidate: null });
  });
  return items;
}

export function composeLine(paragraphs: Paragraph[], limit: number): ComposedLine {
  const live = paragraphs.filter((p) => p.candidates.length > 0 || p.closing);
  const items = itemsOf(live);
  let budget = limit - live.reduce((sum, p) => sum + countWords(p.lead), 0);
  const chosen: Item[] = [];
  const byPriority = [...items].sort((a, b) => b.score - a.score || a.order - b.order);
  for (const item of byPriority) {
    if (item.words > budget) continue;
    chosen.push(item);
    budget -= item.words;
  }
  const parts: string[] = [];
  live.forEach((p, i) => {
    const own = chosen.filter((c) => c.paragraph === i).sort((a, b) => a.order - b.order);
    if (own.length > 0) parts.push([p.lead, ...own.map((c) => c.text)].join(" "));
  });
  const text = parts.join("\n\n");
  const used = chosen.flatMap((c) => (c.candidate ? [c.candidate] : []));
  const omitted = items.filter((i) => i.candidate !== null).length - used.length;
  return { text, wordCount: countWords(text), used, omitted, closingUsed: chosen.some((c) => c.candidate === null) };
}
