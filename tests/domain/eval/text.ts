// Text comparison shared by the T661 and logbook scores. The engine rewrites the user's words ("we" +
// past tense, framing openers), so exact equality would fail on right answers: we compare content
// words, lightly stemmed, and measure how many of the expected ones the engine kept.

const STOPWORDS = new Set(
  ("a an the and or but of to in on at by for with from into as is are was were be been being it its this that these those " +
    "we our us i my you your they their he she his her them which who whom what when where how than then so such not no " +
    "do does did done have has had can could will would should may might must also there here all any each")
    .split(" "),
);

export function normalise(text: string): string {
  return text
    .toLowerCase()
    .normalize("NFKC")
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/\s+/g, " ")
    .trim();
}

// Light stemming so "measure", "measures", "measured" and "measuring" are one token ("measur"): the
// engine's tense rewrite must not count as a miss. Not a full stemmer: a shared root is enough here.
function stem(word: string): string {
  let w = word;
  for (const suffix of ["ing", "ed", "es", "s"]) {
    if (w.endsWith(suffix) && w.length - suffix.length >= 3 && !w.endsWith("ss")) {
      w = w.slice(0, -suffix.length);
      // "planned" → "plan", "running" → "run".
      if ((suffix === "ed" || suffix === "ing") && /([b-df-hj-np-tv-z])\1$/.test(w)) w = w.slice(0, -1);
      break;
    }
  }
  return w.length > 3 && w.endsWith("e") ? w.slice(0, -1) : w;
}

export function tokens(text: string): Set<string> {
  const out = new Set<string>();
  for (const m of normalise(text).matchAll(/[\p{L}\p{N}][\p{L}\p{N}._:-]*[\p{L}\p{N}]|[\p{L}\p{N}]/gu)) {
    const word = m[0];
    if (STOPWORDS.has(word)) continue;
    out.add(stem(word));
  }
  return out;
}

// Share of the expected content tokens found in `got` (recall). 1 when nothing is expected.
export function recall(expected: string, got: string): number {
  const want = tokens(expected);
  if (want.size === 0) return 1;
  const have = tokens(got);
  let hit = 0;
  for (const t of want) if (have.has(t)) hit++;
  return hit / want.size;
}

// Share of `got`'s content tokens that were expected (precision): catches a field that holds the
// whole note, which would otherwise score full recall everywhere.
export function precision(expected: string, got: string): number {
  return recall(got, expected);
}

export function contains(haystack: string, needle: string): boolean {
  const n = normalise(needle).replace(/[.!?;:]+$/, "");
  return n.length > 0 && normalise(haystack).includes(n);
}

// Sentence split for scoring engine output: ends of sentences and line breaks. Deliberately simple and
// independent of the engine's own splitter, so a splitter bug cannot hide itself.
export function splitSentences(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+(?=["'(\p{Lu}\d])|\n+/u)
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}
