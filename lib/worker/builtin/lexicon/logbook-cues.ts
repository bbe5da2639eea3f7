// Cue words that sort a note's sentences into the logbook fields. Checked in order: a sentence about
// the next step or a hypothesis is recognised first, then work, then results.

// "Next: ...", "TODO", "Tomorrow ..." at the start of a sentence.
export const NEXT_START = /^(?:next(?: steps?)?|todo|to do|to-do|tomorrow|follow[- ]ups?|action items?|plan)\b/i;

export const NEXT_ANYWHERE = /\b(?:next (?:step|steps|week|time|we|i|run|batch|iteration)|(?:will|'ll) (?:try|test|run|need|look|check|add|compare|measure|repeat|rerun|retest|switch|move|build|write|order|send|ask|start|investigate|explore|prototype)|plan(?:ning)? to|going to|need to|needs to|should try|want to try|to be done|still need)\b/i;

// Hypotheses; "if ... then" is read by lastIfThen below.
export const HYPOTHESIS = /\b(?:hypothes\w*|expect\w*|predict\w*|suspect\w*|assum\w*|theor(?:y|ies|i[sz]e\w*)|the idea (?:is|was)|(?:should|might|may|could) (?:\w+ )?(?:reduce|improve|fix|help|increase|lower|solve|work|speed|cut|remove)|we think|i think|we believe|i believe|probably because|likely because|my guess|our guess|bet is)\b/i;

// "if ... then" on one line. As the expression `if\b.+\bthen\b` it read the rest of the line again
// from every "if" ("if if if ...": quadratic); this finds, in one pass per line, the start of the last
// "if" that a "then" follows (at least one character after the "if"), or -1.
export function lastIfThen(text: string): number {
  if (!/\bthen\b/i.test(text)) return -1;
  let last = -1;
  let offset = 0;
  for (const line of text.split(/[\n\r\u2028\u2029]/)) {
    let lastThen = -1;
    for (const m of line.matchAll(/\bthen\b/gi)) lastThen = m.index;
    if (lastThen >= 3) {
      for (const m of line.matchAll(/\bif\b/gi)) if (m.index + 3 <= lastThen) last = offset + m.index;
    }
    offset += line.length + 1;
  }
  return last;
}

export function isHypothesis(text: string): boolean {
  return HYPOTHESIS.test(text) || lastIfThen(text) >= 0;
}

export const WORK = /\b(?:tried|implemented|ran|tested|built|wrote|set up|added|replaced|changed|switched|prototyped|trained|retrained|mixed|applied|compared|coded|refactored|configured|integrated|cured|coated|printed|assembled|swapped|modified|adjusted|tuned|designed|developed|started|spent|reviewed|investigated|profiled|benchmarked|simulated|prepared|fabricated|machined|calibrated|installed|collected|labelled|labeled|annotated|deployed|measured|evaluated|ported|rewrote|reran|repeated)\b/i;

export const RESULT = /\b(?:found|measured at|results?|resulted|reduc\w+|increas\w+|improv\w+|decreas\w+|dropped|drops|rose|fell|failed|fails|worked|works|didn't work|did not work|achiev\w+|observ\w+|notic\w+|showed|shows|turned out|came (?:in|out) at|no (?:change|improvement|effect|difference)|better|worse|faster|slower|passed|cracked|broke|peeled|delaminated|converged|diverged|overfit\w*|accuracy|error rate|latency (?:was|is|of)|stable|unstable|succeeded|success|outperform\w*|same as|too (?:low|high|slow|fast|large|small|noisy|brittle|weak|soft|hard|thick|thin|long|short)|only (?:got|reached|hit)|ratio)\b/i;

// A sentence that is a request to the assistant, not a note ("Please turn these into a logbook").
export const REQUEST = /^(?:please|pls|can you|could you|would you|make|create|generate|turn|convert|draft|build me|help me)\b.*\b(?:logbook|log book|log|entries|t661|notes|journal|report|this)\b/i;

// Preambles such as "Here are my notes from this week:".
export const PREAMBLE = /^(?:here (?:are|is)|below (?:are|is)|these are|attached (?:are|is)|notes? (?:for|from)|my notes|our notes)\b/i;
