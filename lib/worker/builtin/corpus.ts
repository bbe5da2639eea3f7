import { countWords } from "@/lib/shared/limits";
import type { TaskEnvelope } from "@/lib/worker/schemas";
import { splitSentences } from "./text/sentences";
import { truncate } from "./text/words";

// The evidence an engine may rely on, as sentences with their origin: the project description, the
// user's earlier messages, the latest input, and the excerpts of uploaded files. Assistant messages
// are the engine's own earlier output and never count as evidence.

export type SourceKind = "description" | "history" | "input" | "file";

export interface SourceFile {
  fileId: string;
  filename: string;
}

export interface Sentence {
  // Position in the corpus; drafts keep the user's order by sorting on it.
  index: number;
  text: string;
  // Paragraph number inside its own message or excerpt.
  paragraph: number;
  // A bullet or numbered line of a list (text/sentences.ts); absent when built by hand.
  item?: boolean;
  kind: SourceKind;
  file: SourceFile | null;
  // Which message or excerpt it came from, so sentences can be regrouped.
  block: number;
}

export interface Corpus {
  sentences: Sentence[];
  wordCount: number;
  // Files with at least one non-empty excerpt: attached evidence.
  filesWithText: SourceFile[];
}

interface Block {
  text: string;
  kind: SourceKind;
  file: SourceFile | null;
}

// The latest input is often also the last USER history item; it is read once.
export function userMessages(envelope: TaskEnvelope): { text: string; createdAt: string | null }[] {
  const fromHistory = envelope.history
    .filter((h) => h.role === "USER" && h.content.trim() !== "")
    .map((h) => ({ text: h.content, createdAt: h.createdAt as string | null }));
  const input = envelope.input.trim();
  const last = fromHistory[fromHistory.length - 1];
  if (input !== "" && (!last || last.text.trim() !== input)) fromHistory.push({ text: envelope.input, createdAt: null });
  return fromHistory;
}

function blocksOf(envelope: TaskEnvelope): Block[] {
  const blocks: Block[] = [];
  const description = envelope.project?.description?.trim();
  if (description) blocks.push({ text: description, kind: "description", file: null });
  const messages = userMessages(envelope);
  messages.forEach((m, i) => blocks.push({ text: m.text, kind: i === messages.length - 1 && m.createdAt === null ? "input" : "history", file: null }));
  for (const f of envelope.files) {
    const file = { fileId: f.fileId, filename: f.filename };
    for (const excerpt of f.excerpts) if (excerpt.trim() !== "") blocks.push({ text: excerpt, kind: "file", file });
  }
  return blocks;
}

function normalized(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9à-ÿ]+/g, " ").trim();
}

export function buildCorpus(envelope: TaskEnvelope): Corpus {
  const sentences: Sentence[] = [];
  const seen = new Set<string>();
  let wordCount = 0;
  blocksOf(envelope).forEach((block, blockIndex) => {
    for (const s of splitSentences(block.text)) {
      const key = normalized(s.text);
      // Users repeat themselves across messages; a sentence counts once.
      if (key === "" || seen.has(key)) continue;
      seen.add(key);
      wordCount += countWords(s.text);
      sentences.push({ index: sentences.length, text: s.text, paragraph: s.paragraph, item: s.item, kind: block.kind, file: block.file, block: blockIndex });
    }
  });
  const filesWithText = envelope.files
    .filter((f) => f.excerpts.some((e) => e.trim() !== ""))
    .map((f) => ({ fileId: f.fileId, filename: f.filename }));
  return { sentences, wordCount, filesWithText };
}

// A sentence as quoted evidence: verbatim, at most 300 characters, prefixed by its file name when it
// comes from an uploaded file.
export function quote(sentence: Sentence): string {
  const body = `"${truncate(sentence.text)}"`;
  return sentence.file ? `${sentence.file.filename}: ${body}` : body;
}
