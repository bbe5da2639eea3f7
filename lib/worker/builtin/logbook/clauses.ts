// Cuts a note sentence into clauses at commas, semicolons and spaced dashes, never inside brackets:
// "primer set B (new, targets 16S V3) vs set A" is one clause. Each clause keeps the separator before
// it, so clauses that end up in the same field are joined back as written.

export interface Clause {
  // The separator before the clause as written (", ", " — "), "" for the first.
  sep: string;
  // After a colon or an arrow ("bench: 50 disconnects -> 50/50 resumed"): what follows is what came
  // of the part before.
  outcome: boolean;
  text: string;
  // What a run was given before the verb that leads to what it gave ("0.2 °C/min … gave yield 84%").
  given?: boolean;
}

const OPEN = "([{";
const CLOSE = ")]}";
const DASHES = "-–—";
const isSpace = (c: string | undefined) => c === " " || c === "\t";

// The characters a separator can start with.
const MARKS = ",;: \t—";
const ARROWS = [" -> ", " → ", " => ", " --> "];

// Length of the separator that starts at i and whether it leads to an outcome, or 0.
function separatorAt(s: string, i: number): [number, boolean] {
  const c = s[i]!;
  if (c === ":" && isSpace(s[i + 1])) return [2, true];
  if (isSpace(c)) {
    for (const arrow of ARROWS) if (s.startsWith(arrow, i) && !isChange(s, i, arrow.length)) return [arrow.length, true];
    if (s.startsWith(" so ", i)) return [1, false];
  }
  return [plainSeparatorAt(s, i), false];
}

const isDigit = (c: string | undefined) => c !== undefined && c >= "0" && c <= "9";

// "w/c 0.38 -> 0.34", "TPS7A02 -> TPS7A05": one value or part changed for another, a change made,
// not an outcome: the words on both sides of the arrow hold a figure.
const NEAR_ARROW = 12;

function isChange(s: string, at: number, length: number): boolean {
  const before = s.slice(Math.max(0, at - NEAR_ARROW), at).split(" ").pop() ?? "";
  const after = s.slice(at + length, at + length + NEAR_ARROW).split(" ")[0] ?? "";
  return ([...before].some(isDigit) && [...after].some(isDigit)) || SWAPPED.test(s.slice(Math.max(0, at - SWAP_REACH), at));
}

// "swapped cell 9 -> spare S4", "replaced the pump -> a diaphragm one": after a verb of swapping the
// arrow points at what took the part's place.
const SWAP_REACH = 40;
const SWAPPED = /\b(?:swapped|swap|replaced|replace|switched|switch|changed|upgraded|downgraded)\s[^.;]{0,36}$/i;

function plainSeparatorAt(s: string, i: number): number {
  const c = s[i]!;
  // "with 0, 2 and 4% fibre", "31, 34, 29 MPa": a list of figures is one clause.
  if (c === "," && isDigit(s[i - 1]) && isDigit(s[i + 2])) return 0;
  if ((c === "," || c === ";") && isSpace(s[i + 1])) return 2;
  // " - ", " – ", " — ": a dash between spaces, not the hyphen of "C-S-H" or the "->" of "41 -> 12".
  if (isSpace(c) && DASHES.includes(s[i + 1] ?? "x") && isSpace(s[i + 2])) return 3;
  // An em dash without spaces ("mix—theory") still parts two thoughts.
  if (c === "—" && !isSpace(s[i - 1]) && !isSpace(s[i + 1]) && i > 0 && i < s.length - 1) return 1;
  return 0;
}

// Past this many clauses the rest of a sentence is one clause: notes never run so long, and a pasted
// list of thousands would otherwise be classified item by item.
const MAX_CLAUSES = 60;

export function splitClauses(sentence: string): Clause[] {
  const clauses: Clause[] = [];
  let depth = 0;
  let start = 0;
  let sep = "";
  let outcome = false;
  for (let i = 0; i < sentence.length; i++) {
    const c = sentence[i]!;
    if (OPEN.includes(c)) depth += 1;
    else if (CLOSE.includes(c) && depth > 0) depth -= 1;
    if (depth > 0 || !MARKS.includes(c)) continue;
    if (clauses.length >= MAX_CLAUSES) break;
    const [length, leads] = separatorAt(sentence, i);
    if (length === 0) continue;
    const text = sentence.slice(start, i);
    if (text.trim() !== "") {
      clauses.push({ sep, outcome, text });
      sep = "";
      outcome = false;
    }
    sep += sentence.slice(i, i + length);
    outcome ||= leads;
    start = i + length;
    i += length - 1;
  }
  const last = sentence.slice(start);
  if (last.trim() !== "") clauses.push({ sep, outcome, text: last });
  if (clauses[0]) clauses[0].sep = "";
  return clauses;
}

// "baked 5 min longer (idea: lower aw makes up for less dextrose)": a labelled aside in brackets is a
// note of its own, for the field its label names; the sentence reads on without it.
const ASIDE_LABEL_CHARS = 24;

export function labelledAside(sentence: string, isLabel: (word: string) => boolean): { text: string; aside: string } | null {
  const open = sentence.indexOf("(");
  if (open === -1) return null;
  const close = sentence.indexOf(")", open);
  const colon = sentence.indexOf(":", open);
  if (close === -1 || colon === -1 || colon > close || colon - open > ASIDE_LABEL_CHARS) return null;
  if (!isLabel(sentence.slice(open + 1, colon).trim().toLowerCase())) return null;
  const text = `${sentence.slice(0, open).trimEnd()}${sentence.slice(close + 1)}`;
  return { text, aside: sentence.slice(open + 1, close).trim() };
}
