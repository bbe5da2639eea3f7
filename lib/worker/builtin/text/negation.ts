// Cheap negation scope: a cue is negated when a negator appears among the last few words of the
// same clause before it. "We did not run any tests" must not count as experimentation, while
// "Existing codecs failed, so we tested three variants" still does (the comma closes the clause).

const NEGATORS = new Set([
  "not", "no", "never", "without", "none", "nothing", "neither", "nor", "cannot", "lack", "lacked",
  "lacking", "barely", "hardly", "dont", "didnt", "doesnt", "cant", "couldnt", "wasnt", "werent", "isnt", "arent", "havent", "hasnt", "wont", "pas", "jamais", "aucun", "aucune", "sans", "ni",
]);

// Words that put the cue in contrast with the work ("unlike routine QA", "more than a migration").
// Only the exclusion checks use them: "beyond the state of the art" is an uncertainty cue, not a
// negated one.
const CONTRAST = new Set(["unlike", "beyond", "instead", "rather", "than", "just", "merely", "simply"]);

const CLAUSE_BREAK = /[,;:()\u2013\u2014]|\s-\s|\b(?:but|however|although|though|yet|so|whereas|while|because|until|unless|then|which|after|before)\b/i;

const WINDOW = 4;
// "we didn't keep any notes or records": a denial carries over a coordination with "or"/"nor".
const COORDINATED_WINDOW = 7;

// How far before a cue its clause is read.
const REACH = 80;

function clauseTokens(sentence: string, index: number): string[] {
  const before = sentence.slice(Math.max(0, index - REACH), index);
  const parts = before.split(CLAUSE_BREAK);
  const clause = parts[parts.length - 1] ?? "";
  const tokens = clause
    .toLowerCase()
    .replace(/[’]/g, "'")
    .split(/\s+/)
    .map((t) => t.replace(/[^a-zà-ÿ']/g, ""))
    .filter(Boolean);
  const near = tokens.slice(-WINDOW);
  return near.some((t) => t === "or" || t === "nor") ? tokens.slice(-COORDINATED_WINDOW) : near;
}

function isNegator(token: string): boolean {
  return NEGATORS.has(token) || token.endsWith("n't");
}

// "Without heating was an open question": a negator that only qualifies a noun ("without heating", "no
// data") ends its reach at the verb after that noun; "not" and "n't" deny the verb itself.
const NOUN_NEGATORS = new Set(["without", "no", "none", "nothing", "lack", "lacked", "lacking", "sans", "aucun", "aucune"]);
const VERBS_AFTER = new Set(["was", "were", "is", "are", "be", "been", "had", "has", "have", "remained", "remains", "seemed", "became"]);

export function isNegated(sentence: string, index: number): boolean {
  const tokens = clauseTokens(sentence, index);
  return tokens.some((t, i) => isNegator(t) && !(NOUN_NEGATORS.has(t) && tokens.slice(i + 1).some((w) => VERBS_AFTER.has(w))));
}

// isNegated for many cues of one sentence. Text pasted or sent to wear the engine down repeats the
// same words, so the reading is kept per window of words before the cue (a bounded number of them).
const KEPT_WINDOWS = 4096;

export function negationReader(sentence: string): (index: number) => boolean {
  const kept = new Map<string, boolean>();
  return (index) => {
    const window = sentence.slice(Math.max(0, index - REACH), index);
    const known = kept.get(window);
    if (known !== undefined) return known;
    const negated = isNegated(sentence, index);
    if (kept.size < KEPT_WINDOWS) kept.set(window, negated);
    return negated;
  };
}

// For exclusions "not just a Shopify build" or "unlike routine QA" mean the opposite of the cue.
export function isContrasted(sentence: string, index: number): boolean {
  return clauseTokens(sentence, index).some((t) => isNegator(t) || CONTRAST.has(t));
}
