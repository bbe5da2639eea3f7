import { cue, type Cue } from "./types";

// Hypotheses formulated to reduce the uncertainty. Facets: "stated" (an idea put forward to be
// tested) and "testable" (a predicted, checkable outcome; the classifier also adds it when a
// hypothesis sentence names a figure).

const OUTCOME = String.raw`(?:reduce|improve|increase|lower|decrease|raise|allow|enable|eliminate|outperform|compress|converge|resist|prevent|handle|cut|boost|stabili[sz]e|speed up|double|halve|match|exceed|achieve|keep|bring|fix|solve|remove|avoid|survive|withstand|generali[sz]e|detect|predict)`;

export const HYPOTHESIS_CUES: Cue[] = [
  cue(String.raw`hypothes(?:is|es|i[sz]ed|i[sz]e|i[sz]ing)|hypothèses?`, 3, "stated"),
  // Notes label their hypotheses in shorthand: "hyp: an expression index turns it into an index scan".
  cue(String.raw`(?:hyp|hypo|theory|idea|idée|guess|thought|thinking|hunch) ?[:=-]`, 2, "stated"),
  // "Mike's theory was that the dead wood is already dry on the outside".
  cue(String.raw`[a-z]+'s (?:theory|idea|guess|hunch|thinking|hypothesis|bet) (?:was|is)\b(?! to (?:gather|collect|see|learn|explore|look|try|build|make)\b)`, 2, "stated"),
  // "I thought if I put gypsum only in the furrow … it might be enough"; "if it's chip packing, … should get
  // past 25 mm; if it's heat, … won't matter": a belief put as a condition, or rival causes each with its
  // prediction; "we expected oxygen to be the limit".
  cue(String.raw`(?:thought|figured|reckoned|believed|expected|suspected) (?:that )?if\b|if it(?:'s| is| was) (?:[\w-]+ ){1,3}(?:[\w-]+), (?:[\w-]+ ){1,8}(?:should|would|will|won't|wouldn't|might)\b|expected (?:the )?[\w-]+ (?:[\w-]+ )?to be (?:the )?(?:limit|cause|problem|bottleneck|reason|culprit)\b`, 2, "testable"),
  cue(String.raw`(?:we|i|team|engineers?) (?:[\w-]+ )?(?:expected|predicted|anticipated|thought|theori[sz]ed|postulated|proposed|suspected|reasoned|assumed|believed|hoped|guessed|bet|figured|conjectured) (?!out\b)(?:that )?`, 2, "stated"),
  // Not a judgment of the claim ("we think it was very innovative").
  cue(String.raw`(?:we|i) (?:expect|predict|anticipate|suspect|believe|assume|think|reckon) (?!(?:that )?(?:it|this|the (?:project|work|product)|our [\w-]+) (?:was|is) (?:very |really |quite |highly |truly )?(?:innovative|novel|new|unique|eligible|groundbreaking|revolutionary)\b)(?:that )?`, 2, "stated"),
  // Someone on the team, or a verb sharing the sentence's subject ("We picked 12 phages ... and expected
  // that the cold-isolated ones would keep working").
  cue(String.raw`(?:our|the|my|his|her|their) (?:[\w-]+ ){0,2}(?:manager|engineers?|chemists?|technicians?|lead|owner|partner|founder|scientists?|designers?|developers?|baker|brewer|agronomists?|operators?|foreman|supervisor|team|vets?|veterinarians?|nutritionists?|researchers?|analysts?|programmers?|machinists?|growers?|doctors?|guy|guys|folks|crew|boss|ceo|cto|techs?|electricians?|millwrights?|welders?|mechanics?|chefs?|cooks?|winemakers?|brewmasters?|super|superintendent|site manager|forem[ae]n|estimator) (?:expected|predicted|thought|figured|suspected|reasoned|assumed|believed|guessed|bet|hoped|proposed|theori[sz]ed) (?!(?:that )?(?:customers?|users?|clients?|people|buyers|shoppers|the market|out)\b)(?:that )?`, 2, "stated"),
  cue(String.raw`(?:and|then) (?:we )?(?:expected|predicted|figured|suspected|reasoned) that|(?:we|i) (?:have |had )?supposed that`, 2, "stated"),
  cue(String.raw`(?:our|the|my|his|her|their|main|working|initial|first|core|key) (?:[\w-]+ )?(?:theory|assumption|premise|conjecture|idea|intuition|bet|guess|rationale|thinking|hunch|reasoning) (?:was|is|were)(?! to (?:gather|collect|see|learn|explore|look|try|build|make)\b)`, 2, "stated"),
  cue(String.raw`then\b(?<=\bif\b[^.;]{3,120}\bthen)`, 2, "testable"),
  cue(String.raw`(?:expected|predicted|supposed|projected) to ${OUTCOME}?`, 2, "testable"),
  cue(String.raw`(?:would|should|could|might|will) (?:[\w-]+ ){0,2}${OUTCOME}`, 1, "stated"),
  cue(String.raw`in theory|theoretically|on paper`, 1, "stated"),
  cue(String.raw`to (?:test|verify|validate|confirm|check|determine|establish|see|find out) (?:whether|if)`, 2, "stated"),
  cue(String.raw`(?:we|i) (?:wanted|set out|tried|aimed) to (?:test|verify|validate|confirm|check|prove|show|determine) (?:whether|if|that)?`, 2, "stated"),
  cue(String.raw`(?:trying|tried|wanted|set out|aimed) to (?:find out|work out|understand|learn|establish) (?:whether|if|how|why|what|which)?`, 2, "stated"),
  cue(String.raw`(?:our|the) (?:[\w-]+ )?(?:bet|guess|thinking|reasoning|idea) was (?!to (?:gather|collect|see|learn|explore|look|try|build|make)\b)(?:that )?`, 2, "stated"),
  // The idea and the outcome it predicts in one sentence ("we thought a blend of two enzymes would
  // protect the gluten"): a testable hypothesis in plain words. Not "expected", which is as often
  // what a system expects ("the monitor expected answers within…").
  cue(String.raw`(?:thought|suspected|guessed|believed|bet|figured|reasoned|assumed) (?:that )?(?:[\w%.,-]+ ){1,10}(?:would|should|might|could|will) \w`, 2, "testable"),
  // What we expected, not what a system expects: "We expected a counting filter keyed by sensor could fit".
  // It starts at the verb, since a cue starting where "we expected" starts would not be found.
  cue(String.raw`(?<=\b(?:we|i) (?:had )?)expected (?:that )?(?:[\w%.,-]+ ){1,10}(?:would|should|might|could|will) \w`, 2, "testable"),
  // "then proposed a model: the error is linear in temperature", "We thought: seed with cold-lake culture → …".
  cue(String.raw`(?:proposed|put forward|came up with|worked out) (?:a |an |the |our )?(?:new )?(?:model|theory|explanation|mechanism)\b|(?:we|i) (?:thought|expected|predicted|figured|bet|hypothesi[sz]ed):`, 2, "stated"),
  // A cause put forward to be tested: "we thought the surface pH stayed too low because the curd is more acidic".
  cue(String.raw`(?:thought|suspected|believed|figured|pensait|pensions|croyait) [^.]{1,80}\b(?:because|parce que|car) \w`, 2, "testable", false),
  // A cause put forward to be tested: "we suspected the drift came from the air gaps", "the nutritionist
  // thought the extra oil was suppressing fibre digestion".
  cue(String.raw`(?:thought|suspected|believed|figured|guessed) (?:that )?[^.]{1,60}\b(?:came from|comes from|was caused by|is caused by|were caused by|was due to|is due to|were due to|was the cause|caused|causes)\b`, 2, "testable", false),
  cue(String.raw`(?:thought|suspected|believed|figured|guessed) (?:that )?(?:the |our |a |an |this |that )?(?:[\w-]+ ){1,4}(?:was|were) (?!going\b|working\b|getting\b|doing\b)[a-z]{3,}ing\b`, 2, "testable", false),
  // "We had an idea that the sound a log makes would change with internal cracks"; "Our plant manager, a
  // chemical engineer, thought the proteins would bind".
  cue(String.raw`(?:we|i|he|she|they) had (?:an|the|one) idea that`, 2, "stated"),
  cue(String.raw`(?:our|the|my) (?:[\w-]+ ){0,2}(?:manager|engineer|chemist|technician|lead|owner|founder|scientist|designer|developer|agronomist|brewer|baker|operator|foreman|supervisor|researcher|programmer|machinist|grower|vet|nutritionist)s?, (?:[\w-]+ ){1,5}(?:[\w-]+), (?:thought|expected|suspected|figured|believed|predicted|proposed|reasoned|guessed)\b`, 2, "stated"),
  // A prediction worked out beforehand: "our calculation said this would keep the slurry above 30°C",
  // "Expected tool life over 300 holes."
  cue(String.raw`(?:calculations?|estimates?|models?|simulations?|math|numbers|sums) (?:said|says|showed|shows|predicted|predicts|suggested|suggests|told us) [^.]{1,80}\b(?:would|should|will|could) \w`, 2, "testable"),
  cue(String.raw`expected (?:[\w-]+ ){0,4}(?:over|above|below|under|at least|around|about|near) ~?\d`, 2, "testable"),
  // "They expected that heat-curing the protein would make it water-resistant", "our kiln supervisor and a
  // wood scientist expected that sorting … would"; not what customers expected.
  cue(String.raw`(?<!(?:customers?|clients?|users?|buyers?|market|everyone|people|public|owners?|investors?) )(?:expected|predicted|suspected|believed|reasoned) that (?:[\w%.,-]+ ){1,10}(?:would|should|might|could|will) \w`, 2, "testable"),
  // "Our metallurgist believed the pores came from …"; "predicted from their wear model which would last".
  cue(String.raw`(?:our|the|their|his|her) (?:[\w-]+ )?(?:metallurgists?|geologists?|physicists?|biologists?|microbiologists?|hydrologists?|chemical engineers?|food scientists?|technologists?|specialists?) (?:expected|predicted|thought|figured|suspected|reasoned|believed|proposed)\b|predicted (?:from|with|using) (?:their|our|the|a|an) (?:[\w-]+ ){0,2}(?:models?|calculations?|simulations?|theory|equations?)\b`, 2, "stated"),
  cue(String.raw`nous (?:pensions|supposions|avons supposé)|notre hypothèse|(?:on|nous) (?:pensait|croyait|supposait|s'attendait|nous attendions)|(?:on|nous) (?:a|avons) supposé`, 2, "stated"),
];
