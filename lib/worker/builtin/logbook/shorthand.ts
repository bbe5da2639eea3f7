import { AFTER_FIGURE, BY_PERCENT, DOTTED, EXACT, EXTRACTED_WITH, LEADING_VERBS, NAMED, NOT_AFTER_FIGURE, NUMBER_WORDS, ORDINAL_NOUNS, ORDINALS, PREFIXES, SUFFIXES, WORDS } from "./shorthand-lexicon";

// Note shorthand spelled out, so a row reads as a consultant writes it: "w/ set B" gives "with set B",
// "~63% of cycle 1" "about 63% of the first cycle", "41 ms -> 12 ms" "from 41 ms to 12 ms", "gap <
// 1.4x line height" "gap under 1.4 times line height". The text is read token by token (white space
// apart); each token is looked up in the tables of shorthand-lexicon.ts with its punctuation aside.

const OPENERS = "([{'\"";
const CLOSERS = ")]}'\",;:.!?";
const ARROWS = new Set(["->", "-->", "=>", "→"]);

interface Token {
  open: string;
  core: string;
  close: string;
}

function split(token: string): Token {
  let start = 0;
  let end = token.length;
  while (start < end && OPENERS.includes(token[start]!)) start += 1;
  while (end > start && CLOSERS.includes(token[end - 1]!)) end -= 1;
  return { open: token.slice(0, start), core: token.slice(start, end), close: token.slice(end) };
}

const isDigit = (c: string | undefined) => c !== undefined && c >= "0" && c <= "9";
const hasDigit = (text: string) => [...text].some(isDigit);
// "41", "0.84", "~35%", "<1": a token that is a figure.
const isFigure = (core: string) => isDigit(core.replace(/^[~<>≈≤≥+±-]/, "")[0]);

// "Std" gives "Standard"; "FA/h" and "QAT" are acronyms, their spelled-out words keep lower case.
function matchCase(original: string, replacement: string): string {
  const [first, second] = [original.charAt(0), original.charAt(1)];
  const capitalised = first !== first.toLowerCase() && (second === "" || second !== second.toUpperCase());
  return capitalised ? replacement.charAt(0).toUpperCase() + replacement.slice(1) : replacement;
}

// "1.4x" or "2×": a multiplier, as [number, true]; "x3": a count of times.
function multiplier(core: string): string | null {
  const last = core[core.length - 1];
  if (core.length < 2 || (last !== "x" && last !== "×")) return null;
  const number = core.slice(0, -1);
  return /^\d+(?:\.\d+)?$/.test(number) ? number : null;
}

// "IR cam" is an infrared camera; "cell 9 IR: 4.8 mOhm" an internal resistance: only before a word
// for imaging or sensing is IR the light.
const IMAGING = new Set(["cam", "camera", "cameras", "image", "images", "imaging", "pic", "pics", "photo", "photos", "thermometer", "gun", "sensor", "sensors", "spectroscopy", "spectrum", "spectra", "heater", "lamp", "scan"]);

function wordOf(core: string, prev: string, next: string, lead: "base" | "past" | null): string | null {
  const lower = core.toLowerCase();
  const exact = EXACT[core];
  if (exact) return core === "IR" && !IMAGING.has(next.toLowerCase()) ? null : exact;
  const named = NAMED[core];
  if (named) return `${named} (${core})`;
  const verb = lead ? LEADING_VERBS[lower] : undefined;
  if (verb) return matchCase(core, verb[lead === "past" ? 1 : 0]);
  const afterFigure = AFTER_FIGURE[lower];
  if (afterFigure) return isFigure(prev) ? afterFigure[prev === "1" ? 0 : 1] : null;
  if (NOT_AFTER_FIGURE[lower]) return hasDigit(prev) ? null : NOT_AFTER_FIGURE[lower];
  if (lower === "std" && (next.toLowerCase() === "dev" || isFigure(next))) return "standard deviation";
  // "seq scan" is a sequential scan; "btree seq" a sequence.
  if (lower === "seq" && SEQUENTIAL.has(next.toLowerCase())) return "sequential";
  if (lower === "ca" || lower === "abt") return isFigure(next) ? "about" : null;
  if (lower === "ext") return EXTRACTED_WITH.has(prev.toLowerCase()) || /^\d{1,3}\s?°?C$/.test(prev) ? "extraction" : null;
  const word = WORDS[lower];
  if (word) return matchCase(core, word);
  for (const [short, long] of SUFFIXES) if (lower.endsWith(short) && lower.length > short.length + 2) return core.slice(0, -short.length) + long;
  for (const [short, long] of PREFIXES) if (lower.startsWith(short) && lower.length > short.length + 2) return matchCase(core, long) + core.slice(short.length);
  return null;
}

// A figure ends the text written so far: "41", or "41 ms" with its unit.
function figureBefore(out: string[]): boolean {
  const last = out[out.length - 1] ?? "";
  return hasDigit(last) || (last.length <= 6 && hasDigit(out[out.length - 2] ?? ""));
}

// What a symbol stands for between its neighbours, or null to keep it.
const SWAP_WORDS = new Set(["swapped", "swap", "replaced", "replace", "switched", "switch", "changed", "change"]);
const SWAP_REACH = 5;

function swappedBefore(out: string[]): boolean {
  return out.slice(-SWAP_REACH).some((w) => SWAP_WORDS.has(w.toLowerCase()));
}

// "2.61V", "58min", "1kHz": a figure glued to its unit is written apart. "0.5C" (a rate) and "25C" stay.
const GLUED_UNIT = /^(\d{1,6}(?:\.\d{1,4})?)(mV|V|mA|µA|uA|A|min|ms|kHz|MHz|Hz|mm|kN|MPa|GPa|kPa|mbar|bar|rpm)$/;

function symbolOf(core: string, out: string[], next: string): string | null {
  if (ARROWS.has(core)) {
    if (isFigure(next) && figureBefore(out)) return "to";
    if (isFigure(next)) return ":";
    // "TPS7A02 -> TPS7A05", "swapped cell 9 -> spare S4": one part for another.
    return (hasDigit(next) && hasDigit(out[out.length - 1] ?? "")) || swappedBefore(out) ? "for" : ", so";
  }
  if ((core === "<" || core === ">" || core === "≤" || core === "≥" || core === "<=" || core === ">=") && isFigure(next)) {
    return { "<": "under", ">": "over", "≤": "at most", "<=": "at most", "≥": "at least", ">=": "at least" }[core]!;
  }
  if (core === "~" && isFigure(next)) return "about";
  return null;
}

// A figure written with its comparison or approximation attached: "~35%", "<0.5%", ">600".
function prefixed(core: string): string | null {
  const sign = core[0];
  if (!isDigit(core[1])) return null;
  const word = sign === "~" || sign === "≈" ? "about" : sign === "<" || sign === "≤" ? "under" : sign === ">" || sign === "≥" ? "over" : null;
  return word ? `${word} ${core.slice(1)}` : null;
}

// The tokens of the figure before an arrow ("41 ms ->"): "from" goes before its number.
function insertFrom(out: string[]): void {
  let i = out.length - 1;
  while (i >= 0 && !hasDigit(out[i]!)) i -= 1;
  if (i < 0 || out.length - 1 - i > 2) return;
  const before = (out[i - 1] ?? "").toLowerCase();
  if (before !== "from") out.splice(i, 0, "from");
}

const NONE: Token = { open: "", core: "", close: "" };
const SEQUENTIAL = new Set(["scan", "scans", "read", "reads", "write", "writes", "access", "io"]);

// Letters only: a word that can only be shorthand if a table holds it.
function isPlainWord(token: string): boolean {
  for (let i = 0; i < token.length; i++) {
    const c = token.charCodeAt(i);
    if (!((c >= 65 && c <= 90) || (c >= 97 && c <= 122))) return false;
  }
  return token.length > 0;
}

// "run 5 more charges", "batch 3 samples": the figure counts what follows, so "run" is the verb and
// the figure no run's number.
const COUNTED = new Set(["more", "extra", "additional", "further", "other", "new", "times"]);

function countsOn(word: string): boolean {
  const lower = word.toLowerCase();
  return COUNTED.has(lower) || (lower.length > 3 && lower.endsWith("s") && !lower.endsWith("ss"));
}

// "cycle (1 °C/min", "run 2 h": a number that opens an aside or carries a unit is no ordinal.
const ORDINAL_UNITS = new Set(["h", "min", "s", "ms", "d", "°C", "°C/min", "K", "K/min", "mm", "cm", "m", "g", "kg", "mg", "L", "mL", "ml", "bar", "rpm", "V", "A", "W", "kW", "%"]);

// Every lower-case word some table holds.
const KEYS = new Set([
  ...Object.keys(WORDS), ...Object.keys(LEADING_VERBS), ...Object.keys(AFTER_FIGURE), ...Object.keys(NOT_AFTER_FIGURE),
  ...Object.keys(BY_PERCENT), ...ORDINAL_NOUNS, ...DOTTED, "ca", "abt", "std", "ext", "cap",
]);

// "Trial 4" inside a sentence, "Trial 1:" opening one: a capital makes the noun and its number the
// run's name, which a reader looks up as written; "cycle 1" counts.
function namedRun(core: string, i: number, after: string): boolean {
  const capital = core[0] !== core[0]!.toLowerCase();
  return capital && (i > 0 || after.startsWith(":"));
}

// The parts of the token at i, split when first asked for: most tokens never are.
type Parts = (i: number) => Token;

// "conv 98%", "full conv.", "sel. drops to 80%": a percentage within a few words, or a word of degree
// before it, makes the shorthand a yield's word (conversion, selectivity).
const PERCENT_REACH = 3;
const DEGREE = new Set(["full", "complete", "high", "higher", "low", "lower", "partial", "total"]);

function percentWord(core: string, [byPercent, elsewhere]: [string, string | null], partAt: Parts, i: number): string | null {
  let percent = DEGREE.has(partAt(i - 1).core.toLowerCase()) || partAt(i - 1).core.endsWith("%");
  for (let k = 1; k <= PERCENT_REACH && !percent; k++) percent = partAt(i + k).core.endsWith("%");
  const word = percent ? byPercent : elsewhere;
  return word === null ? null : matchCase(core, word);
}

// "conc grade 24.1%", "Cu conc", "rougher conc": in a mill's notes the shorthand is the concentrate, the
// product a flotation circuit makes, named by its grade or its metal; elsewhere ("conc 2 M") a concentration.
const CONCENTRATE_AFTER = new Set(["grade", "grades", "assay", "assays", "tonnes", "tonnage", "mass", "pull", "launder", "thickener"]);
const CONCENTRATE_BEFORE = new Set(["cu", "zn", "pb", "ni", "mo", "au", "ag", "rougher", "cleaner", "scavenger", "final", "bulk"]);

function concentrate(core: string, prev: string, next: string): string | null {
  if (core.toLowerCase() !== "conc") return null;
  return CONCENTRATE_AFTER.has(next.toLowerCase()) || CONCENTRATE_BEFORE.has(prev.toLowerCase()) ? matchCase(core, "concentrate") : null;
}

function expandToken(tokens: string[], partAt: Parts, i: number, out: string[], tense: "base" | "past"): number {
  const { open, core, close } = partAt(i);
  const prev = partAt(i - 1).core;
  const next = partAt(i + 1).core;
  const symbol = symbolOf(core, out, next);
  if (symbol !== null) {
    if (symbol === "to") insertFrom(out);
    if (symbol === ":" || symbol === ", so") {
      if (out.length > 0) out[out.length - 1] += symbol[0]!;
      if (symbol === ", so") out.push("so");
      return i + 1;
    }
    out.push(open + symbol + close);
    return i + 1;
  }
  const times = multiplier(core);
  if (times !== null && next !== "") {
    // "2x 12 h runs" is two runs of 12 h; "1.4x line height" 1.4 times the line height, and so is
    // "4.3x, 11 ms": a count is whole and runs on into what it counts.
    const n = Number(times);
    if (isFigure(next) && close === "" && Number.isInteger(n) && n <= 10) out.push(open + NUMBER_WORDS[n]! + close);
    else out.push(`${open}${times} times${close}`);
    return i + 1;
  }
  if ((core[0] === "x" || core[0] === "×") && /^[x×]\d+$/.test(core)) {
    out.push(`${open}${core.slice(1)} times${close}`);
    return i + 1;
  }
  const ordinal = ORDINAL_NOUNS.has(core.toLowerCase()) && /^[1-5]$/.test(next) && close === "" && partAt(i + 1).open === "" && !namedRun(core, i, partAt(i + 1).close) && !countsOn(partAt(i + 2).core) && !ORDINAL_UNITS.has(partAt(i + 2).core) ? Number(next) : 0;
  if (ordinal > 0) {
    const article = (out[out.length - 1] ?? "").toLowerCase() === "the" ? "" : "the ";
    out.push(`${open}${matchCase(core, article)}${ORDINALS[ordinal]} ${core.toLowerCase()}${partAt(i + 1).close}`);
    return i + 2;
  }
  // "64->48": from one figure to the other.
  const arrow = core.indexOf("->");
  if (arrow > 0 && isFigure(core) && isFigure(core.slice(arrow + 2))) {
    out.push(`${open}from ${core.slice(0, arrow)} to ${core.slice(arrow + 2)}${close}`);
    return i + 1;
  }
  const glued = GLUED_UNIT.exec(core);
  if (glued) {
    out.push(`${open}${glued[1]} ${glued[2]}${close}`);
    return i + 1;
  }
  // "cap 71%", "cap 2.1 Ah": a capacity measured; "cap (3 routes)", "cap of 4" a limit.
  if (core.toLowerCase() === "cap" && partAt(i + 1).open === "" && /^\d[\d.]{0,8}(?:%|m?Ah|Wh)$/.test(next)) {
    out.push(`${open}${matchCase(core, "capacity")}${close}`);
    return i + 1;
  }
  const withSign = prefixed(core);
  if (withSign) {
    out.push(open + withSign + close);
    return i + 1;
  }
  const dotted = close.startsWith(".") && DOTTED.has(core.toLowerCase()) && i < tokens.length - 1;
  const byPercent = BY_PERCENT[core.toLowerCase()];
  const word = concentrate(core, prev, next) ?? (byPercent ? percentWord(core, byPercent, partAt, i) : wordOf(core, prev, next, out.length === 0 ? tense : null));
  if (word === null) out.push(tokens[i]!);
  else out.push(open + word + (dotted ? close.slice(1) : close));
  return i + 1;
}

// tense: how a shorthand verb that opens the text is written ("impl" gives "implemented" in the work,
// "implement" in a plan or a title).
export function spelledOut(text: string, tense: "base" | "past" = "base"): string {
  const tokens = text.split(" ");
  const parts = new Map<number, Token>();
  const partAt: Parts = (i) => {
    const token = tokens[i];
    if (token === undefined) return NONE;
    let part = parts.get(i);
    if (!part) parts.set(i, (part = split(token)));
    return part;
  };
  const out: string[] = [];
  for (let i = 0; i < tokens.length; ) {
    const token = tokens[i]!;
    // Most words are no shorthand and need nothing of their neighbours.
    if (token === "" || (isPlainWord(token) && !KEYS.has(token.toLowerCase()) && !EXACT[token] && !NAMED[token])) {
      out.push(token);
      i += 1;
    } else {
      i = expandToken(tokens, partAt, i, out, tense);
      // Parts are asked for around the token being read only.
      if (parts.size > 8) parts.clear();
    }
  }
  return out.join(" ");
}

// The full stop of "1 eq. N-acetylcysteine" or "cond. 48 h" is not the end of a sentence: dropped
// before the line is cut into sentences (the abbreviation is spelled out later).
const PHRASE_END = new Set(["avg", "approx", "std", "temp", "calib", "incl", "excl", "resp", "diam"]);

export function withoutAbbreviationStops(line: string): string {
  if (!line.includes(". ")) return line;
  return line
    .split(" ")
    .map((token, i, all) => {
      if (i === all.length - 1 || !token.endsWith(".")) return token;
      const core = split(token).core.toLowerCase();
      // "MOR 9.1 MPa avg. Edges crumbly": an abbreviation that ends a phrase, before a capital, ends its sentence.
      if (PHRASE_END.has(core) && /^\p{Lu}/u.test(all[i + 1] ?? "")) return token;
      return DOTTED.has(core) ? token.slice(0, -1) : token;
    })
    .join(" ");
}
