import { cue, type Cue } from "./types";

// Records kept as the work went on (contemporaneous). Facets: "records" (named kinds of records) and
// "dated" (said to be dated); the classifier also adds "dated" for sentences holding a date and "files"
// for attached evidence files.

export const DOCUMENTATION_CUES: Cue[] = [
  cue(String.raw`lab(?:oratory)? (?:notebooks?|notes?|books?|journals?|records?|logs?)|engineering (?:notebooks?|logs?|notes)|test (?:logs?|records?|reports?|results? (?:sheets?|spreadsheets?|logs?))|experiment(?:al)? (?:logs?|records?|notes|journals?)|design (?:docs?|documents?|reviews?|notes|specs?)|technical (?:reports?|memos?|notes|documents?)|cahiers? de laboratoire|fiches? (?:de fabrication|de production|d'essais?|techniques?)|feuilles? (?:de production|de fabrication|de suivi|d'essais?)|registres? de production`, 3, "records"),
  cue(String.raw`\beln\b|electronic lab(?:oratory)? notebooks?|lims\b|benchling|commits?|committed|git(?:hub|lab)?\b|pull requests?|merge requests?|version control|jira|tickets?|issue tracker|confluence|wiki|notion|spreadsheets?|jupyter|notebooks?|timesheets?|meeting (?:notes|minutes)|photos?|videos?|screenshots?|cad (?:files|drawings|models)|log files?|run logs?|mlflow|weights (?:&|and) biases|wandb|testrail|tracked in`, 2, "records"),
  cue(String.raw`logged|(?<!(?:poorly|badly|barely|not well|thinly) )documented|wrote (?:it |them |everything |this )?(?:up|down)|write-?ups?|kept (?:a |an |the )?(?:records?|logs?|notes|track)|recorded (?:in|on|each|every|all)`, 2, "records"),
  // Somebody else's documentation or data sheets are what standard practice offered, not records: only
// documentation kept or written by the claimant counts.
  cue(String.raw`(?:keep|keeps|kept|keeping) (?:a |an |the |our |his |her |their )?(?:[\w-]+ ){0,3}(?:file|files|binders?|notebooks?|journals?|logs?|results|records|data|readings|spreadsheets?|photos|documentation|docs|sheets?|scans|plans|recordings|analys[ie]s|reports|drawings|calculations|videos)|(?:our|internal|project|design) (?:[\w-]+ )?(?:documentation|docs)\b`, 2, "records"),
  // "We wrote both results up", "time sheets", "chain-of-custody forms", "instrument logs".
  cue(String.raw`wrote (?:both |all |the |our |each |every )?(?:[\w-]+ ){0,2}(?:results|findings|tests|runs|trials) (?:up|down)\b|time ?sheets?|chain[- ]of[- ]custody (?:forms?|records?)|instrument logs?`, 2, "records"),
  cue(String.raw`(?:log|logs|logged|record|records|recorded|write|writes|wrote|note|notes|noted) (?:[\w-]+ ){0,5}(?:as (?:he|she|we|they|i) (?:work|works|worked|went)|as the work (?:went|goes) on|at the time|each day|every day|as it goes)|(?:lab|project|ring|data|record|records|three-ring|trial|test|run|batch) binders?|binders? of (?:notes|records|results|data|readings)|log ?books?|field (?:notes|books?|sheets?)|bench (?:notes|sheets?)|recorded (?:the )?(?:[\w-]+ )?(?:results|readings|values|data)`, 2, "records"),
  // "I wrote the readings in the farm diary each morning": a diary kept for the work.
  cue(String.raw`(?:farm|work|site|field|shop|daily|project|lab|test|production|batch) diar(?:y|ies)`, 2, "records"),
  // Records said to be dated ("in the binder with the date", "lab reports, dated", "stored by timestamp")
  // are dated, though no date is written out.
  cue(String.raw`(?:notes|logs?|records?|entries|sheets?|reports?|files|photos|results|data|readings|binders?|notebooks?|books?|spreadsheets?|measures|measurements|travell?ers?|diar(?:y|ies))(?:,? [\w()'-]+){0,6},? with (?:the |their |its |a |each |every )?(?:[\w-]+'s )?dates?\b`, 2, "dated"),
  // A version history and a data logger stamp every entry with its time.
  // "Experiments are tracked in MLflow … and the code is in GitHub": tools that stamp each entry.
  cue(String.raw`(?:tracked|logged|kept|stored|recorded|saved) in (?:our |an |the )?(?:mlflow|weights (?:&|and) biases|wandb|jira|benchling|github|gitlab|bitbucket|eln|confluence)\b|(?:code|commits?|changes) (?:is|are|was|were) (?:all )?(?:in|on|pushed to) (?:github|gitlab|bitbucket|git)\b`, 2, "dated"),
  // "…counted cracked boards after each load, and recorded it all", "wrote the results on sheets we still have".
  cue(String.raw`recorded (?:it all|everything|all of it|all of this|them all)\b|wrote (?:the |our |all the |all our )?(?:results|readings|numbers|measurements|data|weights|counts) (?:on|in|into|down on|down in)\b`, 2, "records"),
  // "The trial records and scale tickets": tickets and time stamps carry their own dates.
  cue(String.raw`(?:scale|weigh|weight|delivery|batch|job|lab) tickets|time-?stamped|timestamps`, 2, "dated"),
  // "All the measures are in the Excel file of the quality department with the date of each panel".
  cue(String.raw`with (?:the )?dates? (?:of|for) (?:each|every|all the|the) (?:[\w-]+ )?(?:runs?|tests?|batch(?:es)?|trials?|samples?|panels?|pours?|lots?|builds?|pieces?|parts?|specimens?|readings?|measurements?|charges?|slabs?|plots?)\b`, 2, "dated"),
  // To log is to write down as it happens: "leakage and wear measured and logged", "we logged all the
  // climate settings and weekly yields in the climate computer".
  cue(String.raw`(?:measured|recorded|weighed|counted|tested|checked|read|sampled) and logged|(?:we|i|they|he|she) logged|(?:were|was|are|is|got|all) logged`, 2, "dated"),
  cue(String.raw`git (?:history|log)|commit (?:history|log)|version history|(?:data ?)?logger (?:data|files|records|readings)`, 2, "dated"),
  // "the charge sheets for every run", "we logged each batch on our bake sheets": a record made for each
  // run is made as the work goes on.
  cue(String.raw`(?:logged|recorded|noted|wrote down|documented|photographed|weighed and logged) (?:[\w-]+ ){0,2}(?:every|each) (?:run|test|batch|trial|charge|sample|shift|build|pour|lot|iteration|experiment|prototype|cycle|panel|reading)s?\b`, 2, "dated"),
  cue(String.raw`(?:sheets?|logs?|records?|notes|reports?|certificates?|photos|readings|results|data|printouts?|charts?) (?:[\w-]+ ){0,3}(?:for|of|from) (?:every|each) (?:run|test|batch|trial|charge|sample|shift|build|pour|lot|iteration|experiment|prototype|cycle)s?\b`, 2, "dated"),
  // "Each test was logged with the date, the thickness and the cycle count".
  cue(String.raw`(?:logged|recorded|noted|entered|written down|filed) with (?:the |its |their |a )?dates?\b`, 2, "dated"),
  cue(String.raw`(?:fiches?|feuilles?|notes|registres?|cahiers?|résultats|relevés) (?:[\w'-]+ ){0,3}datée?s?\b`, 2, "dated"),
  cue(String.raw`(?:notes|logs?|records?|entries|sheets?|reports?|files|photos|results|data|readings|pages) (?:are |were |is |was )?(?:all |each )?dated|, dated|dated (?:[\w-]+ ){0,2}(?:photos|entries|records|notes|sheets|files|reports|logs|lab|spreadsheets?|notebooks?|tables|binders?|log ?books?|database|pages)|(?:organi[sz]ed|logged|named|archived) (?:[\w-]+ ){0,4}by (?:date|timestamp)|dates? (?:for|on|with) (?:every|each) (?:reading|entry|sample|run|batch|test|measurement)|time-?stamped|date-?stamped`, 2, "dated"),
  cue(String.raw`repositor(?:y|ies)|(?:logger|data|raw|result|results|csv|excel) files?|daily (?:[\w-]+ ){0,2}logs?|(?:bake|batch|run|job|shop|test) (?:sheets?|binders?|books?|records?|travell?ers?)|(?:cloud |storage |s3 )bucket`, 2, "records"),
  // "Stored by timestamp", "we kept the rig data and the video files by date", "saved by run date", "in a
  // shared drive by date".
  cue(String.raw`(?:stored|filed|sorted|kept|saved) (?:the |our |all )?(?:[\w-]+ ){0,7}by (?:run |test |batch |sample |entry )?(?:date|timestamp)|(?:drive|folder|server|database|sharepoint) by date`, 2, "dated"),
  // "Growth-room sheets", "brew logs", "lab results": what the records are called varies by trade.
  cue(String.raw`(?:lab|bench|test|trial|growth-room|room|run|brew|batch|field|dig|plot|sample|data|survey|count|tank|scoring|assay|drill|inspection|thermistor|sensor) (?:sheets?|logs?|results)\b`, 2, "records"),
  // "Raw data on file", "test data in our engineering folder", "scoring sheets in the shared drive".
  cue(String.raw`raw data|test data|on file\b|(?:shared|network|team|project|engineering) (?:drive|folder)|quality (?:system|management) records`, 2, "records"),
  // A commit, a pull request or a merge request carries its own date.
  cue(String.raw`\b(?:commits|pull requests|merge requests)\b`, 2, "dated"),
  cue(String.raw`notes|records?\b|reports?\b|each (?:day|run|test|batch|iteration|experiment)|every (?:run|test|batch|iteration|experiment)|daily|weekly`, 1, "records"),
  // French, for Quebec users: "Tout est noté dans le cahier de l'entrepôt et les fiches du labo".
  cue(String.raw`(?:noté|notés|notées|consigné|consignés|consignées|inscrits?|enregistrés?) (?:[\w'-]+ ){0,2}dans (?:le |la |les |nos |notre |un |une )?(?:cahiers?|registres?|fiches?|classeurs?|journal|chiffriers?|tableurs?)|cahiers? (?:de |d'|du )(?:[\w'-]+ ){0,2}|fiches? (?:du |de )(?:labo|laboratoire|chantier|essais?)`, 2, "records"),
];
