import type { Classified } from "../classify";
import type { CriterionId } from "../lexicon";
import { RED_FLAGS } from "../lexicon/red-flags";
import { promptKind } from "../t661/prefixes";
import type { LabelKind } from "../t661/labels";
import { tokensOf } from "../text/tokens";

// Answers to a questionnaire ("Q1. What didn't you know at the start? Whether a slippery coating would
// stay slippery after 20 autoclave cycles."): the answer is often verbless, and says what the prompt
// asked, so the prompt tells which criterion it speaks to. The prompt itself is the form's words, not
// the claimant's evidence.

interface Asked {
  criterion: CriterionId;
  facet: string;
  // What one answering sentence is worth.
  score: number;
}

// What each kind of prompt (read as the T661 drafter reads it, `t661/prefixes.ts`) asks for, as the
// criterion and the part of it an answer states; a goal asked for is neither.
const ASKED: Partial<Record<LabelKind, Omit<Asked, "score">>> = {
  uncertainty: { criterion: "uncertainty", facet: "unknown" },
  standard: { criterion: "uncertainty", facet: "standard_failed" },
  hypothesis: { criterion: "hypothesis", facet: "stated" },
  experiment: { criterion: "systematic_investigation", facet: "experiments" },
  result: { criterion: "advancement", facet: "result" },
  knowledge: { criterion: "advancement", facet: "knowledge" },
  records: { criterion: "documentation", facet: "records" },
};

// A prompt is a short question; a longer one is the claimant asking something.
const MAX_PROMPT_WORDS = 14;
// How many sentences after a prompt answer it, at most (the next prompt ends the answer sooner).
const MAX_ANSWER_SENTENCES = 3;
// The score of a clear cue (classify.ts): an answer says as much as one clear sentence.
const ANSWER_SCORE = 2;
// "What did you think might work, and why?", or an idea answered "…, since slower growth gives the protein
// more time to fold": the idea with its reasoning, which is the hypothesis stated whole (hypothesis.ts
// scores "thought … because …" the same).
const REASONED_IDEA_SCORE = 2.5;
const ASKS_WHY = /\bwhy\b/i;
const GIVES_WHY = /\b(?:because|since)\b/i;

// A prompt opens as a question, after its number if it has one ("Q2. What did you do?", "Does the project
// qualify?"); "The research question was pedagogical: does the game-based method beat the regular
// program?" opens as a statement, the claimant telling their own question, which answers nothing after it.
const QUESTION_OPENING =
  /^\s*(?:(?:q(?:uestion)?\s?)?\d{1,2}\s?[.):]\s*)?(?:what|why|how|which|where|when|who|whose|did|do|does|was|were|is|are|could|can|have|has|had|would|will|should|any)\b/i;

function promptOf(c: Classified): Asked | null | undefined {
  const text = c.sentence.text.trim();
  if (!text.endsWith("?") || !QUESTION_OPENING.test(text)) return undefined;
  const tokens = tokensOf(text);
  if (tokens.length === 0 || tokens.length > MAX_PROMPT_WORDS) return undefined;
  const kind = promptKind(text);
  const asked = kind ? ASKED[kind] : undefined;
  if (!asked) return null;
  const reasoned = asked.criterion === "hypothesis" && ASKS_WHY.test(text);
  return { ...asked, score: reasoned ? REASONED_IDEA_SCORE : ANSWER_SCORE };
}

// What the sentence says against the criterion stays said: a denial ("None, we did not keep any"), a
// red flag against it (a market unknown given as the answer) or excluded work is never credited back.
function creditable(c: Classified, criterion: CriterionId): boolean {
  if (c.negated[criterion] > 0 || c.exclusions.length > 0) return false;
  return !c.redFlags.some((f) => RED_FLAGS[f.id].criterion === criterion);
}

function answered(c: Classified, prompt: Asked): Classified {
  const reasoned = prompt.criterion === "hypothesis" && GIVES_WHY.test(c.sentence.text);
  const asked = reasoned ? { ...prompt, score: REASONED_IDEA_SCORE } : prompt;
  if (c.score[asked.criterion] >= asked.score || !creditable(c, asked.criterion)) return c;
  const facets = { ...c.facets, [asked.criterion]: new Set([...c.facets[asked.criterion], asked.facet]) };
  return { ...c, score: { ...c.score, [asked.criterion]: asked.score }, facets };
}

function silenced(c: Classified): Classified {
  const zero = { uncertainty: 0, hypothesis: 0, systematic_investigation: 0, advancement: 0, documentation: 0 };
  return { ...c, score: zero };
}

// "Q2.", "3)", "Question 4:": the number of the next prompt, which answers nothing.
const PROMPT_NUMBER = /^\s*(?:q(?:uestion)?\s?)?\d{1,2}\s?[.):]?\s*$/i;

/** The sentences, with each questionnaire prompt silenced and its answer credited to what it asked. */
export function withPromptAnswers(classified: Classified[]): Classified[] {
  let asked: Asked | null = null;
  let left = 0;
  return classified.map((c) => {
    const prompt = promptOf(c);
    if (prompt !== undefined) {
      asked = prompt;
      left = MAX_ANSWER_SENTENCES;
      return silenced(c);
    }
    if (PROMPT_NUMBER.test(c.sentence.text)) return silenced(c);
    if (!asked || left === 0) return c;
    left -= 1;
    return answered(c, asked);
  });
}
