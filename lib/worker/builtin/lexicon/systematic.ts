import { cue, type Cue } from "./types";

// Systematic investigation by experiment or analysis. Facets: "experiments" (tests, prototypes,
// trials), "iterations" (what changed between attempts), "measurements" (what was measured; the
// classifier also adds it for figures with units) and "baseline" (what results were compared with).

// "We trained two new students on the lab's procedures": teaching people, not training a model.
const NOT_PEOPLE = String.raw`(?! (?:[\w-]+ ){0,3}(?:students|staff|technicians|operators|employees|people|workers|new hires|interns|apprentices|users|customers|crews?|teams?)\b)`;

export const SYSTEMATIC_CUES: Cue[] = [
  // An "experimental farm" or "experimental station" names a place, and "experimental features" or "experimental
  // expenses" a label, not work done.
  cue(String.raw`experiment(?:s|ed|ing|ation)?\b|experimental(?! (?:farms?|stations?|facilit(?:y|ies)|kitchens?|divisions?|departments?|companies|company|firms?|centres?|centers?|sites?|houses?|homes?|features?|flags?|expenses|costs?|budgets?)(?![\w-]))|expériences?|essais?`, 3, "experiments"),
  cue(String.raw`prototyp(?:e|es|ed|ing)|proof[- ]of[- ]concept|\bpoc\b|mock-?up`, 2, "experiments"),
  cue(String.raw`trials?\b|test (?:runs?|bench|rigs?|matri(?:x|ces)|plans?|series|batch(?:es)?|coupons?|specimens?|campaign|harness)|testbeds?|pilot (?:runs?|batch(?:es)?|study|tests?|plant|units?|lines?|reactors?|digesters?|rigs?|scale|installations?)`, 2, "experiments"),
  cue(String.raw`(?:we|i|team|they) (?:[\w-]+ )?(?:tested|trialled|trialed|evaluated|simulated|trained${NOT_PEOPLE}|benchmarked|characteri[sz]ed|synthesi[sz]ed|formulated|fabricated|assessed|investigated|explored|prototyped)`, 2, "experiments"),
  cue(String.raw`simulat(?:ion|ions|ed|ing)|modell?ed (?:the|how)|finite[- ]element|\bfea\b|\bcfd\b|monte carlo`, 2, "experiments"),
  cue(String.raw`benchmark(?:s|ed|ing)?|profil(?:ed|ing)|load[- ]test(?:s|ed|ing)?|stress[- ]test(?:s|ed|ing)?`, 2, "experiments"),
  cue(String.raw`grid search|parameter sweep|hyper-?parameters?|design of experiments|\bdoe\b|factorial|root[- ]cause analysis|sensitivity analysis`, 2, "experiments"),
  cue(String.raw`test(?:s|ed|ing)?\b|tri(?:ed|al)|analy[sz](?:ed|is|es|ing)`, 1, "experiments"),
  cue(String.raw`formulations?|samples?|batch(?:es)?|specimens?|coupons?|variants?|configurations?|candidates?`, 1, "experiments"),
  cue(String.raw`iterat(?:e|ed|ion|ions|ive|ively|ing)|itérations?`, 2, "iterations"),
  cue(String.raw`(?:first|second|third|fourth|fifth|next|another|final|later|subsequent) (?:attempt|version|iteration|round|prototype|approach|design|try|batch|revision|formulation|run|experiment|trial|model)s?|new (?:prototype|iteration|batch|revision|formulation)s?`, 2, "iterations"),
  cue(String.raw`(?:v|version |rev |revision )\d+\b|rounds? (?:of|\d)`, 1, "iterations"),
  cue(String.raw`(?:re-?ran|re-?tested|re-?trained|re-?designed|re-?wrote|revised|refined|tweaked|adjusted|modified|changed|swapped|replaced|switched|varied|increased|decreased|reduced) (?:the |our |a )?(?:[\w-]+ ){0,3}(?:and|then|to|from|with)`, 1, "iterations"),
  cue(String.raw`baselines?|control (?:groups?|samples?|batch(?:es)?|runs?)|controlled (?:variables?|conditions|experiments?|tests?)|held (?:[\w-]+ )?constant|a\/b|ablation`, 2, "baseline"),
  cue(String.raw`compar(?:ed|ing|ison|isons)|versus|vs\.?|against (?:the |a |our )?(?:baseline|reference|control|benchmark|previous|original|standard)|held-out|hold-?out|cross-validat\w*|test set|validation set`, 2, "baseline"),
  cue(String.raw`measur(?:ed|ing|ement|ements)|mesur(?:é|ée|és|ées|er|es)|recorded (?:the )?(?:[\w-]+ )?(?:values?|readings?|results?|data|times?)|quantif\w+|statistic\w*|standard deviation|p-values?|error bars|repeatab\w+|reproducib\w+`, 2, "measurements"),
  cue(String.raw`(?:we|i) (?:[\w-]+ )?(?:tried|ran|built|implemented|wrote|developed|designed|mixed|applied|coded|cured|coated|printed|assembled|machined|trained${NOT_PEOPLE}|tuned|calibrated)`, 1, "experiments"),
  cue(String.raw`(?:each|every) (?:round|attempt|version|iteration|trial|run|batch)|(?:the next|the following) (?:one|round|version|attempt|batch|run)|(?:based on|in light of) (?:what we (?:saw|found|learned|measured|observed)|the (?:results|readings|measurements))`, 2, "iterations"),
  cue(String.raw`research (?:projects?|protocols?|studies|study|programs?)|clinical (?:study|studies|trials?)|stud(?:y|ies) (?:design|protocols?)|(?:how|the way) the (?:study|studies|trials?|tests?) (?:is|are|was|were) (?:done|run|designed|set up)`, 2, "experiments"),
  cue(String.raw`(?:set up|built|made|ran|put|did|had|kept|grew|planted|tested) (?:[\w-]+ ){0,4}(?:on the bench|in the lab|in the chamber|in the field|side by side|in (?:our|a|the) (?:[\w-]+ )?(?:chamber|lab|test rig|test cell|wind tunnel|flume|test bay))|(?:same|identical) (?:set|batch|conditions|samples?|inputs?)`, 2, "experiments"),
  // Plain words for an experiment: alternatives built side by side, cycles run, a simulator, loggers.
  cue(String.raw`(?:two|three|four|five|six|seven|eight|nine|ten|twelve|\d+) (?:[\w-]+ ){0,2}(?:layouts|designs|versions|variants|shapes|recipes|sequences|setups|set-ups|configurations|mixes|blends|options|approaches|methods|geometries|arrangements|panels|plots|bays|beds|columns|cells)\b`, 2, "experiments"),
  cue(String.raw`(?:wet-dry|freeze-thaw|thermal|heat|load|charge|wash|fatigue|pressure|test|wear) cycles|through (?:[\w-]+ ){0,2}cycles|test (?:panels|pieces|parts|plots|walls|boards|units|cells|builds)|simulators?|test (?:suite|scripts?)|replay(?:s|ed)? (?:[\w,.-]+ ){0,3}(?:traces?|sequences?|logs?|recordings?|sessions|traffic|requests|events)`, 2, "experiments"),
  cue(String.raw`(?:logging|logged|recording|recorded|taking|took|reading|read) (?:[\w-]+ ){0,2}(?:readings|values|measurements|temperatures|pressures|weights|times|data) (?:every|each|at|for|against|from|on)|(?:data |temperature |pressure )?loggers?|thermocouples?|strain gauges?|weighed`, 2, "measurements"),
  cue(String.raw`against (?:[\w-]+ ){0,2}(?:samples?|references?|controls?|standards?|bays?|plots?|batch(?:es)?|runs?)|(?:compared|comparing) (?:them |it |each )?(?:with|to|against)`, 2, "baseline"),
  cue(String.raw`test (?:strips|plots|pens|rows|plants|fields|sites|lots)|(?:untreated|unsprayed|unmodified|untouched|plain|standard|normal) (?:[\w-]+ )?(?:strips|plots|pens|samples|batch(?:es)?|rows|panels|beds|bays|cells|units)|(?:beside|next to|alongside) (?:them|it|each)`, 2, "baseline"),
  cue(String.raw`(?:counted|weighed|timed|scored|tallied|sampled|assayed|titrated|photographed) (?:the |each |every |all )?(?:[\w-]+ ){0,3}(?:in|on|at|over|after|for|and|every|each)\b`, 2, "measurements"),
  // "Coolant at 20/40/70 bar, peck 0.1/0.2/0.4 mm": a factor set at three or more levels. The unit keeps
  // dates (12/03/2025) out.
  cue(String.raw`\d{1,5}(?:\.\d{1,3})?(?:\/\d{1,5}(?:\.\d{1,3})?){2,6} ?(?:bar|psi|kpa|mpa|mm|cm|µm|um|m|°c|°f|c|%|rpm|mg|g|kg|ml|l|s|min|h|v|a|w|kw|hz|khz|ppm|g\/t|g\/l|mg\/l|ms)(?![\w])`, 2, "iterations"),
  // "On 1,000 photos it had never seen, it got 81% right, against 50% for guessing": held-out data, chance.
  cue(String.raw`(?:photos|images|pictures|samples|examples|cases|records|items|recordings|clips|files|data) (?:it|the model|the network|the classifier) (?:had|has) (?:never|not) (?:seen|been trained on)|unseen (?:data|photos|images|samples|examples|cases)|(?:against|versus|vs\.?|compared (?:with|to)) (?:\d{1,3}(?:\.\d{1,2})? ?% )?(?:for )?(?:guessing|chance|random(?: guessing| choice)?|a coin (?:flip|toss))\b`, 2, "baseline"),
  // "One run the usual way, two on a controller": a control kept beside the trial; "moisture cables read 4
  // depths every hour": readings taken on a schedule.
  cue(String.raw`(?:one|half|some|the other|the rest|a third) (?:[\w-]+ ){0,2}(?:the usual way|the normal way|the old way|as usual|as before|as always)`, 2, "baseline"),
  cue(String.raw`(?:read|reads|reading|logged|logs|logging|measured|measures|measuring|recorded|records|recording|sampled|samples|sampling|weighed|checked) (?:[\w-]+ ){0,3}every (?:hour|minute|second|day|morning|shift|week|\d+ (?:s|sec|seconds|min|minutes|h|hours|days|m|cm|mm))\b`, 2, "measurements"),
  // "We went about it methodically, powder by powder and level by level": one factor after another.
  cue(String.raw`methodical(?:ly)?|one (?:variable|factor|change|thing|parameter|setting) at a time|(?:powder|sample|batch|variable|factor|level|step|layer|part|piece|strain|dose|rate|setting|material|grade|additive) by (?:powder|sample|batch|variable|factor|level|step|layer|part|piece|strain|dose|rate|setting|material|grade|additive)\b`, 2, "iterations"),
  // "We put a power analyzer on 4 units": an instrument set on the work to measure it.
  cue(String.raw`(?:put|hooked|connected|attached|clamped|mounted|placed|wired) (?:up )?(?:a |an |the |our )?(?:[\w-]+ ){0,2}(?:analy[sz]ers?|meters?|oscilloscopes?|scopes?|loggers?|probes?|gauges?|thermocouples?|accelerometers?|load cells?|flow ?meters?) (?:on|to|onto|into|in)\b`, 2, "measurements"),
  // "Testing each powder at different levels": a factor varied over set values.
  cue(String.raw`(?:testing|tested|trying|tried|ran|running|run) (?:each|every|all|the) (?:[\w-]+ ){0,2}at (?:different|several|various|two|three|four|five|six|\d+) (?:levels|doses|rates|temperatures|concentrations|speeds|settings|pressures|loadings|depths|thicknesses|ratios)\b`, 2, "experiments"),
  // Counted test pieces made, in any tense: "we made 12 small batches", "we do bottle roll tests".
  cue(String.raw`(?:we|i) (?:made|make|ran|run|brewed|brew|baked|bake|mixed|mix|poured|pour|cast|printed|print|built|build|grew|grow|planted|plant|do|did) (?:\d+|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|a dozen|several|dozens of) (?:[\w-]+ ){0,2}(?:batches|samples|tests|runs|trials|prototypes|bottles|strips|plots|loaves|bricks|cylinders|coupons|boards|units|parts|specimens|panels|beams|cubes|pots|tanks|jars|lots)\b`, 2, "experiments"),
  cue(String.raw`(?:we|i) (?:do|run|are running|are doing|make|perform|carry out) (?:[\w-]+ ){0,3}(?:tests|trials|experiments|test runs)\b`, 2, "experiments"),
  // Tests counted without a pronoun, as in notes: "Work: 16 lab flotation tests, …, two repeats each".
  cue(String.raw`(?:\d+|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|a dozen|dozens of) (?:[\w-]+ ){0,2}(?:tests|trials|test runs|experiments)\b|(?:two|three|four|five|\d+) (?:repeats|replicates|repetitions) (?:each|of each|per)\b|in (?:duplicate|triplicate)\b`, 2, "experiments"),
  // Counted runs with a factor varied: "we ran 12 kiln charges with different starting humidity".
  cue(String.raw`(?:ran|made|tried|tested|built|cast|baked|brewed|mixed|printed|poured|grew) (?:\d+|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|a dozen|dozens of) (?:[\w-]+ ){0,3}(?:with|at|using|under) (?:different|varying|various|several|increasing|decreasing|two|three|four)\b`, 2, "iterations"),
  cue(String.raw`(?:nous avons|on a) (?:testé|essayé|mesuré|comparé|fabriqué|fait (?:des|\d+) (?:essais|cuves|lots))|essais? (?:comparatifs?|en parallèle)`, 2, "experiments"),
  // French: "deux témoins, deux avec le calendrier du fabricant, deux avec notre calendrier".
  cue(String.raw`(?:deux|trois|quatre|\d+) (?:chambres |parcelles |lots |bacs |cuves )?témoins?|(?:on a|nous avons) (?:pesé|analysé|suivi|divisé)|chaque (?:mois|semaine|jour|essai|lot) (?:on a|nous avons)`, 2, "experiments"),
];
