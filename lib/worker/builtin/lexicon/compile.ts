// All the cues of one lexicon in a single regular expression, one capture group per cue. One scan
// of a sentence finds every cue that occurs in it; running some ninety expressions one by one took
// most of the engine's time. Case-insensitive expressions are slower too, so the sources are lower
// case and the text is lower-cased once.

export interface CompiledCues<T> {
  re: RegExp;
  items: T[];
  // Each cue on its own, anchored (sticky), built when first needed: small expressions compile fast.
  singles: (RegExp | undefined)[];
}

export interface CueMatch<T> {
  item: T;
  index: number;
}

function groupCount(source: string): number {
  return new RegExp(`${source}|`).exec("")!.length - 1;
}

// Every cue starts at a word boundary; checking it once, before the alternatives, lets the scan
// skip positions inside words at once.
export function compileCues<T extends { source: string }>(items: T[]): CompiledCues<T> {
  for (const item of items) {
    // A capture group inside a cue would shift the numbering that tells which cue matched.
    if (groupCount(item.source) !== 0) throw new Error(`cue has a capture group: ${item.source}`);
  }
  return { re: new RegExp(String.raw`\b(?:${items.map((i) => `(${i.source})`).join("|")})`, "g"), items, singles: [] };
}

function matchesAt<T extends { source: string }>(compiled: CompiledCues<T>, i: number, text: string, at: number): boolean {
  const re = (compiled.singles[i] ??= new RegExp(compiled.items[i]!.source, "y"));
  re.lastIndex = at;
  return re.test(text);
}

// Every occurrence of every cue. The scan restarts one character after each match, so cues that
// overlap an earlier match are still found; the later cues that start at the very same position ("lab
// notebook with the date" is both a record and a dated one) are tried there one by one.
export function findCues<T extends { source: string }>(text: string, compiled: CompiledCues<T>): CueMatch<T>[] {
  const { re, items } = compiled;
  const out: CueMatch<T>[] = [];
  re.lastIndex = 0;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    let group = 1;
    while (group < m.length && m[group] === undefined) group += 1;
    for (let i = group - 1; i < items.length; i++) {
      if (i === group - 1 || matchesAt(compiled, i, text, m.index)) out.push({ item: items[i]!, index: m.index });
    }
    re.lastIndex = m.index + 1;
  }
  return out;
}
