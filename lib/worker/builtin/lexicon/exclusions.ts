import { compileCues } from "./compile";

// Signs of work the CRA excludes from SR&ED (Income Tax Act s. 248(1), "excluded work", and the
// CRA's eligibility policy). weight 2: clearly excluded work; weight 1: a weak sign that only
// counts when it is not outweighed by uncertainty in the same sentence.

export const EXCLUSION_CATEGORIES = {
  routine_data_collection: "Routine data collection",
  quality_control: "Quality control or routine testing to a standard",
  cosmetic: "Style or cosmetic changes",
  commercial_production: "Commercial production",
  market_research: "Market research or sales promotion",
  management: "Management or organisational studies",
  social_sciences: "Social sciences or humanities research",
  routine_software: "Routine software development with known techniques",
  off_the_shelf: "Configuring or deploying off-the-shelf tools",
  bug_fixing: "Bug fixing with standard methods",
  routine: "Work described as routine or straightforward",
  resource_exploration: "Prospecting, exploring or drilling for minerals, petroleum or natural gas",
} as const;

export type ExclusionId = keyof typeof EXCLUSION_CATEGORIES;

export interface ExclusionCue {
  // Lower-case source, matched at a word boundary against lower-cased text like the criterion cues.
  source: string;
  weight: 1 | 2;
  category: ExclusionId;
}

// Whole words at both ends: "crud" is not "crude", "sap" is not "saponifier".
function ex(source: string, weight: 1 | 2, category: ExclusionId): ExclusionCue {
  return { source: String.raw`(?:${source})\b`, weight, category };
}

// "SAP" and "Tableau" only with a word that makes them the products: lower-cased, "sap" is also maple
// sap and "tableau" a French table.
const PLATFORMS = String.raw`(?:shopify|wordpress|wix|squarespace|woocommerce|magento|bigcommerce|webflow|salesforce|hubspot|sap (?:erp|hana|modules?|system|instance|integration|implementation|rollout|s.?4 ?hana)|s.?4 ?hana|netsuite|quickbooks|dynamics 365|odoo|zendesk|servicenow|sharepoint|power bi|tableau (?:desktop|server|online|cloud|dashboards?|workbooks?))`;

export const EXCLUSION_CUES: ExclusionCue[] = [
  ex(String.raw`routine data collection|data entry|(?:collected|collecting|compiled|gathered) (?:[\w-]+ ){0,2}(?:sales|customer|survey|marketing|usage|market) (?:data|figures|statistics)`, 2, "routine_data_collection"),
  ex(String.raw`(?:routine|standard|regular|usual) (?:quality control|qc|qa|quality assurance|testing|tests|inspections?|checks)|quality (?:control|assurance) (?:testing|checks?|process|inspections?)|qa (?:testing|cycle|checklist|pass)`, 2, "quality_control"),
  ex(String.raw`(?:regression|acceptance|smoke|compliance|conformance|certification) test(?:s|ing)?|user acceptance|\buat\b|test cases|(?:test(?:ed|ing)?|verif(?:ied|y|ying)|check(?:ed|ing)?) (?:[\w-]+ ){0,4}(?:against|to|per|meets?) (?:the )?(?:release |product |customer )?(?:spec|specs|specifications?|requirements|standards?|acceptance criteria|checklists?|code)\b`, 2, "quality_control"),
  // Testing every lot to a regulation, shelf-life checks of products already sold, calibrating a bought
  // machine by its maker's procedure: quality control, s. 248(1)(g).
  // Weak signs: a sentence that also shows experimentation ("we tested every unit at three dust loads")
  // is the work, not the inspection.
  ex(String.raw`(?:tested|testing|checked|checking|inspected|inspecting) (?:[\w,-]+ ){0,6}(?:according to|as required by) (?:the )?(?:[\w-]+ ){0,2}(?:requirements|regulations)`, 1, "quality_control"),
  ex(String.raw`(?:tested|testing|checked|checking|inspected|inspecting) every (?:lot|shipment|pallet)|shelf-life (?:testing|tests|checks) (?:on|of) (?:our )?existing products|calibrat(?:ed|ing) (?:[\w-]+ ){0,4}(?:following|per|according to) (?:the )?manufacturer`, 1, "quality_control"),
  // Tests run on every batch or lot as a matter of course, and a food safety plan's checks.
  ex(String.raw`automated optical inspection|\baoi\b|flying[- ]probe|end[- ]of[- ](?:the[- ])?line (?:tests?|testing|inspections?)|(?:for|on) (?:each|every) production (?:lot|batch|run)`, 2, "quality_control"),
  // Testing a product to a standard for its licence or listing, s. 248(1)(g): not an investigation.
  ex(String.raw`(?:safety|emc|emi|compliance|pre-compliance|certification|qualification|environmental|regulatory|biocompatibility|electrical|immunity|emissions?|hipot|leakage|surge|transient) (?:testing|tests?|scans?) (?:[\w-]+ ){0,3}(?:to|per|under|according to) (?:the )?(?:iec|iso|ul|csa|en|astm|ansi|nema|rtca|mil-std|sae|asme|ieee|nfpa|din|cispr|fcc)\b|as the (?:standard|standards|regulation|regulations|norm) requires?|(?:required|needed) (?:for|by) (?:the |our )?(?:licen[cs]e|licensing|certification|market approval|listing)`, 2, "quality_control"),
  ex(String.raw`(?:at|by|to) an? (?:accredited|certified|third-party|independent) (?:test(?:ing)? )?(?:lab|laboratory)|\bgmp\b|good manufacturing practices?`, 1, "quality_control"),
  // A QC lab's routine work on production lots, s. 248(1)(d).
  ex(String.raw`\bqc (?:lab|labs|analysts?|department|team|testing|release)\b|quality control (?:lab|labs|analysts?|department|testing)|(?:production|finished|incoming) lots against`, 2, "quality_control"),
  // A failed production lot traced back with its supplier: quality control, not an unknown.
  ex(String.raw`when (?:a|an|the|one) (?:[\w-]+ )?(?:lot|batch|shipment) failed|(?:failed|rejected|non-conforming) (?:lots|batches|shipments)`, 2, "quality_control"),
  // "Every batch we brew gets tested", "our QC room", "SOPs for the tests": testing each batch as made.
  ex(String.raw`every (?:batch|lot|run|shipment) (?:we|that we) (?:[\w-]+ )?(?:gets|is|are|was|get) (?:tested|checked|inspected|sampled)|\bqc (?:room|bench|checks?|sheets?|logs?)\b|off[- ]spec (?:batches|lots|product)?\s?(?:we|is|are|gets)? ?(?:dump|dumped|blend|blended|rework|reworked)`, 2, "quality_control"),
  ex(String.raw`every (?:finished |incoming |raw material |production )?(?:batch|lot) (?:of (?:[\w-]+ ){1,2})?(?:is|was|gets|got) (?:tested|checked|inspected)|(?:food safety|haccp) (?:plan|program|programme|logs?|records?)`, 2, "quality_control"),
  // Sampling production to control charts: "we measure 5 parts of every 100", "SPC charts", "outside the
  // control limits".
  ex(String.raw`\bspc\b|statistical process control|control (?:limits|charts?)|(?:sampled?|sampling|measured?|measuring|inspected?|inspecting|checked?|checking) (?:\d+ )?(?:parts|pieces|units|samples) (?:of|from|out of|in|per) (?:every|each)\b`, 2, "quality_control"),
  ex(String.raw`iso 9001|first[- ]article inspections?`, 1, "quality_control"),
  // "Testing every vat … as required by our CFIA plan", "adjust the cook temperature per our SOP", "the
  // same FEA load case we always run".
  ex(String.raw`(?:testing|tested|checking|checked|sampling|sampled) every (?:vat|batch|tank|load|run|shift|coil|heat)|as required by (?:our|the) (?:[\w-]+ ){0,2}(?:plan|permit|licen[cs]e|regulations?|program|programme)|(?:per|according to|following) (?:our|the) (?:sops?|standard operating procedures?)|(?:we|they) always (?:run|use|do|apply)`, 2, "quality_control"),
  // "A new quality control program: … salt and fat testing on every batch; out-of-spec batches were held".
  ex(String.raw`quality (?:control|assurance) (?:program|programme|plan|system)|(?:testing|tests|checks?|analysis) (?:on|of|for) every (?:batch|lot|run|shift|load)|out[- ]of[- ]spec(?:ification)?`, 2, "quality_control"),
  // "Getting our new fixture certified to UL 8800 and CSA".
  ex(String.raw`certified (?:to|under|by) (?:ul|csa|iec|iso|en|astm|ansi|nema|fcc|ce|nsf|cul|etl)\b|(?:get|getting|got) (?:[\w-]+ ){0,4}certified\b`, 2, "quality_control"),
  // "Sampled the lagoons every week … using the standard methods the provincial permit requires … wrote
  // the annual compliance report": monitoring a regulator asks for.
  ex(String.raw`(?:the |our |a )?(?:provincial |federal |municipal |environmental |operating )?permits? (?:requires|required|requirements|conditions)|compliance (?:reports?|monitoring|sampling)`, 2, "routine_data_collection"),
  // "With the same pressure-mapping test we use on all our cushions": the house check every product gets.
  ex(String.raw`same (?:[\w-]+ ){0,3}(?:tests?|checks?|inspections?) (?:that )?(?:we|they) (?:use|run|do|apply|give) (?:on|for|to) (?:all|every|each)\b`, 2, "quality_control"),
  // "Every batch gets the same checks", "checks every 50th can", "outside our spec range", "our quality spreadsheet".
  ex(String.raw`every (?:batch|lot|unit|part|run|shipment|tank|brew) (?:gets|goes through|has|undergoes) the same (?:[\w-]+ )?(?:checks|tests|inspections?|analys[ie]s)|(?:checks?|checked|tests?|tested|inspects?|inspected|samples?|sampled) every \d+(?:st|nd|rd|th) (?:can|bottle|unit|part|piece|bag|box|case)|outside (?:our|the) spec(?:ification)? (?:range|limits)|(?:quality|qc|qa) spreadsheet`, 2, "quality_control"),
  ex(String.raw`(?:make|made|making) sure (?:that )?(?:everything|it all|it|the site|the app|all pages) (?:works?|worked|looked|looks|loaded|displays?)|(?:clicked|clicking) through`, 1, "quality_control"),
  ex(String.raw`aesthetics?|elegant|(?:the )?proportions|the look of|(?:for|about) (?:the )?look\b`, 1, "cosmetic"),
  // Work done for the looks of a product: style changes, s. 248(1)(i).
  ex(String.raw`dark mode|new navigation|(?:got|gets|had|needed) a (?:complete |full |total )?(?:redesign|facelift|makeover|refresh)`, 2, "cosmetic"),
  ex(String.raw`(?:get|getting|got) the look right|so (?:it|they) (?:looks?|looked) (?:elegant|good|nice|beautiful|right)`, 2, "cosmetic"),
  ex(String.raw`logos?|colou?r (?:schemes?|palettes?)|fonts?|typography|restyl\w*|look and feel|cosmetic|branding|re-?brand\w*|visual (?:refresh|redesign|identity)|brand (?:guidelines|colou?rs|identity)|facelift|(?:refresh|refreshed|refreshing|update|updated|modernise|modernize)d? (?:the |our )?brand`, 2, "cosmetic"),
  ex(String.raw`(?:redesign(?:ed|ing)?|refresh(?:ed|ing)?|modernis(?:ed|ing)|moderniz(?:ed|ing)) (?:the |our )?(?:[\w-]+ ){0,2}(?:website|site|homepage|home page|logo|ui|user interface|interface|app|pages?|screens?|dashboard|layout)|(?:ui|user interface) (?:refresh|restyle|redesign|update)|css|icons?|mock-?ups? in figma|figma`, 1, "cosmetic"),
  // "Production runs, testing each powder at different levels": a run on the line may be the trial itself,
  // so alone it is only a weak sign.
  ex(String.raw`production runs?`, 1, "commercial_production"),
  // "Producing the first 2,000 mats and sending them to customers", "setting up the production line".
  ex(String.raw`(?:producing|produced|shipped|shipping|sold|selling|delivered|delivering) (?:the |our )?(?:first )?\d[\d,]* (?:[\w-]+ )?(?:units|mats|parts|pieces|boxes|bottles|machines|devices|panels|doors|kits)|set(?:ting)? up (?:the |our |a )?(?:new )?(?:production|manufacturing) (?:line|lines|process|cell)`, 2, "commercial_production"),
  ex(String.raw`commercial production|full-scale production|mass production|(?:shipped|delivered|manufactured) (?:[\w-]+ ){0,2}(?:units|orders) (?:to|for) (?:customers|clients)`, 2, "commercial_production"),
  ex(String.raw`market research|(?:customer|user|client) (?:surveys?|interviews|feedback sessions)|focus groups?|marketing|sales (?:promotion|campaign|team|funnel|pitch)|advertis\w+|\bseo\b|social media|pricing (?:study|strategy)|competitor analysis|black friday|launch campaign|lead generation`, 2, "market_research"),
  ex(String.raw`sales (?:increased|grew|went up|rose|doubled)|boost(?:ed)? sales|conversion rates?|revenue (?:increased|grew|went up|rose|doubled)`, 2, "market_research"),
  ex(String.raw`ad (?:campaigns?|spend|copy|creatives?|budgets?)|conversions? (?:went|rose|grew|increased|doubled|improved|jumped)|bounce rates?|google analytics|click-through rates?`, 2, "market_research"),
  ex(String.raw`taste (?:panels?|tests?) with (?:[\w-]+ ){0,2}(?:customers|consumers|shoppers|people)|(?:tasting|taste) panel (?:liked|preferred|picked|chose|approved|loved)|(?:tasting|taste) panels? (?:at|in) (?:the |our )?(?:taproom|tap room|store|shop|restaurant|café|cafe|bakery|market|bar|pub)|(?:tasting|taste) panels? to (?:decide|choose|pick|select) which|surveys? on (?:instagram|facebook|social media|linkedin|tiktok)|(?:instagram|facebook|online) (?:surveys?|polls?)`, 2, "market_research"),
  ex(String.raw`preference (?:study|studies|test|tests|survey)|refresh(?:ed|ing)? the look|look and grip|colou?r finishes|handle shapes`, 2, "cosmetic"),
  // A panel of customers rating looks or comfort, and a style: what sells, not what was unknown.
  ex(String.raw`panel of (?:[\d,]+ )?(?:customers|consumers|shoppers|users|people|clients)|(?:customer|consumer|shopper) panels?|in an? (?:[\w-]+ ){0,2}style\b|(?:different|new) (?:finishes|colou?rs|fabrics|styles)`, 1, "market_research"),
  ex(String.raw`customer feedback|customers (?:said|loved|liked|told us|asked for|requested)`, 1, "market_research"),
  // "Rated each for scent appeal, skin feel and how premium the product looked".
  ex(String.raw`(?:scent|fragrance|visual|shelf|consumer|aesthetic) appeal|skin feel|how premium|looked premium|(?:fragrance|scent) blends`, 2, "cosmetic"),
  // "We surveyed 600 people online about colours, fits and price, ran two pop-up shops to test which styles sold".
  ex(String.raw`surveyed (?:[\d,]+ )?(?:people|customers|users|shoppers|consumers|respondents|buyers)|pop-up (?:shops?|stores?)|which (?:styles|colou?rs|designs|looks|flavou?rs|scents|packages) (?:sold|sell|customers (?:liked|preferred))`, 2, "market_research"),
  ex(String.raw`management (?:study|studies|consult\w*)|org(?:anizational|anisational)? (?:chart|restructur\w*)|business process(?:es)?|employee (?:training|satisfaction|engagement)|retrain(?:ed|ing)? (?:the |our )?(?:operators|staff|workers|employees|technicians)|human resources|team-building`, 2, "management"),
  ex(String.raw`social sciences?|psycholog\w+|sociolog\w+|consumer behaviou?r|humanities`, 2, "social_sciences"),
  ex(String.raw`${PLATFORMS}`, 2, "routine_software"),
  ex(String.raw`(?:dawn|premium|stock|standard|pre-?built|free|paid|bootstrap|tailwind|wordpress|shopify) (?:themes?|templates?)|plugins?|e-?commerce (?:site|store|website|shop)|online (?:store|shop)|landing pages?|crud|boilerplate|no-code|low-code|drag-and-drop|page builder`, 2, "routine_software"),
  ex(String.raw`(?:standard|existing|well-known|common|known|established) (?:libraries|library|frameworks?|design patterns?|techniques?|methods?|practices?|components?) (?:[\w-]+ ){0,3}(?:to|for)|(?:followed|following|using|per) (?:the )?(?:[\w-]+ ){0,3}(?:documentation|docs|guides?|tutorials?|playbooks?|runbooks?|best practices|instructions|quickstart)`, 2, "routine_software"),
  ex(String.raw`(?:configur(?:ed|ing)|set up|setting up|install(?:ed|ing)|customi[sz](?:ed|ing)|deploy(?:ed|ing)|integrat(?:ed|ing)|connect(?:ed|ing)|enabl(?:ed|ing)) (?:the |an? |our |some |a few )?(?:[\w-]+ ){0,3}(?:off-the-shelf|out-of-the-box|vendor|saas|plugins?|apps?|extensions?|cms|erp|crm|${PLATFORMS}|stripe|paypal|google analytics|mailchimp|zapier)`, 2, "off_the_shelf"),
  ex(String.raw`(?:migrat(?:e|ed|ing|ion)|mov(?:ed|ing)|lift(?:ed)?[- ]and[- ]shift(?:ed)?) (?:[\w-]+ ){0,5}(?:to|onto|into) (?:the )?(?:aws|azure|gcp|google cloud|the cloud|cloud|ec2|rds|s3|kubernetes|office 365|microsoft 365)|(?:aws|azure|cloud) migration`, 2, "off_the_shelf"),
  ex(String.raw`themes?|templates?`, 1, "routine_software"),
  ex(String.raw`off[- ]the[- ]shelf|out[- ]of[- ]the[- ]box|turnkey|vendor-supplied`, 1, "off_the_shelf"),
  ex(String.raw`bug ?fix(?:es|ing)?|(?:fix|fixed|fixing) (?:[\w-]+ ){0,3}bugs?|hot-?fix(?:es)?|troubleshoot\w*|debugg(?:ed|ing)|patch(?:ed|ing)? (?:the |our )?(?:[\w-]+ )?(?:bugs?|issues?|vulnerabilit\w+)`, 1, "bug_fixing"),
  // Not the firmware noun: "the sleep routine", "an interrupt routine".
  ex(String.raw`(?<!(?:sleep|wake-up|wakeup|interrupt|startup|start-up|boot|service|init|error|isr|main|cleaning|calibration) )routine|straightforward|simply (?:configured|installed|added|used|followed)|nothing (?:new|novel)|standard practice|industry standard|as usual|(?:routine|regular|ongoing|scheduled) maintenance|maintenance (?:work|tasks|updates|releases)|upgrad(?:ed|ing) (?:to|the) (?:latest|new(?:er)?) versions?`, 1, "routine"),
  // Income Tax Act s. 248(1), "scientific research and experimental development", para. (k): a well
  // drilled to find or produce oil is excluded, whatever its data also tested (ExxonMobil, 2019 TCC 108).
  // "a junior exploration company … ran a drilling program on our claims": looking for the deposit, s. 248(1)(g).
  // "Whether the high-grade shoot intersected in 2021 continues below 400 m": where an ore body goes is a
  // fact about one deposit, found by exploring for it, whatever the model or method (s. 248(1)(g)).
  ex(String.raw`(?:junior |mineral |mining )?exploration (?:company|companies|program(?:me)?s?|campaigns?|season|geologists?)|(?:diamond |core )?drilling (?:program(?:me)?s?|campaigns?)|(?:on|across) (?:our|the) (?:mining )?claims\b|(?:(?:gold|silver|copper|nickel|zinc|lithium|uranium|ore|mineral|mineralized|mineralised|high-grade) (?:zone|showing|deposit|vein|shoot|lens|body|horizon)s?|the (?:vein|orebody|ore body|mineralization|mineralisation)) (?:[\w-]+ ){0,4}(?:continues?|extends?|plunges?|persists?)\b`, 2, "resource_exploration"),
  // "Drilled fourteen diamond-drill holes to test whether the vein continues at depth, logged and assayed
  // the core, ran a ground geophysical survey and updated our resource model": finding the deposit.
  ex(String.raw`(?:diamond[- ]drill|drill|core) holes\b|(?:logged|assayed|split) (?:and (?:logged|assayed|split) )?(?:the )?(?:drill )?core\b|(?:ground |airborne )?geophysical surveys?|resource (?:model|estimate)s?\b`, 2, "resource_exploration"),
  ex(String.raw`(?:oil|gas|petroleum|exploration|appraisal|delineation) wells?|(?:exploration|prospecting) (?:licen[cs]es?|permits?|drilling)|(?:prospecting|exploring|drilling) for (?:oil|gas|petroleum|minerals?|ore)`, 2, "resource_exploration"),
];

export const COMPILED_EXCLUSION_CUES = compileCues(EXCLUSION_CUES);
