// The cues of one lexicon in a few regular expressions, one capture group per cue. One scan of a
// sentence per expression finds every cue that occurs in it; running some ninety expressions one by
// one took most of the engine's time. Case-insensitive expressions are slower too, so the sources are
// lower case and the text is lower-cased once.

export interface CompiledPart {
  re: RegExp;
  // Index in `items` of the part's first cue.
  first: number;
  // One past its last cue.
  end: number;
}

export interface CompiledCues<T> {
  parts: CompiledPart[];
  items: T[];
  // Each cue on its own, anchored (sticky), built when first needed: small expressions compile fast.
  singles: (RegExp | undefined)[];
  // From each cue to the end of its part, anchored, built once that cue has started the search often
  // in one text (text that repeats itself): the next cue that also matches is then found in one test,
  // not one per cue. Each costs tens of milliseconds to compile, more than it saves on ordinary text;
  // counted over the process instead, ordinary runs would pay for them one by one at random.
  rests: (RegExp | undefined)[];
}

export interface CueMatch<T> {
  item: T;
  index: number;
}

function groupCount(source: string): number {
  return new RegExp(`${source}|`).exec("")!.length - 1;
}

// V8 stops optimising an expression whose source passes 20 KiB (kRegExpTooLargeToOptimize): past
// it, the same scan took some thirty times longer. Parts stay well under.
const MAX_PART_SOURCE = 12_000;

export function alternationOf(sources: string[]): string {
  return String.raw`\b(?:${sources.map((s) => `(${s})`).join("|")})`;
}

// Every cue starts at a word boundary; checking it once, before the alternatives, lets the scan
// skip positions inside words at once.
export function compileCues<T extends { source: string }>(items: T[]): CompiledCues<T> {
  const parts: CompiledPart[] = [];
  let first = 0;
  let length = 0;
  items.forEach((item, i) => {
    // A capture group inside a cue would shift the numbering that tells which cue matched.
    if (groupCount(item.source) !== 0) throw new Error(`cue has a capture group: ${item.source}`);
    if (i > first && length + item.source.length > MAX_PART_SOURCE) {
      parts.push(part(items, first, i));
      first = i;
      length = 0;
    }
    length += item.source.length + 3;
  });
  if (items.length > first) parts.push(part(items, first, items.length));
  return { parts, items, singles: [], rests: [] };
}

function alternationRegExp<T extends { source: string }>(items: T[], first: number, end: number, flags: string): RegExp {
  return new RegExp(alternationOf(items.slice(first, end).map((i) => i.source)), flags);
}

function part<T extends { source: string }>(items: T[], first: number, end: number): CompiledPart {
  return { re: alternationRegExp(items, first, end, "g"), first, end };
}

const REST_AFTER_USES = 16;

function matchesAt<T extends { source: string }>(compiled: CompiledCues<T>, i: number, text: string, at: number): boolean {
  const re = (compiled.singles[i] ??= new RegExp(compiled.items[i]!.source, "y"));
  re.lastIndex = at;
  return re.test(text);
}

// The first cue from `from` to `end` that matches at `at`, or -1.
function nextAt<T extends { source: string }>(
  compiled: CompiledCues<T>,
  uses: Uint32Array,
  from: number,
  end: number,
  text: string,
  at: number,
): number {
  if (from >= end) return -1;
  uses[from] = uses[from]! + 1;
  if (uses[from]! < REST_AFTER_USES) {
    for (let i = from; i < end; i++) if (matchesAt(compiled, i, text, at)) return i;
    return -1;
  }
  const re = (compiled.rests[from] ??= alternationRegExp(compiled.items, from, end, "y"));
  re.lastIndex = at;
  const m = re.exec(text);
  if (!m) return -1;
  let group = 1;
  while (group < m.length && m[group] === undefined) group += 1;
  return from + group - 1;
}

// Every occurrence of every cue. The scan restarts one character after each match, so cues that
// overlap an earlier match are still found; the later cues that start at the very same position ("lab
// notebook with the date" is both a record and a dated one) are found there by `nextAt`.
export function findCues<T extends { source: string }>(text: string, compiled: CompiledCues<T>): CueMatch<T>[] {
  const found: { order: number; index: number }[] = [];
  const uses = new Uint32Array(compiled.items.length);
  for (const { re, first, end } of compiled.parts) {
    re.lastIndex = 0;
    for (let m = re.exec(text); m; m = re.exec(text)) {
      let group = 1;
      while (group < m.length && m[group] === undefined) group += 1;
      for (let i = first + group - 1; i >= 0; i = nextAt(compiled, uses, i + 1, end, text, m.index)) found.push({ order: i, index: m.index });
      re.lastIndex = m.index + 1;
    }
  }
  // In the order one expression would give: by position, then by cue.
  if (compiled.parts.length > 1) found.sort((a, b) => a.index - b.index || a.order - b.order);
  return found.map(({ order, index }) => ({ item: compiled.items[order]!, index }));
}
