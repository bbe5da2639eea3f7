import { bareWord } from "./verbs";

// A change request an earlier row made, named later by its number alone ("Tested #215 on 2 other
// boards"): the later row says what #215 was, "the linear temperature compensation (#215)".

// Numbers of change requests and tickets -> what the row that made them worked on.
export type Numbered = Map<string, string>;

const NUMBER = /#\d{1,6}\b/;
const ARTICLES = new Set(["a", "an", "the"]);
const STOPS = new Set(["in", "at", "on", "with", "for", "to", "from", "by", "under", "over", "during", "into", "across", "after", "before", "via", "against", "and", "as"]);
const OBJECT_WORDS = 5;

// "Adding a linear temperature compensation fitted on 3 boards" gives "linear temperature compensation".
function objectOf(title: string): string | null {
  const words = title.split(" ");
  let at = /ing$/i.test(bareWord(words[0] ?? "")) ? 1 : 0;
  if (ARTICLES.has((words[at] ?? "").toLowerCase())) at += 1;
  const object: string[] = [];
  for (const word of words.slice(at, at + OBJECT_WORDS)) {
    const bare = bareWord(word);
    if (bare === "" || STOPS.has(bare.toLowerCase()) || /ed$/i.test(bare) || word.includes("(")) break;
    object.push(bare);
    if (/[,;:]$/.test(word)) break;
  }
  return object.length >= 2 ? object.join(" ") : null;
}

export function learnNumbered(evidence: string[], title: string, numbered: Numbered): void {
  const object = objectOf(title);
  if (!object) return;
  for (const item of evidence) {
    const m = NUMBER.exec(item);
    if (m) numbered.set(m[0], object);
  }
}

// The first bare number an earlier row made, with what it was.
export function namedNumber(text: string, numbered: Numbered): string {
  if (numbered.size === 0) return text;
  const m = NUMBER.exec(text);
  const object = m ? numbered.get(m[0]) : undefined;
  if (!m || !object) return text;
  const before = text.slice(0, m.index).trimEnd().split(" ").pop()?.toLowerCase() ?? "";
  const from = ["pr", "mr"].includes(before) ? text.lastIndexOf(" ", m.index - 2) + 1 : m.index;
  return `${text.slice(0, from)}the ${object} (${text.slice(from, m.index + m[0].length)})${text.slice(m.index + m[0].length)}`;
}
