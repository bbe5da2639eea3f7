import { cue, type Cue } from "./types";

// Scientific or technological advancement: knowledge gained, even from failure, not just a better
// product. Facets: "knowledge" (what was learned and why), "result" (outcomes, ideally measured)
// and "negative" (what failed or was ruled out, which still counts as an advance in knowledge).

export const ADVANCEMENT_CUES: Cue[] = [
  cue(String.raw`(?:scientific|technological|technical) (?:advance(?:ment)?s?|knowledge|understanding|breakthrough)|new knowledge|avancements? technologiques?|nouvelles connaissances`, 3, "knowledge"),
  cue(String.raw`(?:nous avons|on a) (?:appris|découvert|démontré|constaté|compris)|(?:a|ont) (?:montré|démontré|révélé)`, 2, "knowledge"),
  // "had no more bitterness than control": a result read against the control.
  cue(String.raw`(?:more|less|lower|higher|better|worse|fewer|greater|firmer|softer|stronger|weaker) (?:[\w-]+ ){0,3}than (?:the |our |a )?(?:control|controls|baseline|reference)\b`, 2, "result", false),
  cue(String.raw`(?:we|i|team) (?:[\w-]+ )?(?:learned|learnt|discovered|found out|realized|realised|established|determined|demonstrated|proved|proven|confirmed|identified|understood|concluded|showed|shown)`, 2, "knowledge"),
  cue(String.raw`(?:this|that|which|it|results?|data|tests?|experiments?|trials?|work|analysis|measurements?|runs?) (?:[\w-]+ )?(?:showed|shows|demonstrated|proved|revealed|indicated|suggested|confirmed|established|told us|tells us)`, 2, "knowledge"),
  cue(String.raw`turned out|it emerged|insights?|now (?:we )?(?:know|understand)|better understanding|understanding of|root cause|the (?:reason|cause|mechanism) (?:was|is)|(?:was|is|were) caused by|explains? why|generali[sz](?:es|ed) to`, 2, "knowledge"),
  cue(String.raw`first (?:known|time)|not previously (?:known|documented|possible|reported|achieved)|(?:new|novel) (?:methods?|techniques?|algorithms?|approach(?:es)?|process(?:es)?|materials?|architectures?|formulations?|mechanisms?|design rules?|principles?|findings?|results?|insights?)`, 2, "knowledge"),
  // "It is the starch retrogradation, not the psyllium, that makes the bread stale": a cause told apart.
  cue(String.raw`(?:it is|it was|it's) (?:[\w,-]+ ){1,4}(?:not|rather than) (?:the |our )?[\w,-]+ (?:[\w,-]+ )?that\b`, 2, "knowledge", false),
  // "…, so oil was the cause", a note's "Learned the seeding only works above 45 °C".
  cue(String.raw`(?:was|is|were|are) the (?:main |real |root |only )?(?:cause|reason|culprit|mechanism)\b|(?:learned|learnt|discovered|realized|realised|found out) (?:that|the|how|why|what|which)\b`, 2, "knowledge"),
  // "The de-oiled pens gained 0.17 kg/day more", "digestibility was 9 points higher": a measured difference.
  cue(String.raw`(?<![\d.,])\d[\d.,]{0,12}\s?(?:%|points?|[a-zµ°]{1,4}(?:\/[a-z]{1,4})?) (?:more|less|higher|lower|faster|slower|better|worse|fewer|greater)\b`, 2, "result", false),
  // "2% lower, which is not significantly different from control", "reads within 0.2 Brix of the
  // refractometer": a result stated against the reference.
  cue(String.raw`(?:significantly|statistically) (?:different|better|worse|higher|lower)|within [~≈]?\d[\d.,]{0,8}\s?(?:%|[a-zµ°]{1,5})? of (?:the |our )?(?:control|controls|reference|baseline|refractometer|target|lab|standard)\b`, 2, "result", false),
  // A surprise is knowledge: what was found differed from what was expected.
  cue(String.raw`(?:which|that|what|something) (?:we )?(?:had not|hadn't|did not|didn't|never) (?:expected|expect|anticipated|anticipate|predicted|predict|foreseen|foresee)|(?:did not|didn't) expect\b|unexpected(?:ly)?|surprising(?:ly)?|surprised us|to our surprise`, 2, "knowledge", false),
  // "A new and novel peeler" is a new product; a product can be novel with no knowledge gained.
  cue(String.raw`novel`, 1, "knowledge"),
  cue(String.raw`(?:we|i) (?:[\w-]+ )?(?:found|observed|noticed|saw)|found that|observed that`, 2, "result"),
  cue(String.raw`(?:reduc|improv|increas|decreas|lower|cut|boost|rais|shrank|dropp|fell|rose|halv|doubl)(?:ed|ing)? (?:[\w%-]+ ){0,5}(?:by|from|to|below|under|above) [~≈]?\d`, 2, "result"),
  // "The external antenna brought resends down to 1.2 on average".
  cue(String.raw`(?:brought|got|pushed|pulled|took) (?:[\w%-]+ ){0,4}(?:down|up) to [~≈]?\d`, 2, "result"),
  cue(String.raw`outperform(?:ed|s)?|beat (?:the )?(?:baseline|benchmark)|\d+(?:\.\d+)?\s?[x×] (?:faster|smaller|better|lower|higher|less|more)|(?:faster|better|lower|higher|smaller|more accurate|more robust|more stable) than (?:the )?(?:baseline|existing|standard|previous|original|commercial|control)`, 2, "result"),
  cue(String.raw`(?:reached|hit|got|obtained|attained|achieved|gave|kept) (?:a |an |the )?(?:[\w-]+ ){0,3}[~≈]?\d|(?:reliable|consistent|stable|accurate) (?:[\w-]+ )?(?:detection|readings?|results?|measurements?|control|operation) (?:out to|up to|down to|at|to|over) [~≈]?\d`, 2, "result"),
  cue(String.raw`achiev(?:ed|ing)|succeeded|success(?:ful(?:ly)?)?|met (?:the |our )?(?:[\w-]+ )?(?:target|requirement|spec|goal)s?`, 1, "result"),
  cue(String.raw`(?:close to|short of|fell short of|came within) (?:what we|the target|our target|the goal|the size|the level)|(?:results?|readings?|tests?|comparisons?) (?:[\w-]+ ){0,4}(?:told us|showed us|taught us)`, 2, "result"),
  // A measured comparison ("drifted 2% against 11% for the flat ones") is a result; a cause found for
  // it ("because the pipes were too far apart", "light matters more than the model") is knowledge.
  cue(String.raw`(?<![\d.,])\d[\d.,]{0,12}\s?(?:%|[a-zµ°]{1,4})? (?:against|versus|vs\.?|compared (?:with|to)) (?:[\w-]+ ){0,2}[~≈]?\d`, 2, "result"),
  cue(String.raw`(?:matters|mattered|counts|counted) (?:more than|most\b|the most\b|least\b|little\b)|(?:make|makes|made|making) (?:the|all the|most of the|the most part of the|the main|the biggest|the largest|the real|the key|a big|a real|the only) difference|(?:is|was|were|are) what (?:matters|mattered|made the difference|drives|drove|causes|caused)|(?:not|rather than) (?:the )?(?:[\w-]+ ){0,3}(?:causes?|caused|drives?|drove|explains?|explained)`, 2, "knowledge"),
  cue(String.raw`(?:colder|warmer|weaker|stronger|slower|faster|worse|better|higher|lower|more|less|failed|cracked|drifted|warped|bent|leaked|broke|lost) (?:[\w-]+ ){0,5}because (?:the|of|it|they|its|their|our)`, 2, "knowledge"),
  cue(String.raw`(?:the next|the last|the final|the later|all|every|none of the|each of the) (?:[\w,.-]+ ){0,3}(?:runs?|tests?|trials?|batch(?:es)?|samples?|builds?|panels?|cycles?|sequences?) (?:had|showed|gave|passed|held|failed|lost|kept|reached)`, 2, "result"),
  cue(String.raw`(?:lost|failed|broke|cracked|drifted|leaked|dropped|crashed|stalled|warped|slipped|clogged|overheated) (?:[\w-]+ ){0,4}(?:when|whenever|once|as soon as) (?:the |its |their |our )?[\w-]+ (?:was|were|is|are|got|went|ran|reached|exceeded|dropped|rose)`, 2, "negative"),
  cue(String.raw`(?:half|twice|a third|a quarter|three times|four times|ten times) as (?:many|much|long|fast|often|strong|well)|(?:the last|the final|the latest|the new|the third|the fourth) (?:one|version|design|build|prototype|mix|batch|setup|layout) (?:held|worked|passed|survived|met|reached|kept|stayed|ran)`, 2, "result"),
  // "The first one separated and we had to change the cooling rate": an early run failing, told with the
  // material's own verb, is what did not work, which is knowledge too.
  cue(String.raw`(?:the )?(?:early|earlier|first|initial|older) (?:versions?|designs?|prototypes?|builds?|batch(?:es)?|attempts?|mixes|layouts?|ones?|runs?|pilots?) (?:lost|failed|broke|cracked|leaked|dropped|crashed|warped|spoiled|drifted|overheated|separated|split|curdled|collapsed|sagged|blistered|delaminated|foamed|gelled|seized)`, 2, "negative", false),
  cue(String.raw`(?:did not|didn't|does not|doesn't) work|unsuccessful|negative results?|dead[- ]ends?|ruled out|abandon(?:ed)?|(?:no|little|negligible) (?:significant |measurable )?(?:improvement|effect|difference|gain)|worse than|degraded|did not (?:improve|help|reduce|converge|hold)|failed (?:to|because|when|under|at|on)`, 2, "negative", false),
  // "The third, at 8°C for 40 minutes, did the job", "bars printed slower passed; the others did not",
  // "sorting helped, steaming did not": which variant worked and which did not.
  cue(String.raw`(?:did|does) the (?:job|trick)\b|(?:passed|worked|held|helped|lasted)[;,] (?:and )?(?:the others?|the rest|[\w-]+(?: [\w-]+)?) (?:did not|didn't|failed|never did|did nothing)\b`, 2, "result"),
  // "So we learn the steel is now the limit", "Found a 40 µs dropout at the board's resonance", "off by
  // 25-60%, worst in houses with stone foundations", "200 lb was no better": what the work showed, told
  // plainly.
  cue(String.raw`(?:so|and) (?:we|i) (?:learn|find out|understand|now know) (?:that )?|^(?:we )?found (?:a|an|the|that)\b|(?<=, )(?:worst|best|highest|lowest|largest|smallest) (?:in|on|with|at|for|when)\b|(?:was|were|is|are) no (?:better|worse)\b`, 2, "knowledge"),
  // "The higher dose failed; the middle one held", "one combination worked and we kept it".
  cue(String.raw`(?:failed|cracked|broke|leaked|did not work|didn't work|did nothing)[;,] (?:but |while |whereas )?(?:the )?(?:[\w-]+ ){0,2}(?:one|ones|dose|mix|version|setting|design|combination|recipe|blend) (?:held|worked|passed|lasted|did)\b|(?:one|a single|only one) (?:[\w-]+ )?(?:combination|mix|setting|recipe|version|design|dose|blend|approach) (?:worked|held|passed)\b`, 2, "knowledge"),
  // "After about 20 trials one combination stretched to 12 cm": the one variant of many that reached a
  // measured value is what the trials found, told with the property's own verb.
  cue(String.raw`(?:one|a single|only one|the best) (?:[\w-]+ )?(?:combination|mix|setting|recipe|version|design|dose|blend|formulation|variant|candidate) (?:[a-z]{2,14}ed) (?:to|at|by|for|past|beyond|over) [~≈]?\d`, 2, "result"),
  // "Soaked psyllium at 4% held 11 of 12 loaves"; "so the acid idea was only part of the story";
  // "Learned: the binder, not the finish, decides wash durability".
  // "Baked at 230 C for two hours plus the chill ring, 14 of 15 passed": the same count told first.
  cue(String.raw`(?:held|passed|survived|failed|cracked|broke|worked|lasted|kept|reached|lost|killed|grew) (?:\d+|all|none|half) (?:of|out of) (?:the )?\d+|\b\d+ (?:of|out of) (?:the )?\d+ (?:[\w-]+ )?(?:held|passed|survived|failed|cracked|broke|worked|lasted|leaked|sealed)\b`, 2, "result"),
  cue(String.raw`(?:idea|theory|hypothesis|guess|hunch|thinking) was (?:only |just )?(?:part of|half of|wrong|right|correct|not the (?:whole|full))\b|(?:learned|learnt|lessons? learned|takeaway|conclusion) ?[:=-]|(?:not|rather than) (?:the )?(?:[\w-]+ ){0,3}(?:decides|decided|determines|determined|controls|controlled|sets|set)\b`, 2, "knowledge"),
  // "Tears started when the bale bounced, not from the stretch ratio like we assumed": an assumption the
  // work disproved.
  cue(String.raw`(?:not|rather than|instead of) (?:[\w-]+ ){0,5}(?:like|as) (?:we|i|they|everyone|the team) (?:had )?(?:assumed|thought|expected|believed|suspected|predicted)\b`, 2, "knowledge"),
  // "The low dose cut infected leaves about in half", "far-red alone made mildew worse".
  cue(String.raw`(?:cut|reduced|brought|dropped) (?:[\w-]+ ){0,3}(?:about |roughly |nearly |almost |more than )?in half|(?:made|makes) (?:the |it |them )?(?:[\w-]+ ){0,2}(?:worse|better)\b`, 2, "result"),
  // "…, so more water binding is not always better": a limit found.
  cue(String.raw`(?:is|are|was|were) not (?:always|necessarily) (?:better|worse|the answer|the limit|the cause|what matters)\b`, 2, "knowledge"),
  // "The blend at 0.5% kept 92% of its volume at six months; the single enzymes did not": what works set
  // against what does not is knowledge, not only a result.
  cue(String.raw`(?<=[;,] )(?:but |while |whereas )?(?:the |all the |both )?(?:others?|rest|single [\w-]+|[\w-]+ ones|(?:first|second|third|other|older|standard|plain|untreated|usual) (?:[\w-]+ )?(?:ones?|versions?|mixes|designs?|batch(?:es)?|samples?)) (?:did not|didn't|failed|never did|did nothing|cracked|broke|leaked|lost)\b`, 2, "knowledge"),
  // An owner's way of telling the outcome: "the third did not and stayed under the memory limit", "we kept
  // the mix that gave the best sugar", "by June we had a setting that passed", "which supported our idea".
  cue(String.raw`the (?:first|second|third|fourth|fifth|last|final|new|other) (?:two |three )?(?:did|didn't|did not|held|worked|failed|passed|lasted|stayed|cracked|leaked)\b|(?:we )?kept the (?:[\w-]+ ){0,3}that (?:gave|worked|held|passed|lasted|stayed|had)\b|we had a (?:[\w-]+ )?(?:setting|recipe|mix|design|version|setup|combination|formula) that (?:passed|worked|held|met|lasted)|(?:supported|confirmed|disproved|contradicted|ruled out) (?:our|the|his|her|their) (?:idea|theory|hypothesis|guess|suspicion)|gave good (?:[\w-]+ ){1,2}but\b`, 2, "result"),
  // A conclusion drawn from the results: "…, so the cocktail has to be applied after the chill tank",
  // "…, so it is the cooling and not the sequence". A failed variant before it ("gum arabic did nothing,
  // so it is the charge density that matters") does not deny it.
  cue(String.raw`, so (?:it is|it was|it's) (?:the|not the) |, so (?:the |our |this |that )?(?:[\w-]+ ){1,5}(?:has to|have to|must|only works?|works? only|cannot|can't) (?:be )?(?:applied|used|kept|run|made|added|placed|done|work|hold|survive|reach)\b`, 2, "knowledge", false),
  // French, for Quebec users: "Notre calendrier a gardé les germes sous 3 mm jusqu'en mai".
  cue(String.raw`(?:a|ont|avons) (?:réduit|augmenté|diminué|gardé|maintenu|baissé|atteint|coupé|doublé) (?:[\w'-]+ ){0,4}(?:de|à|sous|sur|jusqu'à|au-dessus de) [~≈]?\d|(?:a|ont) (?:lâché|échoué|fissuré|cédé)\b`, 2, "result"),
];
