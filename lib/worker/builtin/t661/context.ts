import { IRREGULAR_PAST } from "../text/verbs";
import { hasAny, hasAnyPhrase, hasDigit, looksPast, phraseIndex, phrases, startsWithPhrase } from "../text/tokens";

// Sentences that belong in no line: requests to the assistant, table headers, fragments without a
// verb, company background and plans for later. Each test reads the sentence's words once.

// Openings of a message addressed to the assistant rather than a description of the work.
const REQUEST_OPENINGS = phrases([
  "please", "pls", "can you", "could you", "would you", "will you", "hi", "hello", "hey", "dear", "thanks", "thank you",
  "cheers", "regards", "best regards", "kind regards", "sincerely", "best wishes", "help me", "i need", "we need the", "i'd like", "i would like", "here are", "here is", "here's", "below are", "below is",
  "see attached", "see below", "draft", "write", "turn", "convert", "prepare", "generate", "summarise", "summarize",
  "rewrite", "make sure", "keep it", "use the", "fill in",
  // The prompts of a form or workbook pasted with the answers ("Describe your business and ...").
  "describe", "explain", "provide", "outline", "identify", "list the", "tell us", "tell me", "give",
]);

// Words that only a request about the form itself uses.
// "SR&ED" reads as the words "sr" and "ed".
const FORM_WORDS = phrases([
  "t661", "line 242", "line 244", "line 246", "lines 242", "word limit", "word limits", "word count",
  "sr ed claim", "the claim", "sr ed description", "sr ed tab", "sr ed section", "sr ed sections", "sr ed part",
  "sr ed parts", "are sr ed", "is sr ed", "for sr ed",
]);

// Remarks about the message itself rather than the work ("hope this is enough", "sorry for the mess").
const META_PHRASES = phrases([
  "let me know", "hope this", "sorry", "anything else", "is this enough", "this is enough", "the notes", "my notes",
  "these notes", "see below", "see above", "as below", "attached", "the draft", "your draft", "make it", "sound professional",
  "plain language", "bullet points", "pasted", "the accountant", "our accountant", "the consultant", "our consultant",
  "deadline", "asap", "for the claim", "for the form", "for the application", "notes for", "notes on", "writeup",
  "write-up", "write up", "the cra", "my accountant", "my consultant", "pasting", "what i have", "what we have so far", "boss", "my manager",
  "we're claiming", "we are claiming", "to claim", "claiming the", "please", "anyway", "where we are", "where we're at",
  "like you ask", "like you asked", "as you ask", "as you asked", "as requested", "here is the description",
  "here is a description", "here is the summary", "here is a summary",
]);
const META_MAX_WORDS = 16;

// A question put to the reader ("What was the objective of the work you want to claim?") is a prompt
// of the form or of the assistant; a question about the work ("Could a two-tier index hold ...?") is
// an unknown.
const READER = new Set(["you", "your", "you're", "you've", "yours"]);

// "Ok so the thing was our plasma table ...": a spoken opening before the point, not a request.
const FILLER_OPENINGS = phrases(["ok", "okay"]);
const SHORT_REPLY_WORDS = 6;

// "fill in the form", "this form asks for": the claim's form; "the form makers' tables", "the form
// ties" are a builder's forms, named by what follows.
const FORM_FOLLOWERS = new Set(["is", "asks", "says", "wants", "has", "for", "and", "or", "requires", "needs", "lines", "fields", "sections", "questions", "with", "please"]);

function namesTheForm(tokens: string[]): boolean {
  return tokens.some((t, i) => t === "form" && (tokens[i - 1] === "the" || tokens[i - 1] === "this") && (i + 1 === tokens.length || FORM_FOLLOWERS.has(tokens[i + 1]!)));
}

export function isRequest(tokens: string[], text = ""): boolean {
  if (tokens.length === 0) return false;
  if (startsWithPhrase(tokens, FILLER_OPENINGS) && tokens.length <= SHORT_REPLY_WORDS) return true;
  if (startsWithPhrase(tokens, REQUEST_OPENINGS)) return true;
  if (text.endsWith("?") && hasAny(tokens, READER)) return true;
  if (tokens.length <= META_MAX_WORDS && hasAnyPhrase(tokens, META_PHRASES)) return true;
  return tokens.length <= 30 && (hasAnyPhrase(tokens, FORM_WORDS) || namesTheForm(tokens));
}

// A pasted table row: cells split by bars or tabs. Rows are data for the preparer, not prose.
export function isTableRow(text: string): boolean {
  let bars = 0;
  for (const ch of text) if (ch === "|" || ch === "\t") bars += 1;
  return bars >= 2;
}

const AUXILIARIES = new Set([
  "is", "are", "was", "were", "be", "been", "being", "am", "has", "have", "had", "do", "does", "did", "can", "could",
  "will", "would", "shall", "should", "may", "might", "must", "cannot", "can't", "couldn't", "didn't", "doesn't", "don't",
  "isn't", "aren't", "wasn't", "weren't", "won't", "wouldn't", "we", "i", "we're", "it's",
]);
const IRREGULAR = new Set(Object.values(IRREGULAR_PAST));

// Whether the sentence has anything that works as a verb. Without one it is a heading, a title or a
// list of nouns ("Project 3: glass-filled housing for outdoor meters").
export function hasVerb(tokens: string[]): boolean {
  return tokens.some((t, i) => AUXILIARIES.has(t) || IRREGULAR.has(t) || looksPast(t) || presentVerbAt(tokens, i));
}

// "copper controls the shift", "each line needs a feed": a word in -s between a noun and what a
// verb takes after it.
const BEFORE_NOUN = new Set(["the", "a", "an", "our", "their", "its", "that", "this", "these", "those", "more", "less", "no", "not", "only", "most", "much"]);
const NOT_BEFORE_VERB = new Set(["the", "a", "an", "our", "their", "its", "of", "in", "on", "for", "with", "to", "and", "or", "by", "at", "from"]);

// "the agitator still leaves curd lumps": an adverb of time before a word in -s marks it a verb.
const BEFORE_VERB = new Set(["still", "always", "often", "never", "sometimes", "usually", "now", "also", "only"]);

function presentVerbAt(tokens: string[], i: number): boolean {
  const t = tokens[i]!;
  if (i === 0 || t.length < 4 || !t.endsWith("s") || t.endsWith("ss")) return false;
  if (i >= 2 && BEFORE_VERB.has(tokens[i - 1]!)) return true;
  return !NOT_BEFORE_VERB.has(tokens[i - 1]!) && BEFORE_NOUN.has(tokens[i + 1] ?? "");
}

// What the company does or sells, in the present tense ("We build monitoring software").
export const BUSINESS_VERBS: ReadonlySet<string> = new Set([
  "build", "sell", "make", "produce", "develop", "provide", "offer", "manufacture", "serve", "operate", "supply",
  "specialise", "specialize", "design", "distribute", "own", "run", "employ", "are", "assemble", "grow", "farm",
  "process", "package", "install", "export", "import", "raise", "breed", "brew", "bake", "roast", "fabricate", "host",
  "repair", "maintain", "market", "license", "ship", "rear", "mine", "harvest", "milk", "retail", "wholesale", "let",
  "help", "machine",
]);
// "Our company sells ...", "Our group develops ...".
const COMPANY = new Set(["company", "firm", "business", "group", "organisation", "organization", "enterprise", "customers", "clients", "customer", "client"]);
const CLIENTS = new Set(["customers", "clients", "customer", "client"]);
const OUR_THINGS = new Set([
  "company", "customer", "customers", "client", "clients", "app", "product", "products", "team", "firm", "business",
  "platform", "software", "users", "plant", "market", "brand", "staff", "service", "services", "head", "office", "main",
]);

// Facts about the company rather than the work: its size, history, money.
const COMPANY_FACTS = new Set([
  "founded", "employs", "employees", "headquartered", "incorporated", "subsidiary", "shareholders", "ceo", "cfo", "cto",
  "coo", "founder", "co-founder", "owner",
  "invoice", "invoices", "price", "budget", "contracts",
]);

// Patents, permits, sales and funding are the business side of the project ("has been patented", "the
// permit was approved"), even in a sentence that reads like a result.
const BUSINESS_SIDE = new Set([
  "revenue", "revenues", "turnover", "payroll", "grant", "grants", "irap", "funding", "patent", "patents", "patented",
  "permit", "permits", "licence", "licensing", "purchases", "sales", "profit", "profits", "regulatory", "fda", "clearance",
  "approval", "approvals", "approved", "approve", "launched", "sell",
]);
// What came after the project on the market: "the city has now rolled it out to its inspectors".
const ROLLED_OUT = phrases(["rolled out", "rolled it out", "rolled them out", "separate project"]);

// "We now use RF welding for the new cuff": what production adopted after the work, not what the work
// found; "we now use 22% less electricity" is a result, told by its figure.
const ADOPTED = phrases(["we now use", "we now make", "we now build", "we now run", "now in production", "went into production", "into full production"]);

// "with their consent and ethics approval": a research ethics board's approval is part of the study.
const RESEARCH_BOARDS = new Set(["ethics", "ethical", "reb", "irb"]);

function businessWord(tokens: string[]): boolean {
  return tokens.some((t, i) => BUSINESS_SIDE.has(t) && !RESEARCH_BOARDS.has(tokens[i - 1] ?? ""));
}

export function isBusinessSide(tokens: string[]): boolean {
  if (hasAnyPhrase(tokens, ADOPTED) && !tokens.some(hasDigit)) return true;
  return businessWord(tokens) || MONEY_SUBJECTS.has(tokens[0] ?? "") || hasAnyPhrase(tokens, ROLLED_OUT);
}

// A sum of money is context where it is the subject ("Budget was about $85k") or the sentence says
// little else ("sand we import at about $113 a tonne"); a cost that standard practice could not meet
// may belong to the uncertainty.
const MONEY_SUBJECTS = new Set(["budget", "cost", "costs", "price", "spend", "spending", "funding"]);

export function mentionsMoney(text: string): boolean {
  return text.includes("$") || text.includes("€") || text.includes("£");
}

// What the company is: "Our family farm milks 240 Holsteins", "The bakery supplies 60 cafés".
const BUSINESSES = new Set([
  "company", "firm", "business", "farm", "bakery", "brewery", "winery", "dairy", "mill", "foundry", "factory", "shop",
  "store", "startup", "cooperative", "co-op", "plant", "app", "product", "platform", "software", "saas", "brand", "group",
  "greenhouse", "greenhouses", "workshop", "sawmill", "orchard", "vineyard", "ranch", "hatchery", "nursery", "clinic",
  "studio", "maker", "manufacturer", "supplier", "producer", "processor", "distributor", "fabricator", "integrator",
  "contractor", "consultancy", "grower",
]);

// "supplies", "milks", "lets": a business verb in the third person.
function businessVerb(word: string): boolean {
  if (word.endsWith("ies")) return BUSINESS_VERBS.has(`${word.slice(0, -3)}y`);
  return word.endsWith("s") && (BUSINESS_VERBS.has(word.slice(0, -1)) || BUSINESS_VERBS.has(word.slice(0, -2)));
}

// "Our shop in Mirabel machines ...", "Our greenhouse in Saint-Rémi produce ...": where the company is
// may stand between it and its verb, which non-native English leaves without its -s.
function companyIntroduced(tokens: string[], text: string): boolean {
  if (tokens[0] !== "our" && tokens[0] !== "the") return false;
  for (let i = 1; i <= 3 && i + 1 < tokens.length; i += 1) {
    if (!BUSINESSES.has(tokens[i]!)) continue;
    const verb = afterPlace(tokens, i + 1, text);
    const word = tokens[verb] ?? "";
    if (businessVerb(word) || (verb > i + 1 && BUSINESS_VERBS.has(word))) return true;
    // "Our company is make recycled plastic lumber": non-native English puts "is" before the verb.
    if ((word === "is" || word === "are") && BUSINESS_VERBS.has(tokens[verb + 1] ?? "")) return true;
  }
  return false;
}

// Past "in Halifax", "in Saint-Rémi", "in Prince George": a place is written with capitals.
const PLACE_WORDS = 3;

function afterPlace(tokens: string[], at: number, text: string): number {
  if (tokens[at] !== "in") return at;
  let j = at + 1;
  while (j < tokens.length && j <= at + PLACE_WORDS && isCapitalised(tokens[j]!, text)) j += 1;
  return j > at + 1 ? j : at;
}

// Written with a capital where it first appears: a name ("Sophie", "Saint-Rémi"), not a word.
export function isCapitalised(word: string, text: string): boolean {
  const at = text.toLowerCase().indexOf(word);
  const first = text.charAt(at);
  return at >= 0 && first !== first.toLowerCase();
}

// "Northwind Apps is a six-person company in Halifax", "Boreal Woodtech is a sawmill equipment maker":
// what the company is, whatever its name.
const NAME_WORDS = 4;
const KIND_WORDS = 5;

function companyDefined(tokens: string[]): boolean {
  const is = tokens.indexOf("is");
  if (is < 1 || is > NAME_WORDS || (tokens[is + 1] !== "a" && tokens[is + 1] !== "an")) return false;
  return tokens.slice(is + 2, is + 2 + KIND_WORDS).some((t) => BUSINESSES.has(t));
}

// "Arctic Air Systems, Whitehorse, builds heat pumps", "Hopscotch Brewing in Kelowna makes craft beer":
// a name of two words or more, in capitals, then what the company does.
// "Boreal Sawmill Tech, Prince George, BC, builds …": a place set off by commas runs on in capitals.
function namedCompanyActs(tokens: string[], text: string): boolean {
  let i = 0;
  while (i < tokens.length && i <= NAME_WORDS + PLACE_WORDS && isCapitalised(tokens[i]!, text)) i = afterPlace(tokens, i + 1, text);
  return i >= 2 && i <= NAME_WORDS + PLACE_WORDS + 1 && businessVerb(tokens[i] ?? "");
}

// "we are 5 people", "we're a team of 8", "we are 12 persons": the company's size.
const HEADCOUNT = new Set(["people", "persons", "employees", "staff", "engineers", "full-time", "ftes"]);
const WE_ARE = phrases(["we are", "we're", "we have", "there are", "a team of", "team of"]);
const HEADCOUNT_REACH = 3;

function statesSize(tokens: string[], text: string): boolean {
  if (!/\d/.test(text) || !hasAny(tokens, HEADCOUNT)) return false;
  const at = phraseIndex(tokens, WE_ARE);
  if (at < 0) return false;
  const after = tokens.slice(at + 1, at + 2 + HEADCOUNT_REACH);
  return after.some(hasDigit) && after.some((t) => HEADCOUNT.has(t));
}

// Spoken openings and an article before the subject ("ok so basically the customers…", "A client wanted…").
const OPENERS = new Set(["ok", "okay", "so", "well", "basically", "honestly", "yeah", "yes", "anyway", "a", "an"]);

// The claim's calendar and the company's marketing: "Our fiscal year ends March 31", "we showed the
// prototype at a trade show".
const CALENDAR_AND_SHOWS = phrases(["fiscal year ends", "fiscal year ended", "our year end", "year end is", "trade show", "tradeshow", "trade fair"]);

// Whatever else the sentence says ("we showed the prototype at a trade show" reads as a finding).
export const isCalendarOrShow = (tokens: string[]) => hasAnyPhrase(tokens, CALENDAR_AND_SHOWS);

// "Hospitals want it so nurses ...", "Contractors lose half the painting season": what the market
// wants or lacks is the motive for the project, not its uncertainty.
const MARKET = new Set([
  "hospitals", "clinics", "contractors", "builders", "farmers", "retailers", "consumers", "buyers", "shoppers",
  "homeowners", "utilities", "municipalities", "cities", "airlines", "carriers", "fleets", "distributors",
]);
const MOTIVES = new Set(["want", "wants", "need", "needs", "lose", "loses", "ask", "asks", "demand", "demands", "expect", "expects", "complain", "pay", "hate"]);

function wantedByMarket(tokens: string[]): boolean {
  return MARKET.has(tokens[0] ?? "") && MOTIVES.has(tokens[1] ?? "");
}

// "The electricity is very expensive in winter, so we want to reduce …": a cost that motivates the
// project, told before what was not known.
const COSTLY = new Set(["expensive", "costly", "pricey"]);
const MOTIVE_LINKS = phrases(["so we want", "so we wanted", "so we need", "so we needed"]);

function costMotive(tokens: string[]): boolean {
  return hasAny(tokens, COSTLY) && hasAnyPhrase(tokens, MOTIVE_LINKS);
}

// "We make 60 samples and put them in water": what is made is for a test, not for sale.
const TEST_ITEMS = new Set([
  "samples", "specimens", "coupons", "batches", "prototypes", "tests", "trials", "runs", "formulations", "blends",
  "mixes", "bars", "cylinders", "cubes", "plots", "strips", "replicates", "versions", "variants",
  // "we make 6 sample": non-native English leaves the count's noun without its -s.
  "sample", "specimen", "coupon", "batch", "prototype", "panel",
]);
const TEST_ITEM_REACH = 4;

export function testItemsFollow(tokens: string[], verb: number): boolean {
  return tokens.slice(verb + 1, verb + 1 + TEST_ITEM_REACH).some((t) => TEST_ITEMS.has(t));
}

// "Hopscotch Brewing in Kelowna makes craft beer, and in 2025 we worked on an IPA": a sentence that
// opens on who the company is stays background, whatever vague work it names after.
export function opensOnCompany(tokens: string[], text: string): boolean {
  return companyDefined(tokens) || namedCompanyActs(tokens, text) || companyIntroduced(tokens, text) || ownsBusiness(tokens) || statesSize(tokens, text) || selfIntroduced(tokens);
}

// "I'm a one-man shop making custom e-bike batteries", "We are a family farm near Brandon": who the
// claimant is, told in the first person.
const I_AM = phrases(["i'm a", "i'm an", "i am a", "i am an", "we're a", "we're an", "we are a", "we are an"]);
const SELF_REACH = 5;

// "we are a 3 person welding shop and we tried to weld …" goes on to the work: it is read for that.
function selfIntroduced(tokens: string[]): boolean {
  if (!startsWithPhrase(tokens, I_AM) || tokens.slice(2).some((t) => t === "we" || t === "i")) return false;
  const from = tokens[0] === "i'm" || tokens[0] === "we're" ? 2 : 3;
  return tokens.slice(from, from + SELF_REACH).some((t) => BUSINESSES.has(t));
}

// "I own a 2-hectare greenhouse growing cucumbers", "we run a 40-cow dairy": the owner says what the
// business is.
const OWNING = new Set(["own", "run", "operate", "manage"]);
const OWNED_REACH = 5;

function ownsBusiness(tokens: string[]): boolean {
  if ((tokens[0] !== "i" && tokens[0] !== "we") || !OWNING.has(tokens[1] ?? "")) return false;
  return tokens.slice(2, 2 + OWNED_REACH).some((t) => BUSINESSES.has(t));
}

// "Hospitals asked us for a cuff that …", "In 2025 our clients asked for an offline mode": what the
// market asked for is the motive for the project, not its uncertainty.
const ASKED = phrases(["asked us", "asked for", "asked if", "asked whether", "requested", "kept asking", "were asking", "started asking"]);
// "… and DFO asked us for a way to digitize them": whoever asks us for something is outside the team.
const ASKED_US = phrases(["asked us for", "asked us to", "asked us if", "asked us whether"]);

function askedByMarket(tokens: string[]): boolean {
  return ((hasAny(tokens, CLIENTS) || hasAny(tokens, MARKET)) && hasAnyPhrase(tokens, ASKED)) || (tokens.includes("us") && hasAnyPhrase(tokens, ASKED_US));
}

// "Growers told us changing batteries was the main reason they would not buy": what buyers say is
// the motive for the project, not what the work taught us.
const BUYERS = new Set(["growers", "users", "fishers", "fishermen", "operators", "drivers", "dealers", "installers", "patients", "owners"]);
const SAYING = new Set(["told", "tell", "said", "say", "complained", "complain", "wanted", "kept", "asked"]);

// What the market or someone outside the team asked for or told us, whatever cue of a line it holds.
export function marketMotive(tokens: string[]): boolean {
  if (askedByMarket(tokens) || wantedByMarket(tokens)) return true;
  const first = tokens[0] ?? "";
  return (MARKET.has(first) || CLIENTS.has(first) || BUYERS.has(first)) && SAYING.has(tokens[1] ?? "");
}

// "… were done separately and are not part of this claim": what the claimant leaves out of the claim.
const OUTSIDE_CLAIM = phrases([
  "not part of this claim", "not part of the claim", "not part of our claim", "not included in this claim",
  "not included in the claim", "excluded from this claim", "excluded from the claim", "outside this claim",
  "outside the claim", "not claiming", "not claimed",
]);

export function outsideClaim(tokens: string[], text: string): boolean {
  return text.includes("claim") && hasAnyPhrase(tokens, OUTSIDE_CLAIM);
}

export function isBackground(allTokens: string[], text: string): boolean {
  if (mentionsMoney(text) || isBusinessSide(allTokens) || hasAny(allTokens, COMPANY_FACTS) || companyIntroduced(allTokens, text)) return true;
  if (companyDefined(allTokens) || namedCompanyActs(allTokens, text) || wantedByMarket(allTokens) || askedByMarket(allTokens) || costMotive(allTokens)) return true;
  let start = 0;
  while (start < allTokens.length - 2 && OPENERS.has(allTokens[start]!)) start += 1;
  const tokens = allTokens.slice(start);
  const [first, second] = tokens;
  // "Customers in Florida were sending boards back": what the customers did or want.
  if (first !== undefined && CLIENTS.has(first)) return true;
  // "The client operates 2,000 km of pipelines": a fact about the client, in the present.
  if (first === "the" && second !== undefined && COMPANY.has(second)) return !tokens.some((t) => looksPast(t) || IRREGULAR.has(t));
  if ((first === "we" || first === "i") && second !== undefined && BUSINESS_VERBS.has(second)) return !testItemsFollow(tokens, 1);
  if (first !== "our") return false;
  if (tokens.slice(1, 4).some((t) => COMPANY.has(t))) return true;
  // "Our field inspection app is used by ...": a thing of the company, then "is" or "are".
  for (let i = 1; i < Math.min(tokens.length, 6); i += 1) {
    if (tokens[i] === "is" || tokens[i] === "are" || tokens[i] === "has" || tokens[i] === "have") return OUR_THINGS.has(tokens[i - 1]!);
  }
  return false;
}

// Who worked on the project and when: facts for the claim's other sections, not the work itself
// ("Two engineers and a technician worked on it", "The project ran from April to March").
const PEOPLE = new Set([
  "engineers", "engineer", "technician", "technicians", "scientists", "scientist", "developers", "developer", "staff",
  "employees", "students", "student", "interns", "intern", "people", "person", "fte", "ftes", "contractors",
  "consultants", "consultant", "postdoc", "professor",
]);
const STAFFING_VERBS = new Set(["worked", "work", "works", "spent", "hired", "involved", "assigned", "dedicated", "joined", "led", "supervised", "helped"]);
const TIMELINE_VERBS = new Set(["ran", "started", "began", "ended", "lasted", "spanned", "continued", "finished", "kicked", "took"]);
const PROJECT_WORDS = new Set(["project", "work", "program", "programme", "effort"]);
// "…, so we started this project in March 2024": when the project began, wherever it is told.
const PROJECT_STARTED = phrases(["started this project", "started the project", "began this project", "began the project", "kicked off the project", "kicked off this project", "launched this project", "launched the project"]);

// "The project was done by our two developers", "We stopped the project in November": who did it and
// when it ended, not what was done.
const STAFFED = phrases(["was done by", "were done by", "was carried out by", "was performed by"]);
const STOPS = new Set(["stopped", "ended", "paused", "closed", "cancelled", "canceled", "shelved", "halted", "wound"]);

function projectStopped(tokens: string[]): boolean {
  const at = tokens.findIndex((t) => STOPS.has(t));
  return at >= 0 && at <= 2 && (tokens[at + 1] === "the" || tokens[at + 1] === "our" || tokens[at + 1] === "down") && PROJECT_WORDS.has(tokens[at + 2] ?? "");
}

// "Our developers spent about 1,400 hours on this": the effort, for the claim's costs, whatever its figure.
const SPENDING = new Set(["spent", "spend", "logged", "put", "invested"]);
const TIME_UNITS = new Set(["hours", "days", "weeks", "months", "person-hours", "person-days", "person-months", "man-hours", "hrs"]);
const SPENT_REACH = 4;

export function effortSpent(tokens: string[]): boolean {
  const at = tokens.findIndex((t) => SPENDING.has(t));
  if (at < 0) return false;
  const unit = tokens.slice(at + 1, at + 1 + SPENT_REACH).findIndex((t) => TIME_UNITS.has(t));
  const after = tokens[at + 2 + unit];
  return unit >= 0 && (after === undefined || after === "on");
}

export function isAdministrative(tokens: string[]): boolean {
  if (hasAny(tokens, PEOPLE) && hasAny(tokens, STAFFING_VERBS)) return true;
  const subject = tokens.slice(0, 3);
  if (hasAny(subject, PROJECT_WORDS) && hasAnyPhrase(tokens, STAFFED)) return true;
  return (hasAny(subject, PROJECT_WORDS) && hasAny(tokens, TIMELINE_VERBS)) || projectStopped(tokens) || (tokens.includes("project") && hasAnyPhrase(tokens, PROJECT_STARTED));
}

// Plans for after the work: not part of the tax year's claim.
const FUTURE_WORDS = new Set(["will", "we'll", "i'll", "upcoming", "launch", "launches", "launching"]);
const FUTURE_PHRASES = phrases([
  "plan to", "plans to", "planning to", "is planned", "are planned", "going to", "next year", "next quarter", "next month",
  "next season", "next spring", "next summer", "next fall",
  "would like to", "we'd like to", "hope to", "hoping to", "intend to",
  "into production", "later this year", "in the coming",
]);
// "Field trial in the spring": a season is later only where nothing is told in the past ("a crack
// grew 3 mm in the winter").
const SEASONS = phrases(["in the spring", "in the summer", "in the fall", "in the autumn", "in the winter"]);

function seasonAhead(tokens: string[]): boolean {
  return hasAnyPhrase(tokens, SEASONS) && !tokens.some((t) => looksPast(t) || IRREGULAR.has(t) || t === "was" || t === "were");
}

// What comes after the work, whatever the sentence predicts on the way ("The next step is a line
// trial, which we expect will cost ...").
const NEXT_STEPS = phrases(["next step", "next steps", "next phase", "next stage", "going forward", "from here on"]);

export function isNextStep(tokens: string[]): boolean {
  return hasAnyPhrase(tokens, NEXT_STEPS);
}

// "Ship behind a flag in v4.2", "Roll out to the second plant": a short order about the release.
const RELEASE_ORDERS = new Set(["ship", "release", "deploy", "roll", "launch", "rollout", "merge"]);
const ORDER_MAX_WORDS = 12;

export function isFuturePlan(tokens: string[], nextStepIsPlan = true): boolean {
  if (tokens.length <= ORDER_MAX_WORDS && RELEASE_ORDERS.has(tokens[0] ?? "")) return true;
  return hasAny(tokens, FUTURE_WORDS) || hasAnyPhrase(tokens, FUTURE_PHRASES) || seasonAhead(tokens) || (nextStepIsPlan && isNextStep(tokens));
}

// A sentence cut off by an excerpt: it ends in an ellipsis, or (inside a file) starts in lower case
// at the excerpt's start or ends without a stop at its end.
export function isCutOff(text: string, atExcerptStart: boolean, atExcerptEnd: boolean): boolean {
  const t = text.trim();
  if (t.endsWith("…") || t.endsWith("...")) return true;
  const first = t.charAt(0);
  if (atExcerptStart && first !== first.toUpperCase()) return true;
  return atExcerptEnd && !/[.!?)"'”]$/.test(t);
}
