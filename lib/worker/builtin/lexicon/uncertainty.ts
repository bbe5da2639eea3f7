import { cue, type Cue } from "./types";

// Scientific or technological uncertainty: the outcome, or the way to reach it, could not be known in
// advance from standard practice or public knowledge. Facets: "unknown" (what was not known) and
// "standard_failed" (why the usual ways did not settle it).

const STANDARD = String.raw`(?:standard|existing|known|conventional|commercial|off[- ]the[- ]shelf|available|published|typical|traditional|established|current|common|popular|generic|pre-?trained|open-source|textbook|vendor|classical|usual|mainstream)`;
const FELL_SHORT = String.raw`(?:failed|fail|fails|could not|couldn't|couldnt|cannot|can't|cant|did not|didn't|didnt|does not|doesn't|doesnt|do not|don't|dont|were unable|was unable|are unable|fell short|fall short|broke down|struggled|were not|was not|are not|is not|were too|was too|are too|is too|overfit|overfitted|only (?:reached|achieved|managed|gave|got|gets|gives|hit)|(?:gave|got|gives|gets|reached|managed|achieved) only)`;

export const UNCERTAINTY_CUES: Cue[] = [
  cue(String.raw`(?:scientific|technological|technical) uncertaint(?:y|ies)`, 3, "unknown"),
  cue(String.raw`uncertain(?:ty|ties)?`, 3, "unknown"),
  cue(String.raw`(?:was|were|is|it's|remained|remains) (?:not |un)(?:clear|known|certain|obvious) (?:whether|if|how|what|which|why)`, 3, "unknown", false),
  cue(String.raw`(?:we|i|nobody|no one|no-one) (?:still )?(?:did not|didn't|could not|couldn't|do not|don't) (?:know|predict|tell|determine|foresee) (?:[\w-]+ ){0,4}(?:whether|if|how|what|which|why)`, 3, "unknown", false),
  // Not "nobody at our company had done this": the company's own experience is not the field's.
  cue(String.raw`(?:nobody|no one|no-one)(?! (?:at|in|on) (?:our|the|my) (?:company|firm|shop|team|office|crew|plant)\b)\b[^.]{0,80}\b(?:knew|could (?:tell|say|predict|explain)|(?:had|has|have) (?:done|solved|published|tried|shown|found|managed))`, 3, "unknown", false),
  cue(String.raw`(?:weren't|wasn't|aren't|isn't|werent|wasnt|not|never) (?:sure|certain|clear) (?:whether|if|how|that|what)|unsure (?:whether|if|how)|no idea (?:whether|if|how)`, 2, "unknown", false),
  cue(String.raw`(?:the|our|main|key|biggest|first) (?:[\w-]+ )?(?:challenge|problem|difficulty|question|unknown) (?:was|is) (?:that|to|how|whether|what)`, 2, "unknown"),
  // "The hard part was the gripper: vacuum cups tore the pastry and finger grippers flattened it": the part
  // of the job that known means could not do, named as such.
  cue(String.raw`(?:the|our) (?:hard|hardest|difficult|tricky|trickiest) (?:part|bit|thing) (?:was|is|were)\b`, 2, "unknown"),
  // "The knock-down joint kept loosening after a few months at home, because the cam fittings chew the
  // particleboard": a failure that keeps coming back, with its cause, is the technical problem to solve.
  cue(String.raw`(?:kept|keeps|keep) (?:on )?(?:loosening|cracking|breaking|failing|leaking|slipping|clogging|warping|tearing|splitting|peeling|drifting|jamming|sagging|overheating|corroding|coming loose|coming apart|falling apart|wearing out)\b[^.]{0,100}\bbecause\b`, 2, "unknown", false),
  cue(String.raw`(?:unknown|unclear|unpredictable|not known in advance|could not be predicted|couldn't be predicted|impossible to predict|not possible to predict)`, 2, "unknown", false),
  cue(String.raw`whether (?:it|this|the|we|a|an|our|such)\b[^.]{0,60}\b(?:could|would|was|were|can|is|might) (?:be )?(?:possible|feasible|achievable|able|work|reach|scale|hold|survive|converge|meet)`, 2, "unknown"),
  cue(String.raw`feasib(?:le|ility)`, 2, "unknown"),
  cue(String.raw`(?:technical|technological|engineering|scientific) (?:challenge|obstacle|problem|risk|question|limitation|hurdle|barrier)s?`, 2, "unknown"),
  cue(String.raw`open (?:question|problem)s?|unsolved|unproven|untested approach`, 2, "unknown"),
  cue(String.raw`${STANDARD} (?:[\w-]+ ){0,10}${FELL_SHORT}`, 3, "standard_failed", false),
  cue(String.raw`(?:no|not any|none of the) (?:known|existing|published|documented|available|commercial|standard|off-the-shelf|public|established|proven) (?:[\w-]+ ){0,2}(?:solutions?|methods?|approach(?:es)?|techniques?|algorithms?|librar(?:y|ies)|tools?|products?|models?|materials?|process(?:es)?|codecs?|ways?|designs?|formulations?|answers?)`, 3, "standard_failed", false),
  cue(String.raw`state[- ]of[- ]the[- ]art|prior art|literature (?:review|search)|public(?:ly available)? (?:literature|research|knowledge|domain|sources)|published (?:research|papers|literature|work|studies)|academic (?:papers|literature)`, 2, "standard_failed"),
  cue(String.raw`(?:could not|couldn't|was unable to|were unable to) (?:find|identify|locate) (?:any|an?) `, 2, "standard_failed", false),
  // "We couldn't find anyone who had got stretch out of an oat base"; "there was no route we could simply
  // follow": nobody's practice to take up.
  cue(String.raw`(?:could not|couldn't|was unable to|were unable to|did not|didn't) find (?:anyone|anybody|any company|any lab|any supplier) (?:who|that) (?:had |has )?(?:ever |already )?(?:got|gotten|done|made|achieved|solved|shown|managed|reported|published|tried)\b|no (?:known |published |standard |existing |proven )?(?:route|method|recipe|procedure|process|design|way|playbook|protocol) (?:that )?(?:we|anyone|one) could (?:simply |just )?(?:follow|copy|use|buy|apply|take)\b`, 2, "standard_failed", false),
  cue(String.raw`(?:could not|couldn't|cannot|can't|were unable to|was unable to) (?:simply )?(?:use|apply|adopt|rely on|reuse|adapt) (?:them|it|these|those|any|the existing|existing|standard|off-the-shelf|published)`, 2, "standard_failed", false),
  cue(String.raw`(?:did not|didn't|could not|couldn't|failed to|does not|doesn't|do not|don't|cannot|can't) (?:meet|satisfy|achieve|reach|handle|support) (?:the |our |a |an )?(?:[\w-]+ ){0,3}(?:requirements?|targets?|limits?|budgets?|specs?|specifications?|constraints?|thresholds?|deadlines?)`, 2, "standard_failed", false),
  cue(String.raw`(?:beyond|exceed(?:ed|s)?|outside) (?:the )?(?:current )?(?:capabilit(?:y|ies)|limits?|state)`, 2, "standard_failed"),
  cue(String.raw`too (?:slow|noisy|large|heavy|brittle|expensive to compute|inaccurate|unstable|coarse)`, 1, "standard_failed"),
  cue(String.raw`challeng(?:e|es|ing)|difficult(?:y|ies)?|bottlenecks?|trade-?offs?|limitations?|unexpected(?:ly)?|unpredictab\w+|not obvious`, 1, "unknown"),
  // Technical targets and constraints frame the uncertainty ("alarms must reach the gateway within
  // 20 ms"); alone they are weak, and the T661 draft uses them as context in line 242.
  cue(String.raw`(?:our|the|main|key) (?:[\w-]+ )?(?:goal|aim|objective|target|requirement|constraint)s? (?:was|were|is|are)|(?:must|needed to|need to|had to|has to|have to|required to) (?:reach|run|fit|stay|be|achieve|handle|work|survive|last|cure|detect|guarantee|support|sustain|keep|deliver|maintain)|within (?:a |an )?\d|(?:radio|power|memory|latency|time|energy|cost|weight) budget`, 1, "target"),
  // "We wanted a silicone catheter surface that stays slippery and resists crust for 30 days": the
  // performance sought, which known means falling short of makes the unknown.
  cue(String.raw`(?:we|i) (?:wanted|needed|set out to (?:make|build|get|develop)) (?:a|an|to (?:make|build|get|develop) an?) (?:[\w-]+ ){1,4}(?:that|which) (?:would )?(?:stays?|lasts?|holds?|resists?|survives?|keeps?|runs?|works?|reaches|reach|withstands?|handles?|cures?|flows?|bonds?|seals?)\b`, 1, "target"),
  // "The problem was the battery pack in the cold": a technical problem named, which the standard
  // practice that fell short of it makes an unknown (evaluate.ts).
  cue(String.raw`(?:the|our) (?:main |big |biggest |real |whole )?problem (?:was|is) (?:the|our|that|how|in)\b`, 1, "target"),
  // Plain words for the same things, as owners and engineers write them.
  cue(String.raw`(?:none of us|nobody|no one|not one of us) (?:really |here |on the team )?(?:knew|could tell|could say|could predict|had any idea)`, 3, "unknown", false),
  cue(String.raw`(?:but|and|yet|still) (?:we )?(?:still )?(?:did not|didn't|could not|couldn't) (?:know|predict|tell|say) (?:whether|if|how|what|which|why)`, 3, "unknown", false),
  cue(String.raw`(?:what|which|how|why) (?:is|was|were|are) (?:still )?(?:not |un)(?:known|understood|explained)`, 3, "unknown", false),
  cue(String.raw`(?:work(?:ing|ed)? out|figur(?:e|ing|ed) out|find(?:ing)? out|found out|look(?:ed|ing)? into|dug into|investigat(?:e|ed|ing)) (?:why|how|whether)`, 2, "unknown"),
  cue(String.raw`(?:tested|studied|examined|explored) why|(?:did not|didn't) have (?:a |any )?(?:clear )?idea (?:of|about) (?:the |what )?(?:cause|caused)`, 2, "unknown", false),
  cue(String.raw`none of (?:them|these|those|the (?:[\w-]+ ){0,2}) (?:met|worked|gave|reached|achieved|could|did|handled|solved|held|survived)|(?:could not|couldn't|cannot|can't) be (?:tuned|improved|pushed|made|extended|scaled|optimi[sz]ed|adapted|stretched) (?:any )?(?:further|more|enough)|(?:stopped|stops|ended) at|nothing we (?:found|read|tried) (?:pointed|showed|told|worked)`, 3, "standard_failed", false),
  cue(String.raw`(?:normal|ordinary|regular|usual|existing) (?:[\w-]+ ){0,4}(?:don't|do not|didn't|did not|doesn't|does not|can't|cannot|could not|couldn't|won't|wouldn't) (?:give|work|hold|handle|meet|reach|produce|cope|apply)`, 3, "standard_failed", false),
  cue(String.raw`(?:with what we (?:have|had)|as (?:it|they) (?:stood|stand|was|were)) (?:[\w-]+ ){0,3}(?:will not|won't|would not|wouldn't|could not|couldn't|cannot|can't) (?:meet|reach|achieve|handle|get)`, 3, "standard_failed", false),
  // The people and references one would ask first could not answer: that is what standard practice
  // falling short looks like in plain words ("the suppliers could not tell us", "the handbooks only
  // cover thicker plate").
  cue(String.raw`(?:makers?|manufacturers?|suppliers?|vendors?|experts?|consultants?|professors?|the literature|handbooks?|manuals?|datasheets?) (?:[\w-]+ ){0,2}(?:could not|couldn't|did not|didn't|cannot|can't|were unable to|was unable to|was not able to|were not able to) (?:tell|say|predict|explain|answer|guarantee|confirm)`, 3, "unknown", false),
  // "The lab could not tell us why the coating lifted": the testing lab is one of the people asked first.
  cue(String.raw`(?:labs?|laborator(?:y|ies)|universit(?:y|ies)) (?:[\w-]+ ){0,2}(?:could not|couldn't|did not|didn't|cannot|can't|were unable to|was unable to) (?:tell|say|predict|explain|answer)`, 3, "unknown", false),
  // "nobody had data on whether phages would still infect at 4 °C", "the suppliers said they had no data
  // for rice doughs": what the field did not know. The claimant's own lack of data or experience is not
  // an unknown of the field.
  cue(String.raw`(?:nobody|no one|no-one) (?:[\w-]+ ){0,2}(?:had|has|have) (?:any )?(?:published )?(?:data|information|numbers|figures|results|measurements) (?:on|about|for)|(?:suppliers?|vendors?|manufacturers?|makers?|they|the literature|experts?) (?:[\w-]+ ){0,2}(?:had|has|have) no (?:[\w-]+ ){0,2}(?:data|information|numbers|figures|results|measurements) (?:on|about|for)`, 3, "unknown", false),
  cue(String.raw`(?:handbooks?|guides?|guidelines|standards|codes|literature|manuals?|datasheets?|tables|charts) (?:[\w-]+ ){0,2}only (?:cover|covers|covered|go|goes|went|apply|applies|applied|describe|describes|deal|deals|give|gives)`, 2, "standard_failed", false),
  // "The ration software and the NRC tables assume canola meal from solvent plants": what the usual tools
  // take for granted does not hold for the case.
  cue(String.raw`(?:software|tables|models?|standards|guidelines|handbooks?|guides?|literature|equations|charts|calculators?)(?:'s)? (?:[\w-]+ ){0,3}(?:assume|assumes|assumed|presume|presumes)\b`, 2, "standard_failed", false),
  // "The welding handbooks and Lincoln's guidance are for 5 mm and thicker": the guidance stops short of the case.
  cue(String.raw`(?:handbooks?|guidance|guides?|procedures|standards|codes|datasheets?|tables|charts) (?:[\w'-]+ ){0,4}(?:are|is|were|was) (?:only )?for (?:[\w.-]+ ){1,3}(?:and|or) (?:thicker|thinner|larger|smaller|higher|lower|warmer|colder|above|below|up|over|under)\b`, 2, "standard_failed", false),
  // "The photogrammetry software (Pix4D) can't handle the snow-covered pit walls".
  cue(String.raw`(?:software|tools?|programs?|apps?|library|libraries|algorithms?|scanners?|sensors?|machines?|equipment) (?:\([^)]{1,30}\) )?(?:can't|cannot|could not|couldn't|won't|doesn't|does not|did not|didn't) (?:handle|cope with|deal with|work on|work with|read|see|detect|process|reconstruct|measure)\b`, 3, "standard_failed", false),
  // "nobody makes anything for that": no product reaches the case.
  cue(String.raw`(?:nobody|no one|no-one|no company|no supplier|no vendor) (?:makes|sells|offers|made|sold|offered) (?:anything|a product|one|a sensor|a tool|a system|a machine|a coating|an? [\w-]+) (?:for|that|like)\b`, 2, "standard_failed", false),
  // "their true hole tech only works on mild steel, not on the weathering steel we use".
  cue(String.raw`(?:that|it|which|they|this) only (?:works?|worked|applies|applied) (?:on|for|with|to|at|in) `, 2, "standard_failed", false),
  // "Refractometers work but only on a sample you take to the sugar shack".
  cue(String.raw`(?:work|works|worked) (?:fine |well )?but only (?:on|for|with|in|at|when|if) `, 3, "standard_failed", false),
  cue(String.raw`(?:nobody|no one|no-one) (?:[\w-]+ ){0,3}(?:had|has|have) (?:a |an |any )?(?:published|proven|known|working|reliable|documented)`, 3, "standard_failed", false),
  cue(String.raw`no way (?:of|to) (?:knowing|know|telling|tell|predicting|predict)|(?:not|never) (?:sure|certain) (?:any|anything|it|this|that|our|the|a)\b`, 2, "unknown", false),
  cue(String.raw`(?:we|i) (?:looked at|evaluated|checked|could find|reviewed|surveyed) (?:[\w-]+ ){0,4}(?:either|only|drop|dropped|lose|lost|fail|failed|need|needed|require|required|cannot|can't|could not|couldn't|don't|do not|did not|didn't|were not|are not)\b`, 2, "standard_failed", false),
  cue(String.raw`than (?:any|what) (?:[\w-]+ ){0,4}(?:is|was|are|were) (?:designed|rated|made|built|meant|intended|sold) for|(?:is|are|was|were) (?:not )?(?:designed|rated|meant|intended) (?:only )?for (?:[\w-]+ ){0,3}(?:higher|lower|thicker|thinner|larger|smaller|warmer|colder|faster|slower)`, 2, "standard_failed", false),
  cue(String.raw`nothing (?:registered|approved|available|commercial|on the market|we could buy|we could find|published) (?:[\w-]+ ){0,3}(?:controls?|works?|handles?|solves?|fixes|stops?|prevents?|treats?|does)\b`, 2, "standard_failed", false),
  cue(String.raw`(?:research|studies|work|data|trials|testing|tests) (?:had |has |have )?(?:only )?(?:ever )?(?:been )?(?:done|carried out|published|run|reported|tested) (?:[\w-]+ ){0,2}(?:in|on|for|with|at) (?:other|different|larger|smaller|lab|laboratory|warmer|colder|thicker|thinner)`, 2, "standard_failed", false),
  cue(String.raw`(?:documentation|literature|manuals?|handbooks?|standards?|datasheets?|guides?|vendors?|suppliers?) (?:[\w-]+ ){0,2}(?:said|says|had|has|gave|gives|offered|offers|covered|covers) nothing (?:about|on|for)`, 3, "standard_failed", false),
  cue(String.raw`(?:no|none of the) (?:[\w-]+ ){0,3}(?:on the market|available|commercially available|sold today) (?:[\w-]+ ){0,3}(?:could|can|did|does|do|cured|worked|reached|met|handled|survived|held|lasted|detected|measured)\b`, 3, "standard_failed", false),
  cue(String.raw`(?:engineers?|experts?|scientists?|chemists?|suppliers?|manufacturers?|makers?|vendors?|they|anyone|customers?|clients?|partners?) (?:[\w-]+ ){0,2}(?:did not|didn't|could not|couldn't|do not|don't) (?:know|predict|tell|determine|foresee) (?:whether|if|how|what|which|either)`, 3, "unknown", false),
  // What was published or sold does not reach the case: "the papers we found did not cover tailings this
  // fine", "the suppliers' mix designs assume less than 5% sulphides".
  cue(String.raw`(?:papers|studies|literature|guidance|handbooks?|guides?|manuals?|datasheets?|mix designs|recipes|models|standards|codes) (?:we (?:found|read|could find|checked) )?(?:did not|didn't|do not|don't|does not|doesn't|never) (?:cover|apply to|address|account for|consider|deal with|explain|describe|mention|go (?:below|above|beyond))`, 3, "standard_failed", false),
  cue(String.raw`(?:suppliers?|vendors?|manufacturers?|makers?|literature|documentation|datasheets?|handbooks?)(?:'s?)? (?:[\w-]+ ){0,2}(?:had|has|have|gave|gives|offered|offers) no (?:[\w-]+ ){0,2}(?:corrections?|solutions?|answers?|models?|data|methods?|fix|fixes|guidance|recipes?|values?|products?|coatings?|grades?|options?)|(?:suppliers?|vendors?|manufacturers?|makers?)(?:'s?)? (?:[\w-]+ ){0,2}(?:all )?(?:relied|rely|relies|depended|depend|depends) on`, 3, "standard_failed", false),
  // "The only growth data for insect meal is from warm tanks": what is known covers other conditions.
  cue(String.raw`the only (?:[\w-]+ ){0,2}(?:data|studies|figures|results|tables|research|literature|trials|work|curves) (?:[\w-]+ ){0,4}(?:is|are|was|were|comes?|came) (?:from|for|on|in)\b`, 2, "standard_failed", false),
  cue(String.raw`(?:fournisseurs?|fabricants?|experts?|littérature|guides?|manuels?) (?:[\w'-]+ ){0,3}ne (?:savai(?:en)?t|savent|pouvai(?:en)?t|peuvent|donnai(?:en)?t|donnent) pas`, 2, "standard_failed", false),
  cue(String.raw`(?:nobody|no one|no-one) (?:[\w-]+ ){0,2}(?:had|has|have) (?:an? |any )?(?:answer|solution|data|fix|way|method|model)s?\b|(?:could not|couldn't|can't|cannot) find (?:one|anything|any) (?:[\w-]+ ){0,2}(?:in the literature|published|in print|online)`, 3, "standard_failed", false),
  cue(String.raw`(?:didnt|didn't|did not) know (?:whether|if|how|why)`, 3, "unknown", false),
  // "The welds cracked a few days later even though they passed inspection": a failure nobody could explain.
  cue(String.raw`(?:cracked|failed|broke|leaked|peeled|warped|delaminated|corroded|drifted) (?:[\w-]+ ){0,6}(?:even though|although|though|despite) (?:they|it|the [\w-]+|passing|meeting)\b`, 2, "unknown", false),
  // "The seed company and the lamp maker each gave different advice".
  cue(String.raw`(?:each |both )?gave (?:us )?(?:different|conflicting|contradictory|opposite) (?:advice|answers|recommendations|numbers)`, 2, "standard_failed", false),
  cue(String.raw`(?:suppliers?|vendors?|manufacturers?|makers?)'? (?:[\w-]+ ){0,2}(?:assume|assumes|assumed|are designed for|were designed for|are rated for|were rated for)`, 2, "standard_failed"),
  cue(String.raw`(?:cause|mechanism|reason|root cause|behaviou?r|effect|limit|answer) (?:was|were|is|are|remained|remains) (?:still )?(?:not |un)(?:known|understood|explained|clear)`, 3, "unknown", false),
  // The field's advice tried and found wanting: "the seed company told us to just seed heavier, but that
  // did not work on our land", "peck drilling as they recommend didn't help", "the normal fix from the
  // reagent company … changed nothing for us".
  cue(String.raw`(?:told|advised|recommended|suggested) (?:us |me )?(?:to )?(?:[\w'-]+,? ){1,6}but (?:that|it|this|they|doing so) (?:did not|didn't|does not|doesn't|failed|made no difference|changed nothing|did nothing|never)\b`, 3, "standard_failed", false),
  cue(String.raw`(?:as|what) (?:[\w'-]+ ){0,3}(?:recommends?|recommended|suggests?|suggested|advises?|advised) (?:[\w-]+ ){0,3}(?:didn't|did not|doesn't|does not|failed to|couldn't|could not|won't|wouldn't) (?:help|work|fix|solve|change|stop|prevent)\b`, 3, "standard_failed", false),
  cue(String.raw`(?:normal|usual|standard|recommended|common|textbook) (?:fix|fixes|solution|solutions|remedy|remedies|answer|advice|approach|practice|way)\b[^.]{0,80}\b(?:changes? nothing|changed nothing|does nothing|did nothing|made no difference|makes no difference|(?:didn't|did not|doesn't|does not) (?:help|work))\b`, 3, "standard_failed", false),
  // "Our winemaking consultant said without sulfites you just keep it cold, but kegs at bars sit warm for weeks".
  cue(String.raw`(?:consultants?|experts?|advisers?|advisors?|agronomists?|vets?|reps?|suppliers?|vendors?|manufacturers?|makers?|textbooks?|handbooks?)(?:'s?)? (?:said|says|told us|recommended|recommends|suggested|suggests|advised|advises)\b[^.]{3,100}\bbut\b`, 2, "standard_failed", false),
  // "The recipe from the cheese school and our culture supplier's guide are made for cow milk", "the drying
  // charts from the province are mostly for wheat and assume mild weather".
  cue(String.raw`(?:recipes?|guides?|handbooks?|guidance|manuals?|tables|charts|schedules|datasheets?|instructions|procedures|equations|curves) (?:[\w'-]+ ){0,6}(?:are|is|were|was) (?:all |only )?(?:made|written|designed|developed|meant|intended|calibrated) for\b`, 2, "standard_failed", false),
  cue(String.raw`(?:recipes|guides|handbooks|manuals|tables|charts|schedules|curves) (?:from|of|in|by) (?:the |our |a )?(?:[\w'-]+ ){0,2}(?:are|were) (?:mostly|mainly|only|all) for\b|(?:recipes?|guides?|handbooks?|guidance|manuals?|tables|charts|schedules|curves) (?:[\w'-]+ ){0,6}(?:assume|assumes|assumed)\b`, 2, "standard_failed", false),
  // "The coatings on the market that shed ice lose that property after a few hundred cycles", "the carbon
  // dioxide sensors sold for bins give false alarms", "had not been tried on tailings this fine", "the
  // standard kiln schedules crack the dry ones": what is sold or known falls short of the case.
  cue(String.raw`(?:coatings|products|systems|sensors|solutions|materials|devices|tools|machines|mixes|blends|additives) (?:(?:on|in) the market|out there) (?:[\w-]+ ){0,4}(?:lose|lost|fail|failed|drift|drifted|break|broke|cannot|can't|don't|do not|only)\b|(?:sold|marketed|offered|available) (?:for|to) (?:[\w-]+ ){1,3}(?:give|gives|gave|fail|fails|failed|drift|drifts|cannot|can't|don't|do not|trigger|raise)\b`, 2, "standard_failed", false),
  cue(String.raw`(?:had|has|have) (?:not|never) been (?:tried|tested|used|shown|proven|done|reported) (?:on|with|in|for|at|below|above)\b|(?:standard|usual|normal|published|recommended) (?:[\w-]+ ){0,2}(?:schedules?|settings?|methods?|recipes?|procedures?|mixes|practices?) (?:crack|cracked|damage|damaged|break|broke|fail|failed|ruin|ruined|warp|warped|split|burn|burned|clog|clogged)\b`, 2, "standard_failed", false),
  // "The published explanations disagree (some say surface energy, some say stiffness)", "panel codes
  // and handbook corrections gave moments that disagreed by a factor of two": when the field's own
  // sources disagree, the answer is not known, and standard practice cannot give it.
  cue(String.raw`(?:explanations|predictions|methods|models|studies|papers|codes|theories|sources|references|estimates|correlations|calculations|simulations)\b[^.;:(]{0,120}\b(?:disagree|disagreed|disagreeing|contradict|contradicted|conflict|conflicted|differ|differed) (?:with each other|with one another|by|from each other|on|about)?`, 3, "unknown", false),
  cue(String.raw`(?:published|existing|available|standard|the usual) (?:[\w-]+ ){0,3}(?:explanations|predictions|methods|models|studies|papers|codes|theories|sources|correlations) (?:[\w-]+ ){0,2}(?:disagree|disagreed|contradict|contradicted|conflict|conflicted)\b`, 2, "standard_failed", false),
  cue(String.raw`without knowing which (?:one |of them |method |model |value )?(?:was|is|were|are) (?:right|correct|true|valid)`, 3, "unknown", false),
  // "We did not find this interaction described anywhere before".
  cue(String.raw`(?:did not|didn't|could not|couldn't|never) (?:find|found|see|saw) (?:this|it|that|anything like (?:this|it|that)|such an? [\w-]+)(?: [\w-]+){0,2} (?:described|reported|published|documented|mentioned) anywhere`, 2, "standard_failed", false),
  // French, for Quebec users.
  cue(String.raw`incertitudes?|incertaine?s?|on ne savait pas|il n'était pas clair|impossible de prévoir|(?:ne|n') (?:savaient|savait|savions|pouvaient|pouvait) pas (?:dire |prévoir |expliquer |quel|quelle|si|comment|pourquoi|quoi|lequel|laquelle|quand)|personne ne (?:savait|pouvait)|aucune (?:donnée|étude|méthode)`, 3, "unknown", false),
];
