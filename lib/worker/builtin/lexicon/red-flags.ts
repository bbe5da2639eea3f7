import { compileCues } from "./compile";
import type { CriterionId } from "./types";

// Red flags: the facts that decided refused claims, in the words claimants use for them. Each names
// the criterion it undermines and the authority a reviewer would cite. "refuse" flags cap the
// verdict at UNLIKELY_ELIGIBLE on their own; "doubt" flags cap it at POSSIBLY_ELIGIBLE, and refuse
// too when the criterion they undermine is not otherwise shown.

export type RedFlagId =
  | "no_records"
  | "reconstructed_records"
  | "work_outside_year"
  | "work_outside_canada"
  | "part_outside_canada"
  | "blank_description"
  | "late_claim"
  | "trial_and_error"
  | "ordinary_engineering"
  | "no_testing"
  | "no_hypothesis"
  | "business_uncertainty"
  | "customer_specification"
  | "settings_by_trial"
  | "existing_solution"
  | "support_only"
  | "asserted_uncertainty"
  | "market_novelty";

export interface RedFlag {
  criterion: CriterionId;
  severity: "refuse" | "doubt";
  // Which flag the answer turns on first when several are decisive: 0 for the claimant's plain
  // admission of what the courts refused on ("we followed our normal engineering process"), 1 for a
  // flag against the technical unknown, 2 for an admission about one step of the method, 3 otherwise.
  precedence: 0 | 1 | 2 | 3;
  label: string;
  authority: string;
  // What the user should show to lift the doubt.
  remedy: string;
}

const KAM_PRESS = "Kam-Press Metal Products Ltd. v. Canada, 2021 FCA 88";
const JENTEL = "Jentel Manufacturing Ltd. v. Canada, 2011 FCA 355";
const NATIONAL_RD = "National R&D Inc. v. Canada, 2022 FCA 72";
const LES_ABEILLES = "Les Abeilles Service de Conditionnement Inc. v. The Queen, 2014 TCC 313";
const GUIDELINES = "CRA, Guidelines on the eligibility of work for SR&ED tax incentives (2021)";
const ABROAD_AUTHORITY = "Income Tax Act s. 37(1)(a) (SR&ED carried on in Canada) and s. 37(1.4) (salary of employees working abroad); CRA guide T4088";
const NORTHWEST = "Northwest Hydraulic Consultants Ltd. v. The Queen, [1998] 3 C.T.C. 2520";

export const RED_FLAGS: Record<RedFlagId, RedFlag> = {
  no_records: {
    criterion: "documentation",
    precedence: 3,
    severity: "refuse",
    label: "No records kept as the work went on",
    authority: `${NATIONAL_RD}; on what records can be, ${LES_ABEILLES}`,
    remedy: "Gather whatever dated material was made during the work: e-mails, commits, photos, spreadsheets, test data, invoices for test materials.",
  },
  reconstructed_records: {
    criterion: "documentation",
    precedence: 2,
    severity: "refuse",
    label: "Records written after the fact",
    authority: `${NATIONAL_RD}; ${LES_ABEILLES}`,
    remedy: "Support the claim with material dated during the work; documents prepared for the claim only summarise it.",
  },
  blank_description: {
    criterion: "documentation",
    precedence: 0,
    severity: "refuse",
    label: "Project description not filed",
    authority: "Income Tax Act s. 37(11); Westsource Brokers Ltd. v. Canada, 2018 FCA 57",
    remedy: "Lines 242, 244 and 246 of form T661 must be filed within 12 months of the filing due date; they cannot be supplied later.",
  },
  late_claim: {
    criterion: "documentation",
    precedence: 0,
    severity: "refuse",
    label: "Claim filed after the reporting deadline",
    authority: "Income Tax Act s. 37(11) and s. 127(9), \"investment tax credit\"; CRA guide T4088",
    remedy: "Form T661 and, for the credit, Schedule 31 must reach the CRA within 12 months after the return's filing due date; nothing filed later counts, whatever the work was.",
  },
  work_outside_year: {
    criterion: "systematic_investigation",
    precedence: 0,
    severity: "refuse",
    label: "SR&ED work done outside the year claimed",
    authority: "Income Tax Act s. 37(1)(a) (expenditures on SR&ED carried on in the year); CRA guide T4088",
    remedy: "Claim each year's SR&ED in that year's return, within its reporting deadline; paperwork, installation or certification done later is not SR&ED of the later year.",
  },
  work_outside_canada: {
    criterion: "systematic_investigation",
    precedence: 0,
    severity: "refuse",
    label: "SR&ED work carried on outside Canada",
    authority: ABROAD_AUTHORITY,
    remedy: "Only work carried on in Canada qualifies, apart from your own Canadian employees' salary for SR&ED done abroad in support of your Canadian SR&ED (up to 10% of your SR&ED salary); describe and claim the work done here.",
  },
  part_outside_canada: {
    criterion: "systematic_investigation",
    precedence: 3,
    severity: "doubt",
    label: "Part of the work carried on outside Canada",
    authority: ABROAD_AUTHORITY,
    remedy: "Set the work done abroad apart: only the part carried on in Canada qualifies, apart from your own Canadian employees' salary for SR&ED done abroad (up to 10% of your SR&ED salary).",
  },
  trial_and_error: {
    criterion: "systematic_investigation",
    precedence: 3,
    severity: "doubt",
    label: "Trial and error until it worked",
    authority: `${KAM_PRESS}; ${NORTHWEST}`,
    remedy: "Show the plan behind the attempts: what each one tested, what you predicted and what you measured.",
  },
  ordinary_engineering: {
    criterion: "systematic_investigation",
    precedence: 0,
    severity: "refuse",
    label: "The ordinary engineering process, without the scientific method",
    authority: KAM_PRESS,
    remedy: "Describe where the work departed from the usual design cycle: the hypotheses written beforehand and the experiments run to test them.",
  },
  no_testing: {
    criterion: "systematic_investigation",
    precedence: 2,
    severity: "refuse",
    label: "No tests or experiments",
    authority: "Life Choice Ltd. v. The Queen, 2017 TCC 21",
    remedy: "Describe the tests, trials or analyses run and their results; without them there is no systematic investigation.",
  },
  no_hypothesis: {
    criterion: "hypothesis",
    precedence: 2,
    severity: "doubt",
    label: "An idea tried out, not a hypothesis tested",
    authority: NATIONAL_RD,
    remedy: "State what you expected each approach to show and the technical reasoning behind it.",
  },
  business_uncertainty: {
    criterion: "uncertainty",
    precedence: 1,
    severity: "doubt",
    label: "Business, market or cost uncertainty",
    authority: GUIDELINES,
    remedy: "Name the technical unknown: what could not be achieved or predicted with standard practice, apart from cost, schedule or demand.",
  },
  customer_specification: {
    criterion: "uncertainty",
    precedence: 1,
    severity: "doubt",
    label: "A customer's specification met with known methods",
    authority: JENTEL,
    remedy: "Explain what an engineer in the field could not have done with standard practice to meet the requirement.",
  },
  settings_by_trial: {
    criterion: "uncertainty",
    precedence: 1,
    severity: "doubt",
    label: "Materials, dimensions or settings changed until the part worked",
    authority: JENTEL,
    remedy: "Explain why the behaviour could not be predicted from known engineering, and what the trials were designed to learn.",
  },
  existing_solution: {
    criterion: "uncertainty",
    precedence: 1,
    severity: "doubt",
    label: "Existing products or known solutions used as they are",
    authority: `${GUIDELINES}; ${NORTHWEST}`,
    remedy: "Explain why the existing product or method fell short and what had to be learned beyond it.",
  },
  support_only: {
    criterion: "systematic_investigation",
    precedence: 3,
    severity: "doubt",
    label: "Support work for someone else's research",
    authority: "Income Tax Act s. 248(1), \"scientific research and experimental development\", para. (d)",
    remedy: "Support work counts only when it directly serves your own experimental development: describe that work.",
  },
  asserted_uncertainty: {
    criterion: "uncertainty",
    precedence: 1,
    severity: "doubt",
    label: "Uncertainty asserted, not described",
    authority: `${NORTHWEST}; ${GUIDELINES}`,
    remedy: "Say what exactly could not be known or achieved with standard practice, and what you checked first: the words alone are not evidence of it.",
  },
  market_novelty: {
    criterion: "advancement",
    precedence: 3,
    severity: "doubt",
    label: "A product new to the market or to the company, not knowledge new to the field",
    authority: `${GUIDELINES}; ${NORTHWEST}`,
    remedy: "Describe the technical knowledge the work produced (what you learned that a competent professional could not have known), not the product's place on the market.",
  },
};

interface RedFlagCue {
  // Lower-case source matched at a word boundary against lower-cased text, like the criterion cues.
  source: string;
  flag: RedFlagId;
  // Raised even in a sentence that argues a technical unknown strongly, unless it shows a standard
  // practice falling short: a market unknown is stated in the same strong words as a technical one
  // ("the big uncertainty was whether customers would actually buy it").
  strict?: boolean;
}

function rf(source: string, flag: RedFlagId, strict = false): RedFlagCue {
  return { source, flag, strict };
}

const RECORDS = String.raw`(?:notes|records?|logs?|documentation|paperwork|written records|lab notes|lab ?books?|notebooks?|log ?books?|test records|test results|results|data|files|time ?sheets?|time records)`;
const DENIED = String.raw`(?:did not|didn't|didnt|never|did not really|didn't really|couldn't|could not)`;
const ROLE = String.raw`(?:engineers?|scientists?|chemists?|physicists?|researchers?|biologists?|qualified)`;
const ABROAD = String.raw`(?:outside (?:of )?canada|abroad|overseas|in the (?:united states|u\.s\.|us|united kingdom|uk|states)|in (?:the )?(?:usa|china|mexico|india|germany|france|italy|japan|korea|taiwan|israel|ireland|poland|vietnam|brazil|australia))\b`;
// Where a product is used once the development is done: patients, the field, customers.
const LATER_STAGE = String.raw`(?:patients?|humans?|people|volunteers|animals|clinics?|clinical (?:trials?|use|settings?)|field|customers?|users|market)\b`;
const PARTS = String.raw`(?:materials?|thickness(?:es)?|dimensions?|moulds?|molds?|sizes?|settings?|parameters?|shapes?|angles?|speeds?|temperatures?|mix(?:es)?|recipes?|design|geometry|tooling|dies?|profiles?)`;

export const RED_FLAG_CUES: RedFlagCue[] = [
  rf(String.raw`${DENIED} (?:keep|write|take|record|log|document|make) (?:[\w-]+ ){0,3}(?:${RECORDS}|anything|much|it down|them down|down)`, "no_records"),
  rf(String.raw`(?:no|not any|hardly any|very few|few) (?:written |formal |dated |real |proper )?(?:notes|records|logs|documentation|paperwork)`, "no_records"),
  rf(String.raw`(?:not much|nothing|little|very little|not a lot) (?:[\w-]+ ){0,2}(?:in writing|on paper|written down|documented|on the tests|about the tests|on the results|on file)`, "no_records"),
  rf(String.raw`(?:don't|do not|didn't|did not|no longer) have (?:much|many|any|the) (?:[\w-]+ ){0,2}(?:in writing|${RECORDS}|documents|on the tests)`, "no_records"),
  rf(String.raw`reconstruct(?:ed|ing) (?:[\w-]+ ){0,2}(?:notes|logs?|records?|timeline|timesheets?|documentation|history|test results)|(?:notes|logs?|records?|timeline|timesheets?|documentation) (?:were |was |are |is )?reconstructed|after the fact|from memory|(?:engineers?'|team's|staff's|our|his|her|their) recollections?|from (?:the )?recollections?|from what (?:we|i|they|he|she) (?:remember|remembered|recall|recalled)|(?:put|pulled|wrote|prepared|assembled|gathered) (?:[\w-]+ ){0,3}together (?:[\w-]+ ){0,3}(?:for|after|when) (?:the |our |this )?(?:claim|review|audit|reviewer|filing)|(?:prepared|written|wrote|created|drew up) (?:[\w-]+ ){0,4}(?:for|after|during) (?:the |our |this )?(?:claim|audit|review)`, "reconstructed_records"),
  // "Nobody kept notes at the time"; "putting together … from what the guys on the floor remember …, so we
  // have something to file".
  rf(String.raw`(?:nobody|no one|none of us) (?:really )?kept (?:any )?(?:notes|records|logs|a log|track)\b`, "no_records"),
  rf(String.raw`from what (?:the |our )?(?:[\w-]+ ){1,4}(?:remember|remembers|remembered|recall|recalls|recalled)\b|so (?:that )?we (?:have|had|can|could) (?:something )?to (?:file|submit|claim)\b`, "reconstructed_records"),
  // "Going back through emails and my memory to write up what we did".
  rf(String.raw`(?:through|from|with|on) (?:old |our |the )?(?:e-?mails?|notes|texts|photos) and (?:my|our|his|her|their) (?:own )?(?:memory|memories|recollections?)\b`, "reconstructed_records"),
  // "Based on his memory", "when we prepared the claim, our president estimated …".
  rf(String.raw`based on (?:his|her|their|our|my|the (?:[\w-]+ )?(?:engineers?'|team's|staff's|president's|owner's)) (?:own )?(?:memory|memories|recollection)|(?:when|while|as) we (?:prepared|were preparing|wrote|put together) (?:the |our |this )?(?:sr&ed )?(?:claim|t661|filing)\b`, "reconstructed_records"),
  // "The test results themselves are mostly gone because a laptop was lost".
  rf(String.raw`(?:results|records|notes|data|files|logs)(?: themselves)? (?:are|were) (?:mostly |all |largely |now )?(?:gone|lost|missing)\b`, "no_records"),
  rf(String.raw`from what the (?:[\w-]+ )?(?:engineers?|team|staff|technicians?|people|guys|developers?|workers?) (?:remember|remembered|recall|recalled|remembers|recalls)`, "reconstructed_records"),
  rf(String.raw`(?:left|leaving) (?:the )?(?:[\w-]+ ){0,3}(?:boxes|lines|fields|sections?|descriptions?)\b[^.]{0,80}\b(?:empty|blank)|(?:boxes|lines|fields|descriptions?) (?:were |was )?(?:left )?(?:empty|blank)`, "blank_description"),
  rf(String.raw`(?:filed|submitted|sent in) (?:the |our |a |its )?(?:t661|schedule 31|t2sch31|claim|sr&ed claim|(?:tax |t2 |corporate )?return|(?:prescribed )?form) (?:[\w-]+ ){0,4}(?:too late|after the (?:filing |reporting )?(?:deadline|due date)|past the (?:filing |reporting )?deadline)|missed the (?:filing|reporting|claim|sr&ed|t661) deadline|(?:came|arrived|got|went) in (?:too late|late|after the (?:filing |reporting )?deadline)|(?:refused|denied|rejected|disallowed) (?:the |our )?claim (?:as|for being|because it was) (?:late|too late|out of time|statute-barred)\b|(?:filing|reporting|claim) deadline (?:had )?(?:passed|expired)`, "late_claim"),
  // "trying different combinations of coding changes in our own software until …": a long object.
  rf(String.raw`(?:tried|trying) (?:[\w-]+ ){6,10}until`, "trial_and_error"),
  // Changes made as problems came, several at once, so nobody can say which one worked.
  rf(String.raw`(?:changed|tried|fixed|adjusted) (?:things|stuff|whatever) as (?:problems|issues|they) (?:appeared|came up|arose|showed up)|(?:cannot|can't|could not|couldn't) (?:say|tell) which (?:change|fix|one|adjustment)|(?:two|several|multiple) changes (?:were )?(?:made )?(?:in|at|during) the same (?:time|week|day|run)|changed (?:a few|several|many|two|three|multiple|lots of|a lot of|some) (?:things|variables|settings|parameters|ingredients) at (?:once|the same time)|(?:kept|keep) (?:trying|changing|adjusting|tweaking) (?:different|other|new|random) (?:things|stuff|ideas|options|recipes)\b|after (?:a few |several |many |some )?(?:weeks|days|months) of (?:adjusting|tweaking|changing|tuning|fiddling)`, "trial_and_error"),
  // "we're not exactly sure which change did it", "whatever seemed to help we kept": nobody can say which
  // change worked, so nothing was learned from any one of them.
  rf(String.raw`(?:not (?:exactly |really |quite |entirely |completely |totally |100% )?sure|no idea|(?:do not|don't|did not|didn't) (?:really )?know) which (?:of the |of those |of them )?(?:changes?|fix(?:es)?|ones?|adjustments?|things?|tweaks?|steps?) (?:did it|made|worked|helped|fixed|mattered|was|were|solved)|whatever (?:seemed to |looked like it would )?(?:help|work)(?:ed|s)? (?:we|was) (?:kept|stayed|left)`, "trial_and_error"),
  // "If the beer still cleared, we tried something else", "chose each change based on what he thought might
  // work", "we did not measure the haze with an instrument".
  rf(String.raw`tried something (?:else|different)|tried the next (?:thing|idea)|based on what (?:he|she|they|we|i) (?:thought|felt|guessed|figured) (?:might|would|could) (?:work|help|fix it)|(?:did not|didn't|never) measure (?:[\w-]+ ){0,3}with (?:an? )?(?:instrument|meter|gauge)`, "trial_and_error"),
  rf(String.raw`trial[- ]and[- ]error|hit[- ]and[- ]miss|by feel|by eye|guesswork|(?:tried|trying|tweak(?:ed|ing)) (?:[\w-]+ ){0,5}until|(?:kept|keep|keeps) (?:changing|adjusting|tweaking|trying|adding|swapping|moving|shifting|replacing) (?:[\w-]+ ){0,4}until`, "trial_and_error"),
  rf(String.raw`(?:until|till) (?:it|they|everything|things|one|one of them|the results?|the (?:[\w-]+ ){0,6}[\w-]+) (?:worked|works|looked right|looked good|came out|fit|fitted|matched|was right|were right|passed|behaved|was good enough|were good enough|met (?:the )?(?:drawings?|specs?|specifications?|tolerances?|requirements?)|tasted (?:right|good)|felt right|sounded right)`, "trial_and_error"),
  rf(String.raw`(?:the way|how) (?:[\w-]+ ){0,3}(?:engineers?|designers?|machinists?|technicians?|we) (?:[\w-]+ ){0,3}always (?:work|worked|do|did)|(?:our|the) (?:normal|usual|standard|ordinary|regular|everyday) (?:engineering|design|development|production|manufacturing) (?:process|practice|work|cycle|method)|${DENIED} (?:write down|state|set out|record|make|formulate) (?:any )?(?:predictions?|hypothes[ie]s|expectations)|(?:not|never) (?:run |done |set up |organi[sz]ed )?as (?:a )?(?:planned|formal|structured) (?:series of )?(?:experiments?|tests?)|(?:adjust|chang|chose|choos|pick|select|tun|tweak)\w* (?:[\w-]+ ){0,6}based on (?:his|her|their|our|my) (?:own |long |years of )?(?:experience|judg(?:e)?ment|know-how|palate|feel)`, "ordinary_engineering"),
  // "Then the bank pulled our line of credit, so nothing was built or run": a design on paper only. Not
  // "nothing has been tried in patients yet" after bench tests: a clinical or field stage not reached
  // leaves the experiments already run standing (CRA Guidelines (2021): experimental development runs
  // through prototypes and pilots, not to the product's use).
  rf(String.raw`(?:nothing (?:was|got|has been|had been) (?:ever )?(?:built|made|tested|run|tried|prototyped)|(?:was|were) never (?:built|prototyped|tested|run|tried))\b(?! (?:[\w-]+ ){0,2}(?:in|on|with) (?:the )?${LATER_STAGE})`, "no_testing"),
  // "We did not run a trial, but the science behind each ingredient is solid": one trial denied is all of
  // them when none other is told (a formula designed from the literature, never tested).
  rf(String.raw`(?:there were |we ran |we did |we had )?no (?:formal |real |proper |structured |lab |actual )?(?:tests|testing|trials|experiments)|${DENIED} (?:run |do |perform |carry out |conduct )?(?:any |a |an )?(?:formal |real |proper |single )?(?:tests|testing|trials?|experiments?)\b(?! (?:[\w-]+ ){0,2}(?:in|on|with) (?:the )?${LATER_STAGE})|${DENIED} test (?:it|them|the)`, "no_testing"),
  rf(String.raw`(?:nobody|no one|none of us|not one of us) (?:on the team |here |in the company |at the company )?(?:is|was|are|were|has|had) (?:an? )?(?:trained )?${ROLE}|no (?:trained )?(?:engineers?|scientists?|technical staff|qualified staff)|(?:the idea|it|the concept) came from (?:our |my |his |her )?(?:own )?(?:experience|intuition|gut|instinct)|to see (?:if|whether) it (?:would )?(?:work|worked|works)\b|(?:nobody|no one|none of us) had (?:a|any) (?:theory|hypothesis|explanation|prediction)`, "no_hypothesis"),
  rf(String.raw`(?:whether|if) (?:[\w-]+ ){0,3}(?:customers?|users?|clients?|buyers?|people|the market|retailers?|consumers?|anyone|(?:grocery |retail )?chains|stores|distributors|restaurants|members|farmers|growers|patients|hospitals|clinics|dealers|shoppers|subscribers|players|parents|schools|businesses|companies|contractors|homeowners|owners|operators|vendors|merchants|sellers|tenants|fleets) would (?:actually |really |ever )?(?:pay|buy|use|adopt|want|like|prefer|choose|pick|accept|switch|sign up|subscribe|order|stock|list|give us|download|install|renew)|(?:whether|if) (?:[\w-]+ ){0,3}(?:competitors?|rivals?|incumbents?|vendors?|players|distributors?|resellers?) would (?:block|launch|copy|enter|undercut|compete|react|respond|match|lower|allow|carry|list|partner)\b|(?:make|making) (?:it|this|the (?:[\w-]+ ){0,2}(?:product|line|business)) profitable|(?:market|commercial|business|financial) (?:uncertainty|risk|viability|success|demand|acceptance|potential)|(?:if|whether) the market (?:was|is|would be) ready|market readiness|(?:would|will) be worth the (?:money|cost|price|investment)|(?:would|will|could) pay (?:for )?itself|pay(?:back| back) (?:period|time)\b`, "business_uncertainty", true),
  // Whoever the buyers are ("whether groomers would actually pay for it"): the verbs are the market's own.
  // "There was no set question at the start; … see where it would lead … followed whatever looked promising".
  rf(String.raw`no (?:particular |specific |real |clear |set )?(?:expectations?|predictions?) (?:for|about|of|going in|at the start)\b|no (?:particular |specific |real |clear |set )?(?:question|hypothesis|idea|theory)s? in mind\b|let (?:it|them|the data|the numbers|the results) speak\b|there (?:was|were) no (?:set |clear |specific |defined |real )?(?:question|hypothesis|hypotheses|theory|prediction)s? (?:at the start|to begin with|at first|up front|going in)|(?:followed|chased|pursued|went with) whatever (?:looked|seemed) (?:most )?promising|see where it (?:would )?(?:lead|led|goes|went|takes us|took us)\b`, "no_hypothesis"),
  rf(String.raw`(?:whether|if) (?:the |our |most |enough |any )?(?:[\w-]+ )?[a-z]{3,}s (?:would|will) (?:actually |really |ever |even )?(?:pay|buy|purchase|subscribe|sign up|renew|download|order|stock)\b|(?:whether|if) we (?:could|can|would) (?:compete|win (?:the |their )?(?:business|customers|market))\b|(?:whether|if) (?:[$€£]\d[\d.,]*|\d[\d.,]* ?(?:dollars|\$)) (?:a|per) (?:month|year|unit|seat|user|licen[cs]e) (?:was|is|would be) too (?:much|high|expensive)`, "business_uncertainty", true),
  rf(String.raw`(?:whether|if) (?:[\w-]+ ){1,5}would (?:actually |really )?(?:pay for (?!itself\b)|buy (?:it|them|our|the|a)\b|recommend (?:us|our)\b)|(?:which|what) price(?: point)? would (?:work|sell)\b|(?:whether|if) the price(?: point)? (?:[\w$.,-]+ ){0,3}would (?:work|sell|be accepted)|give us shelf space|(?:would|will) appeal (?:the )?(?:most )?to\b`, "business_uncertainty", true),
  // "gave us 9 weeks instead of our normal 16", "figuring out the schedule and the costs": a schedule or
  // a price to meet, which is a business problem however hard the work.
  rf(String.raw`(?:weeks|days|months) instead of (?:our |the )?(?:normal |usual |regular |standard )?\d|(?:figur(?:e|ed|ing)|work(?:ed|ing)?) out the (?:schedule|costs?|pricing|budget|price|logistics)\b`, "business_uncertainty", true),
  // A cost goal beside a technical unknown ("whether a 2-layer board, which would cut the cost of each
  // light by 30%, could spread 600 W") is only the motive: a strong unknown in the sentence argues it away.
  // "The hard part was doing it in time and on budget": the difficulty named is the schedule.
  rf(String.raw`(?:cut|reduce|lower|save on|bring down) (?:[\w-]+ ){0,2}(?:production |manufacturing |operating |labour |labor |unit )?costs|(?:cut|cutting|reduce|reducing|lower|lowering|bring down|bringing down) the (?:unit |production |manufacturing |sale |selling )?(?:cost|price) of|get (?:the |our )?(?:unit )?costs? down|(?:uncertain|unsure|risk|question|challenge|(?:hard|hardest|difficult|tricky) part)\b[^.]{0,60}\b(?:on|within|for|under) (?:that |this |the |our |a )?(?:budget|schedule|price)|(?:tight|strict) (?:deadline|budget|schedule)|time to market`, "business_uncertainty"),
  // "nobody knew if it could be done for that budget and in that time": the budget is the unknown itself.
  rf(String.raw`(?:on|within|for|under) (?:that |this |the |our |a )?(?:budget|schedule|price|deadline)(?<=\b(?:whether|if)\b[^.]{0,60}\b(?:on|within|for|under) (?:that |this |the |our |a )?(?:budget|schedule|price|deadline))|(?:done|built|made|delivered) (?:so|this|that|as) (?:cheap(?:ly)?|inexpensively)\b|for (?:under|less than|below) \$\d`, "business_uncertainty", true),
  // "It was not sure we could deliver on time without losing money", "we delivered on time with a small
  // profit": a date and a margin held are the business's risk, whatever the work (CRA Guidelines (2021)).
  rf(String.raw`without (?:losing|losing any|making a loss on|a loss of) (?:money|our margin|the margin)\b|(?:on time|on schedule|on budget) (?:and )?(?:with|at|for) a (?:small |tiny |thin |modest |decent )?(?:profit|loss|margin)\b`, "business_uncertainty", true),
  // "Whether we could have the new pouch line running by the retailer's May 1 ship date and keep packaging
  // cost under 11 cents a unit": a date to make and a unit cost to hold are the project's schedule and
  // budget, not a limit of the technology, however the claimant labels them (CRA Guidelines (2021)).
  rf(String.raw`(?:by|before) (?:the |our |their |its |a )?(?:[\w'-]+ ){0,3}(?:ship(?:ping)?|launch|delivery|due|go-live|opening|handover) dates?\b(?<=\b(?:whether|if)\b[^.]{0,60}\b(?:by|before) (?:the |our |their |its |a )?(?:[\w'-]+ ){0,3}(?:ship(?:ping)?|launch|delivery|due|go-live|opening|handover) dates?)`, "business_uncertainty", true),
  rf(String.raw`(?:keep|keeping|hold|holding|get|getting|bring|bringing) (?:the |our |its |their )?(?:[\w-]+ ){0,2}(?:costs?|price) (?:under|below|down to|to under|within)\b`, "business_uncertainty", true),
  // "Our largest customer required it to run on their rugged Android handhelds, as written in their RFP":
  // the work is what the customer's tender set out, met with known methods unless a limit of the technology
  // is named (Jentel, 2011 FCA 355).
  rf(String.raw`as (?:written|set out|specified|stated|laid out|listed|required) in (?:their|the (?:customer's|client's|buyer's)) (?:rfp|request for proposals?|tender|call for tenders|purchase order)|(?:customer|client|buyer)(?:'s)? (?:rfp|tender|request for proposals?)\b`, "customer_specification"),
  // "We designed the enclosures in SolidWorks to their drawings": the object between verb and drawings.
  rf(String.raw`(?:built|made|designed|manufactured|fabricated) (?:[\w-]+ ){4,6}to (?:those|their|the customer's|the client's|the supplied) (?:drawings?|specs|specifications?|design)`, "customer_specification"),
  rf(String.raw`(?:client|customer)(?:'s)? (?:contract|specifications?|specs|requirements?|drawings?|order)|(?:we were|we got|we had been|we are|we were then) (?:hired|contracted|engaged|retained) (?:by (?:[\w-]+ ){1,4})?to|(?:gave|awarded) us (?:a |the )?contract|(?:customer|client)(?:'s)? (?:did|made|supplied|provided) the (?:[\w-]+ )?(?:design|drawings|engineering)|(?:built|made|designed|manufactured|fabricated) (?:[\w-]+ ){0,3}to (?:those|their|the customer's|the client's|the supplied) (?:drawings?|specs|specifications?|design)|(?:used|followed|worked from) the (?:engineer's|architect's|client's|customer's) (?:drawings?|plans?|specs|specifications?)|(?:customer|client) (?:gave|sent|provided|handed) us (?:a |the |their |its )?(?:[\w-]+ )?(?:specification|spec|spec sheet|drawings?|requirements)|(?:met|meets|meeting) (?:every|all|each) (?:[\w-]+ ){0,2}(?:requirements?|specs?|specifications?|items?) (?:on|in|of) the (?:spec sheet|specification|contract|purchase order)|until (?:the )?(?:client|customer) (?:accepted|approved|was (?:happy|satisfied)|signed off)|(?:bring|brought|bringing) (?:[\w-]+ ){0,3}(?:into line|up to|in line|into compliance) (?:with )?(?:the )?(?:[\w-]+ )?(?:standards?|codes?|regulations?)`, "customer_specification"),
  // "Customer spec: ...", "The architect specified ...", "engineered the units to the architect's specification".
  // "The brewery's engineering firm supplied the drawings and specification": somebody else's design, built.
  rf(String.raw`(?:customer|client|owner|buyer|engineering firm|engineers|engineer|architects?|consultants?)(?:'s)? (?:supplied|provided|issued|furnished|sent|handed over) (?:us )?(?:the|their|its|all the|full) (?:[\w-]+ )?(?:drawings|specifications?|specs|design)\b`, "customer_specification"),
  // "Spec called for 4 airborne isolation rooms", "picked from the client's approved list".
  rf(String.raw`\b(?:the |client's |customer's |owner's )?spec(?:ification)?s? (?:called|calls) for\b|(?:picked|selected|chosen|chose) from the (?:client's|customer's|owner's) (?:approved |preferred )?(?:list|vendors|products)`, "customer_specification"),
  rf(String.raw`(?:client|customer)(?:'s)? spec\b|(?:the|our) (?:client|customer|architect|owner) specified\b|(?:engineered|designed|built) (?:[\w-]+ ){0,3}to the (?:architect's|engineer's|owner's) (?:drawings?|specs|specifications?|design)`, "customer_specification"),
  // "The clinic chain gave us their requirements": whoever hands them over, the requirements are theirs.
  // "A customer asked for a thinner-walled housing": a part resized to order; not "asked for a loaf that
  // stays soft 10 days", a goal whose unknown the claim may well go on to show.
  rf(String.raw`(?:gave|sent|provided|handed) us (?:their|its|his|her) (?:[\w-]+ ){0,2}(?:requirements|specifications?|specs|spec sheet|drawings)|(?:a|the|our|one) (?:[\w-]+ )?(?:customer|client) (?:asked|requested|wanted|ordered) (?:us )?(?:for )?(?:a|an|the) (?:thinner|thicker|lighter|heavier|bigger|smaller|larger|longer|shorter|wider|narrower|taller|deeper|custom|modified|resized)\b`, "customer_specification"),
  // "We changed the steel grade from 350W to 550 MPa, reduced the flange thickness from 12 to 9 mm": a
  // redesign by other materials and gauges, which known engineering sizes (Jentel).
  rf(String.raw`(?:changed|changing|switched|switching|swapped|swapping|moved|moving) (?:the |our |its )?(?:[\w-]+ ){0,2}(?:materials?|grades?|alloys?|resins?|steels?) from\b`, "settings_by_trial"),
  // "We tried a thicker pin (8 mm then 10 mm), then stainless instead of zinc-plated steel, then a bronze
  // bushing": parts resized and materials swapped until one passed.
  rf(String.raw`tried (?:a |an )?(?:thicker|thinner|bigger|larger|smaller|longer|shorter|stronger|heavier|wider|narrower|harder|softer|stiffer) (?:[\w-]+ )?(?:pins?|bolts?|walls?|plates?|tubes?|shafts?|springs?|brackets?|sections?|ribs?|beams?|posts?|blades?|bushings?|washers?|gaskets?|hinges?|knuckles?|frames?|legs?|arms?)\b|then (?:[\w-]+ ){0,2}instead of (?:[\w-]+ ){0,2}(?:steel|aluminium|aluminum|plastic|brass|nylon|wood|rubber|copper|iron|abs|pvc)\b`, "settings_by_trial"),
  // "We made the walls thicker", "switched from homopolymer polypropylene to an impact copolymer grade".
  rf(String.raw`made (?:the |our |its )?(?:[\w-]+ ){0,2}(?:walls?|ribs?|posts?|beams?|sections?|plates?|flanges?|layers?|tubes?|shells?|housings?|brackets?|blades?|webs?|gussets?) (?:thicker|thinner|wider|narrower|longer|shorter|stiffer|heavier|deeper|taller)`, "settings_by_trial"),
  rf(String.raw`(?:switched|changed|moved|went) from (?:an? |the |our )?(?:[\w-]+ ){1,3}to (?:an? |the )?(?:[\w-]+ ){0,3}(?:grade|resin|alloy|steel|material|compound|polymer|plastic|rubber|fabric)\b`, "settings_by_trial"),
  // "We made brackets at 4 mm, it cracked …; then 5 mm, …; then 6 mm, which passed": sizes stepped through.
  rf(String.raw`[;,] (?:and )?then (?:to |at |with |a |an )?\d+(?:[.,]\d+)? ?(?:mm|cm|inch(?:es)?|gauge)\b`, "settings_by_trial"),
  rf(String.raw`(?:reduced|reducing|increased|increasing|cut|thinned|thickened|went) (?:the |our |its )?(?:[\w-]+ ){0,2}(?:thickness(?:es)?|gauges?|wall|walls|diameters?|widths?|heights?|lengths?) from \d`, "settings_by_trial"),
  rf(String.raw`(?:changed|changing|adjusted|adjusting|varied|varying|tweaked|tweaking|modified|modifying|altered|altering) (?:the |our |its )?(?:[\w,-]+ ){0,2}${PARTS},? (?:[\w-]+ ){0,8}until|(?:find|found|finding|work out|worked out|working out) the right (?:settings?|parameters?|combination|mix|recipe|materials?|thickness|values?|dimensions?)|(?:just|only|simply) (?:had|needed) to (?:find|adjust|tune|set|change|tweak)`, "settings_by_trial"),
  rf(String.raw`(?:had |has |have |were |was )?already (?:been )?(?:developed|available|on the market|commercially|commerciali[sz]ed|sold|proven)|${DENIED} (?:change|modify|alter) the (?:machines?|equipment|software|tools?|product)|(?:ordinary|standard|regular|existing|commercial|off-the-shelf) (?:computer )?(?:hardware|software|equipment|machines?|components?) (?:[\w-]+ ){0,6}(?:used|using|with)|(?:used|using) (?:[\w-]+ ){0,2}(?:the normal way|as intended|as designed|out of the box)`, "existing_solution"),
  // Known methods followed as they are: "we used our normal CNC programming methods", "followed their
  // operating manual", "adding the powder didn't require any change to the molding process".
  // Not standard test, measurement or calibration methods, which are evidence of the investigation.
  rf(String.raw`(?:used|using|with) (?:our |their )?(?:normal|usual|regular) (?!(?:test|testing|calibration|measurement|inspection|lab)\b)(?:[\w-]+ ){0,2}(?:methods|practices)|(?:followed|following) (?:the |their |our |its |a )?(?:[\w'-]+ ){0,4}(?:operating manual|installation guide|installation instructions|building code|electrical code|plumbing code|fire code|design guide)`, "existing_solution"),
  // A maker's reference design, an application note, a catalogue or the usual formulas: the known way.
  // "Sized per CSA Z317.2 and our usual duct sizing software", "programmed from the supplier's template",
  // "following the vendor's manual", "sized with the battery maker's online calculator", "we figured the
  // vendor's fan kit would be enough".
  rf(String.raw`(?:sized|designed|calculated|selected) per (?:csa|iso|astm|ansi|ul|iec|asme|ashrae|nfpa|smacna)\b|our usual (?:[\w-]+ ){0,2}(?:software|method|procedure|tool|design)\b|(?:from|using|with|per) (?:the |their )?(?:supplier's|vendor's|manufacturer's|maker's) (?:template|manual|instructions|guide|online (?:[\w-]+ )?calculator)|(?:following|followed) (?:the |their )?(?:supplier's|vendor's|manufacturer's|maker's) (?:manual|instructions|guide)|(?:supplier's|vendor's|manufacturer's|maker's) (?:[\w-]+ ){0,2}(?:kit|option|add-on|accessory|module) would (?:be enough|do|work|suffice)`, "existing_solution"),
  // "We added the common-mode choke the chip vendor's application note recommends".
  rf(String.raw`(?:application notes?|app notes?|datasheets?|data sheets?|reference designs?) (?:[\w-]+ ){0,2}(?:recommends?|recommended|suggests?|suggested|calls? for|specif(?:y|ies|ied))\b`, "existing_solution"),
  rf(String.raw`(?:followed|following|used|using|based on|built on|from|per|adapted) (?:the |their |our |its |a |an )?(?:[\w'-]+ ){0,3}(?:reference designs?|reference (?:layouts?|schematics?|circuits?)|recommended layouts?|application notes?|app notes?|evaluation boards?|eval(?:uation)? kits?)`, "existing_solution"),
  // "Used TI's online design tool to size the inductor": the maker's own calculator gives the known answer.
  rf(String.raw`(?:used|using|with|ran|run) (?:the |their |its )?(?:[\w-]+(?:'s|s'|’s) )?(?:online|web|free|vendor's|supplier's|manufacturer's|maker's) (?:design|sizing|selection|layout) (?:tools?|calculators?|wizards?|software)`, "existing_solution"),
  // "We did what the resin supplier's design guide says": the known way, applied as written.
  rf(String.raw`did (?:exactly |just |only )?what (?:the |our |their |its )?(?:[\w'-]+ ){0,3}(?:guides?|manuals?|handbooks?|datasheets?|data sheets?|instructions|recommendations?|catalogu?es?) (?:says?|said|recommends?|recommended|suggests?|suggested|told us)`, "existing_solution"),
  // "Other shops have done this kind of work for years": the work is known in the field.
  rf(String.raw`(?:other|many|most|lots of|plenty of) (?:[\w-]+ )?(?:shops|companies|firms|manufacturers|competitors|plants|businesses|contractors|labs|mills|farms|farmers|bakeries|breweries|developers|teams|makers|suppliers) (?:have|has|had) (?:been )?(?:doing|done|using|used|making|made|running|building|built) (?:this|it|that|the same|these|such)\b`, "existing_solution"),
  rf(String.raw`(?:sized|selected|re-selected|calculated|chose|picked|specified|resized) (?:[\w-]+ ){0,6}(?:using|with|from|in) (?:the |our |their |a |an )?(?:standard|usual|normal|existing|same) (?:[\w'-]+ ){0,2}(?:formulas?|formulae|equations|calculations?|spreadsheets?|tables|catalogu?es?)`, "existing_solution"),
  // "he could have sized it with the CSA S16 formulas in an afternoon", "the seed company already publishes
  // regional trial data": the known way would have given the answer.
  rf(String.raw`could have (?:[\w-]+ ){0,3}(?:with|using|from|by) (?:the |our |their |a )?(?:[\w'-]+ ){0,3}(?:formulas?|formulae|equations|tables|handbooks?|code|calculations|charts)\b|already (?:publishes|published|sells|makes|offers|provides|supplies|posts) (?:[\w-]+ ){0,3}(?:data|results|tables|charts|figures|recipes|designs|products?|kits?)\b`, "existing_solution"),
  rf(String.raw`(?:selected|re-selected|picked|chose|sized) (?:[\w-]+ ){0,6}from (?:the |our |their |a )?(?:[\w'-]+ ){0,3}catalogu?es?`, "existing_solution"),
  // "installed everything according to the manufacturers' installation manuals and the electrical code".
  rf(String.raw`(?:according to|as per|per) (?:the |their |our )?(?:[\w'-]+ ){0,4}(?:installation manuals?|operating manuals?|installation guides?|installation instructions|building code|electrical (?:safety )?code|plumbing code|fire code|design guides?)`, "existing_solution"),
  rf(String.raw`(?:designed|built|engineered) (?:the |our )?(?:[\w-]+ ){0,2}to the (?:[\w'-]+ ){0,3}(?:building code|electrical (?:safety )?code|design guides?)`, "existing_solution"),
  // What the known way already gave: "no part of it required anything beyond reading the documentation",
  // "their standard conversion chart got us most of the way", "the results matched the datasheets",
  // a product picked from those on offer, run at the settings its maker recommends.
  rf(String.raw`(?:nothing|anything) (?:more )?beyond (?:reading |following |using )?(?:the |their |its )?(?:[\w'-]+ ){0,2}(?:documentation|docs|manuals?|guides?|instructions|examples?)|got us (?:most|much|all) of the way|matched (?:the )?(?:[\w'-]+ ){0,2}(?:datasheets?|data sheets?)|(?:pick|choose|select|picking|choosing|selecting) the best (?:[\w-]+ ){0,2}(?:product|supplier|vendor|option|model|one) for|(?:settings?|parameters?) recommended by the (?:[\w'-]+ ){0,2}(?:vendor|supplier|manufacturer|maker)|gave us (?:their|its|the) standard\b`, "existing_solution"),
  // Copying an old machine whose maker is gone rebuilds what was known: missing drawings are not an unknown.
  rf(String.raw`reverse[- ]engineer(?:ed|ing)? (?:an? |the |their |our )?(?:[\w-]+ ){0,2}(?:old|existing|obsolete|legacy|original|discontinued|customer's|broken|worn)\b`, "existing_solution"),
  rf(String.raw`(?:did not|didn't|didnt|does not|doesn't|never) (?:require|need) (?:any )?(?:changes?|modifications?) (?:to|in) (?:the |our )?(?:[\w-]+ ){0,2}(?:process|machines?|equipment|tooling|moulds?|molds?|line)\b`, "existing_solution"),
  rf(String.raw`(?:planned|designed|directed|supervised|led|run) (?:and (?:[\w-]+ ){0,2})?by (?:a |an |the |their |another )?(?:[\w-]+ ){0,3}(?:who (?:was|is) not (?:our|an?|one of)|(?:outside|external|third-party|independent|client's|customer's) )|(?:our|the) (?:job|role|task|part) was (?:only |just |simply )?to (?:run|carry out|collect|perform|execute|do|look after|supply|provide)|on behalf of (?:the|a|our) (?:client|customer|sponsor)|(?:ran|run|analy[sz]ed|tested|processed) (?:[\w,-]+ ){0,3}samples? for (?:a |the )?(?:[\w-]+ )?(?:university|client|customer|professor|hospital|laboratory|sponsor)|(?:used|using|followed|following) the (?:university|client|customer|professor|sponsor)'s (?:protocol|method|procedure|design)|(?:professor|university|client|sponsor|partner|researcher)s?,? who (?:did|does|performed|ran) the (?:analysis|interpretation|research)|samples? for (?:their|the university's|the client's|a client's|a university) (?:[\w-]+ )?(?:study|studies|research|trial|trials|project)`, "support_only"),
  // "We don't design the experiments or decide what to test; the client's scientists do that".
  rf(String.raw`(?:do not|don't|did not|didn't|never) (?:design|plan|choose|decide) (?:the |any )?(?:experiments?|studies|study|tests|trials|research|what to test)\b|(?:client|customer|sponsor|university)(?:'s)? (?:scientists?|researchers?|engineers?|team|staff) (?:do|does|did) (?:that|it|this)\b`, "support_only"),
  // "A potato packer hired us to build a line …; they gave us a detailed specification".
  rf(String.raw`(?:hired|contracted|engaged|retained) us (?:to|for)\b|(?:gave|sent|provided|handed) us (?:a|an|the) (?:[\w-]+ ){0,2}(?:specifications?|specs|spec sheet|requirements|drawings|design package|design files|gerbers)\b`, "customer_specification"),
  // "The standard fix from the IPC-7525 guideline"; "adapt our existing receiver hitch"; "passed the SAE
  // J684 test on the first try": the known way, and no unknown on the way.
  rf(String.raw`(?:standard|usual|normal|textbook|recommended) fix (?:from|in|per) (?:the )?(?:[\w-]+ ){0,2}(?:guidelines?|guides?|standards?|manuals?|handbooks?)\b|adapt(?:ed|ing)? (?:our|the|an|their) existing\b|(?:passed|worked|fit|fitted) (?:[\w-]+ ){0,5}on the first (?:try|attempt|go|shot)\b`, "existing_solution"),
  // "Our main customer required a 14% price reduction"; "a thinner steel grade already used by other
  // suppliers"; "changed the gasket from 2 mm to 3 mm"; "we had no in-house knowledge of pretreatment".
  rf(String.raw`price (?:reductions?|cuts?|decreases?)\b|(?:required|demanded|asked for|wanted) (?:a |an )?\d+ ?% (?:lower price|cut|reduction|decrease)`, "business_uncertainty", true),
  rf(String.raw`already used by (?:other|many|most|several) (?:[\w-]+ )?(?:suppliers|companies|manufacturers|shops|makers|competitors|firms|plants)\b`, "existing_solution"),
  rf(String.raw`changed (?:the |our )?(?:[\w-]+ ){0,2}from \d[\d.]* ?(?:mm|cm|in|mil|inch|inches) (?:[\w-]+ )?to \d`, "settings_by_trial"),
  // Trial 23: "The client designed the sensors, decided what to test and did all the analysis"; "hired us
  // on a fixed fee to collect data": the client's research, the claimant's data collection.
  rf(String.raw`(?:client|customer|sponsor)(?:'s)? (?:[\w,-]+ ){0,6}(?:decided what to (?:test|measure|try)|did (?:all )?(?:of )?the (?:analysis|analyses|interpretation|design))\b|(?:hired|contracted|engaged|paid|retained) us (?:[\w$,-]+ ){0,5}to (?:collect|gather|log|record) (?:the |their )?(?:[\w-]+ )?(?:data|readings|samples|measurements)\b`, "support_only"),
  // "Whether small-business owners would trust an app …", "ship by our launch date inside the seed
  // round": adoption and runway, not technology.
  rf(String.raw`(?:whether|if) (?:[\w-]+ ){1,4}would (?:trust|accept|adopt|embrace|take to)\b|(?:by|before|for) (?:our|the) launch date|(?:inside|within|on) (?:the |our |a )?(?:[$\d.,k]+ )?(?:seed|funding|investment) (?:round|money|budget)`, "business_uncertainty", true),
  // "Cycles of coding, testing and re-coding until we proved it was feasible".
  rf(String.raw`(?:cycles|rounds|loops) of (?:[\w,-]+ ){1,6}until\b`, "trial_and_error"),
  // "We think this is SR&ED because nothing like it existed for builders": novelty given as the reason to
  // claim. Not "nothing like it exists for boards this thick", a gap in what was published.
  rf(String.raw`(?:sr&ed|eligible|qualif(?:y|ies)|claimable|research) because nothing (?:else )?(?:like it|like this|like that|similar|comparable) (?:existed|exists|was available|is available)\b`, "market_novelty"),
  // "Looked up its corrosion behaviour in the published tables", "sized the shell to the code", "the
  // weld procedure our welders already run", "everything passed first time": the known way.
  rf(String.raw`(?:looked up|took|read|found) (?:[\w-]+ ){0,4}(?:in|from) (?:the )?(?:published|standard|maker's|manufacturer's|supplier's|vendor's) (?:tables?|charts?|data ?sheets?|handbooks?|guides?)\b|(?:sized|designed|built|rated|specified) (?:[\w-]+ ){0,5}to (?:the )?(?:code|codes|standard)\b|(?:already|routinely) (?:run|use|follow|make|do|apply)\b|passed (?:[\w-]+ ){0,2}(?:the )?first time\b`, "existing_solution"),
  // "Part of the experimental work was done by a partner lab in the United States"; "the tests were run
  // overseas"; "the part done outside Canada". Contract work abroad is not SR&ED carried on in Canada.
  // "Part of the work was carried out outside Canada" leaves the rest of the claim standing: a doubt, not
  // a refusal (classify.ts reads what comes before the verb).
  rf(String.raw`(?:done|carried out|performed|conducted|run|ran) (?:[\w-]+ ){0,6}${ABROAD}`, "work_outside_canada"),
  rf(String.raw`(?:part|some|portions?) of (?:the |our |its )?(?:[\w-]+ ){0,6}(?:done|carried out|performed|conducted|run|ran) (?:[\w-]+ ){0,6}${ABROAD}`, "part_outside_canada"),
  // A crop or a room run in: "tuned the conditions to get the most out of it", "adjusted things week by
  // week depending on how the crop looked", "find the best growing conditions". Grower's practice
  // (the CRA's greenhouse example of development from existing knowledge), not an experiment.
  rf(String.raw`(?:tuned|tuning|fine-tuned|optimi[sz]ed|optimi[sz]ing|dialled in|dialed in) (?:the |our |its )?(?:[\w-]+ ){0,2}conditions\b|(?:find|found|finding|work out|worked out) the best (?:[\w-]+ ){0,2}conditions\b|(?:adjusted|adjusting|changed|changing|tweaked|tweaking) (?:things|settings|conditions|it|them) (?:[\w-]+ ){0,2}(?:week by week|day by day|as we went) (?:depending on|according to|based on|from|by) how (?:the |it |they )?(?:[\w-]+ )?(?:looked|did|went|grew|performed)\b`, "settings_by_trial"),
  rf(String.raw`no in-house (?:knowledge|experience|expertise)\b|with none of (?:this|that|the) (?:knowledge|experience|expertise)\b`, "market_novelty"),
  // "The customer decides which coating to use and does all the design": the claimant only ran its tests.
  // "A university plant breeding group asked us to grow 30 of their experimental durum lines … They sent us
  // the seed, the plot map and a written protocol … They do all the analysis": their research, our field work.
  rf(String.raw`(?:university|college|research|breeding|hospital|institute|lab) (?:[\w-]+ ){0,3}(?:group|team|lab|department|centre|center|researchers?|professors?) asked us to (?:grow|run|test|build|make|collect|host|plant|raise|sample)\b|(?:they|the university|the researchers?|the group) (?:do|does|did) (?:all )?(?:of )?the (?:analysis|analyses|interpretation|statistics)\b|(?:sent|gave|provided) us (?:the |their )?(?:[\w-]+,? ){0,6}(?:and )?(?:a |their |the )?(?:written )?protocol\b`, "support_only"),
  rf(String.raw`(?:customer|client|sponsor|university)(?:'s)? (?:[\w-]+ ){0,2}(?:does|did) (?:all )?(?:of )?the (?:design|development|research|engineering|analysis|interpretation)\b|(?:customer|client|sponsor) (?:decides|decided|chooses|chose) (?:which|what|whether)\b`, "support_only"),
  // "We did the water testing for a large university study"; "the university researchers designed the study".
  rf(String.raw`(?:did|ran|performed|carried out|handled) (?:the |all the )?(?:[\w-]+ ){0,2}(?:testing|tests|analysis|analyses|sampling|measurements|lab work) for (?:a|an|the|their) (?:[\w-]+ ){0,3}(?:university|hospital|professor|researchers?|sponsor)(?:'s)?(?: (?:study|studies|project|research|trial))?\b|(?:university|hospital|sponsor|client's|professor's)(?: [\w-]+)? (?:researchers?|scientists?|team) (?:designed|planned|directed|ran|interpreted) the (?:study|studies|research|project|trial|analysis|results)\b`, "support_only"),
  // The claimant's belief or conviction that the work had "technological uncertainty": the label,
  // not the facts behind it.
  rf(String.raw`(?:believe|believed|convinced|sure|certain|maintain|maintained|insist|insisted|position is|argue|argued|say|said|claim|claimed|feel|felt) (?:that )?(?:[\w,-]+ ){0,6}(?:technological|technical|scientific) uncertaint(?:y|ies)|(?:involved|had|faced|contained|presented) (?:a |an |some )?(?:real |considerable |significant |genuine |major )?(?:technological|technical|scientific) uncertaint(?:y|ies)|there (?:was|were) (?:a lot of |lots of |much |plenty of |significant |considerable |real |some )(?:technological|technical|scientific) uncertaint(?:y|ies)|(?:characteri[sz]ed|marked|beset) by (?:substantial |significant |considerable |real |much )?(?:technological|technical|scientific) uncertaint(?:y|ies)`, "asserted_uncertainty"),
  // The claim's own vocabulary for what it should describe: "worked very hard to overcome the
  // uncertainties", "a new platform that advances the state of the art in our industry".
  rf(String.raw`overc[oa]me (?:the |all the |these |many |our )?(?:technological |technical )?uncertaint(?:y|ies)\b|(?:advances?|advanced|advancing|pushes|pushed) the state of the art in (?:our|the|this) (?:industry|field|sector|market)\b`, "asserted_uncertainty"),
  rf(String.raw`nothing (?:else )?(?:like it |similar |comparable )?(?:on|in) the market|(?:believe|think|convinced|sure|certain) (?:that )?nothing (?:else )?(?:like it|like this|similar|comparable) (?:exists|existed|is available|was available)|no (?:other |similar |competing )?(?:product|software|app|machine|company|competitor|one)s? (?:else )?(?:on the market )?(?:can|could|does|did|offers?|offered|has|had) (?:[\w-]+ ){0,3}(?:this|that|it|the same|what)|first (?:of its kind|on the market|to market)|(?:unique|new) (?:on|to|in) the market|no one (?:else )?has (?:dared|managed|tried|gone)|(?:nobody|no one|no other (?:company|contractor|firm)) (?:had|has) (?:ever )?(?:done|built|installed|made|tried) (?:one|this|it|that|anything like (?:it|this)) (?:[\w-]+ ){0,3}(?:in|around) (?:our|the|this) (?:region|area|province|city|town|county)`, "market_novelty"),
  // "Everything was new for us": new to the company, which is not new to the field.
  rf(String.raw`(?:everything|it all|all of (?:it|this)) (?:was|is) (?:all )?new (?:for|to) us\b`, "market_novelty"),
  // "Since this was the first isolation room job our firm has done".
  rf(String.raw`(?:the )?first (?:[\w-]+ ){0,3}(?:job|project|contract|install(?:ation)?|build) (?:that )?(?:our|the) (?:firm|company|shop|team|crew) (?:has |had )?(?:ever )?(?:done|did|taken on|built)\b`, "market_novelty"),
  // "Which we had never done before", "for our shop this was a real technological step forward": new to
  // the claimant, which says nothing of the field.
  rf(String.raw`(?:we|i|the company|our (?:shop|company|team|plant)) (?:had|has|have) never (?:done|made|built|tried|machined|programmed|used|run) (?:this|that|it|such|one|these|those|anything like (?:it|this))?\b ?(?:[\w-]+ ){0,3}before\b|for (?:us|our (?:shop|company|team|plant|business|firm)),? (?:this|it) was (?:a |an )?(?:real |big |major |huge |significant |true )?(?:technological |technical )?(?:step forward|leap|breakthrough|advance|first)\b`, "market_novelty"),
  // "Which we'd never done before"; "learned the process from the machine maker's training and YouTube".
  rf(String.raw`(?:we|i)'d never (?:done|made|built|tried|machined|used|run|worked with) (?:this|that|it|such|one|these|those|anything)?\b ?(?:[\w-]+ ){0,3}before\b`, "market_novelty"),
  rf(String.raw`learn(?:ed|t) (?:the process|it|how(?: to [\w-]+)?|the technique|the method|the basics) from (?:the |a |an |our )?(?:[\w'-]+ ){0,2}(?:training|youtube|videos?|courses?|manuals?|dealer|vendor|supplier)\b`, "existing_solution"),
  // "The filter the driver maker recommends in its application note".
  rf(String.raw`(?:maker|manufacturer|supplier|vendor)s? recommends? in (?:its|their) (?:application notes?|datasheets?|data sheets?|manuals?|guides?|documentation)\b`, "existing_solution"),
  // "None of us had ever worked with these tags".
  rf(String.raw`none of us had (?:ever )?(?:worked with|[a-z]{3,}(?:ed|ne|wn|de|lt|ght|un)) (?:these|this|that|those|such|an?|the|one|it|them|anything)\b|for (?:us|our (?:shop|company|team|plant|business|firm)),? (?:it|this|everything|all of it) was (?:completely |entirely |totally |all |something )?new\b`, "market_novelty"),
  // "The system vendor had installed similar systems in warehouses before": the known way, elsewhere.
  rf(String.raw`(?:vendor|supplier|maker|manufacturer|integrator|contractor|installer)s? (?:had |has |have )?(?:already )?(?:installed|built|done|supplied|deployed|made|set up) (?:similar|the same|such|these|identical|comparable) (?:[\w-]+ ){0,3}(?:before|elsewhere|for other)\b`, "existing_solution"),
  // "Designed to the CSA standard".
  rf(String.raw`designed (?:[\w-]+ ){0,3}to the (?:csa|iso|astm|ansi|ul|iec|asme|api|nfpa|cwb|aashto) (?:[\w.-]+ )?(?:standards?|codes?)\b`, "existing_solution"),
  // "Other shops machine Inconel every day"; "they used the standard design codes … to size the frame".
  rf(String.raw`(?:other|many|most) (?:[\w-]+ )?(?:shops|companies|firms|manufacturers|competitors|plants|mills|labs|contractors) (?:[\w-]+ ){0,2}(?:machine|make|build|do|use|run|weld|cast|mould|mold|print|process|handle|install) (?:[\w-]+ ){0,3}(?:every day|daily|routinely|all the time)\b|(?:used|using|followed|following|per|according to) (?:the )?(?:standard |usual |applicable |published )?(?:design|building|structural|pressure vessel|boiler) codes?\b`, "existing_solution"),
  // "The machine dealer gave us a week of training and we took an online course": learned from those who know.
  rf(String.raw`(?:dealer|vendor|supplier|manufacturer|maker|distributor|rep)s? (?:gave|provided|ran|offered) (?:us |our (?:[\w-]+ ){0,2})?(?:a |an |some |the )?(?:[\w-]+ ){0,3}(?:training|course)\b|(?:we|i|they) took (?:an? |the |their )?(?:online |training |short |week-long |two-day |three-day )?course\b`, "existing_solution"),
  // "The company now has a forecasting capability it did not have before": new to the company.
  rf(String.raw`now (?:has|have) (?:a |an |the )?(?:[\w-]+ ){0,3}(?:capability|capabilities|product|feature|tool|system) (?:that )?(?:it|we) (?:did not|didn't|never) ha(?:ve|d)`, "market_novelty"),
];

export const COMPILED_RED_FLAG_CUES = compileCues(RED_FLAG_CUES);
