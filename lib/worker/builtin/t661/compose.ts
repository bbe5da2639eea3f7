import { countWords } from "@/lib/shared/limits";
import type { Candidate } from "./select";
import { opensOnPointer, withAntecedent } from "./antecedent";
import { draftText } from "./voice";

// Builds one line's text inside its word limit: the strongest sentences are kept first and then put
// back in the user's order within their paragraph, and the cut always falls between sentences.

export interface Paragraph {
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
  score: number;
  candidate: Candidate | null;
  closing: string;
}

interface Chosen {
  item: Item;
  text: string;
}

// No sentence is shorter: once the room left is below it, the line is full.
const MIN_SENTENCE_WORDS = 2;

function candidateText(c: Candidate): string {
  const text = draftText(c.label, c.role);
  return c.previous && opensOnPointer(text) ? withAntecedent(text, draftText(c.previous)) : text;
}

function itemsOf(paragraphs: Paragraph[]): Item[] {
  const items: Item[] = [];
  paragraphs.forEach((p, paragraph) => {
    for (const c of p.candidates) items.push({ paragraph, order: c.classified.sentence.index, score: c.score, candidate: c, closing: "" });
    if (p.closing) items.push({ paragraph, order: Number.MAX_SAFE_INTEGER, score: 0.5, candidate: null, closing: p.closing });
  });
  return items;
}

export function composeLine(paragraphs: Paragraph[], limit: number): ComposedLine {
  const live = paragraphs.filter((p) => p.candidates.length > 0 || p.closing);
  const items = itemsOf(live);
  let budget = limit;
  const chosen: Chosen[] = [];
  const byPriority = [...items].sort((a, b) => b.score - a.score || a.order - b.order);
  // Sentences are written out only as they are tried, so a huge input costs no more than the line.
  for (const item of byPriority) {
    if (budget < MIN_SENTENCE_WORDS) break;
    const text = item.candidate ? candidateText(item.candidate) : item.closing;
    const words = countWords(text);
    if (words > budget) continue;
    chosen.push({ item, text });
    budget -= words;
  }
  const byParagraph: Chosen[][] = live.map(() => []);
  for (const c of chosen) byParagraph[c.item.paragraph]!.push(c);
  const parts = byParagraph.filter((own) => own.length > 0).map((own) => own.sort((a, b) => a.item.order - b.item.order).map((c) => c.text).join(" "));
  const text = parts.join("\n\n");
  const used = chosen.flatMap((c) => (c.item.candidate ? [c.item.candidate] : []));
  const omitted = items.filter((i) => i.candidate !== null).length - used.length;
  return { text, wordCount: countWords(text), used, omitted, closingUsed: chosen.some((c) => c.item.candidate === null) };
}
