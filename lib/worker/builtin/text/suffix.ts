// Whether a regular expression matches in the rest of a text, asked for several increasing start
// positions (the tails of a sentence after each clause break). Testing every tail on its own reads the
// sentence again for each clause, which is quadratic on a sentence of thousands of clauses; here the
// match found last answers every start up to its own, so the text is read about once.
//
// A match in the tail text.slice(from) is one at or after `from` in the whole text as long as the
// expression looks at most one character behind and that character is white space (as after a clause
// break): \b and look-behinds then see the same thing as at the start of the tail.
export type SuffixTest = (from: number) => boolean;

// One global copy of each expression, shared: every call sets lastIndex right before exec, so the
// copies carry no state from one call to the next.
const globalCopies = new WeakMap<RegExp, RegExp>();

function globalCopy(re: RegExp): RegExp {
  let copy = globalCopies.get(re);
  if (!copy) {
    copy = new RegExp(re.source, re.flags.includes("g") ? re.flags : `${re.flags}g`);
    globalCopies.set(re, copy);
  }
  return copy;
}

export function suffixTest(re: RegExp, text: string): SuffixTest {
  const scan = globalCopy(re);
  let found = -1;
  let exhausted = false;
  let last = -1;
  return (from) => {
    if (from < last) throw new Error("suffixTest: start positions must not decrease");
    last = from;
    if (from <= found) return true;
    if (exhausted) return false;
    scan.lastIndex = from;
    const m = scan.exec(text);
    if (!m) exhausted = true;
    else found = m.index;
    return m !== null;
  };
}

// Any of several expressions.
export function anySuffixTest(tests: SuffixTest[]): SuffixTest {
  return (from) => tests.some((t) => t(from));
}
