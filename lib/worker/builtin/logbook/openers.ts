// "Hey team, quick update: ran the extruder", "ok so today we ran", "Hi all. So, we ran": the talk a
// note opens with before its news. Taken off the start of a sentence, a few times over, since openers
// come in pairs; "Right side cracked" and "So far 3 of 5 passed" keep their words. A sentence that is
// only an opener ("Hi all.") comes back empty.

const OPENERS = [
  /^(?:hi|hello|hey|morning|afternoon|good (?:morning|afternoon)|bonjour|salut)(?: (?:all|both|team|everyone|guys|folks|tout le monde))?[,!.:]+[ \t]*/i,
  // "Hi Omar, first crystallization …": a greeting to one person by name (capitalised, as names are).
  /^(?:[Hh]i|[Hh]ello|[Hh]ey|[Dd]ear|[Bb]onjour|[Ss]alut) \p{Lu}[\p{L}'-]{1,20}(?: \p{Lu}[\p{L}'-]{1,20})?[,!:]+[ \t]*/u,
  /^(?:ok|okay|alright|right)(?:,? so)?[,.][ \t]*/i,
  /^(?:ok|okay|alright) so[,.]?[ \t]+/i,
  /^so,[ \t]*/i,
  // "Okay notes for Tuesday.", "Wednesday.", "Thursday quick one.": a dictated day's opening names the
  // day the recording is already dated by.
  /^(?:(?:ok|okay),? )?(?:(?:notes|note) for )?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)(?: quick one)?[.,:!][ \t]*/i,
  /^quick (?:update|note|one)(?: for the (?:log|record|team))?(?:[ \t]*[:,.!–—-][ \t]*|[ \t]+(?=[a-z]))/i,
];
const MAX_OPENERS = 3;
// The first two letters of every opener: most sentences start with none of them, and are not tried.
const STARTS = new Set(["hi", "he", "mo", "af", "go", "bo", "sa", "ok", "al", "ri", "so", "qu", "de", "no", "tu", "we", "th", "fr", "su"]);

function openerAt(text: string): number {
  if (text.length < 2 || !STARTS.has(text.slice(0, 2).toLowerCase())) return 0;
  for (const opener of OPENERS) {
    const m = opener.exec(text);
    if (m) return m[0].length;
  }
  return 0;
}

// "We began the week by welding the first set of coupons": when the work was done, said before the work.
const TIME_FRAME = /^(?:we|i|the team) (?:began|started|opened|kicked off) (?:the|this|our) (?:day|week|morning|afternoon|shift) by (?=\p{L}+ing\b)/iu;

export function withoutOpeners(sentence: string): string {
  let text = sentence.length > 2 && (sentence[0] === "W" || sentence[0] === "w" || sentence[0] === "I" || sentence[0] === "T") ? sentence.replace(TIME_FRAME, "") : sentence;
  for (let n = 0; n < MAX_OPENERS; n++) {
    const length = openerAt(text);
    if (length === 0) break;
    text = text.slice(length);
  }
  return text;
}
