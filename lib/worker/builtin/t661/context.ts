import { IRREGULAR_PAST } from "../text/verbs";
import { hasAny, hasAnyPhrase, looksPast, phrases, startsWithPhrase } from "../text/tokens";

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
  "t661", "line 242", "line 244", "line 246", "lines 242", "word limit", "word limits", "word count", "the form", "this form",
  "sr ed claim", "the claim", "sr ed description", "sr ed tab", "sr ed section", "sr ed sections", "sr ed part",
  "sr ed parts", "are sr ed", "is sr ed",
]);

// Remarks about the message itself rather than the work ("hope this is enough", "sorry for the mess").
const META_PHRASES = phrases([
  "let me know", "hope this", "sorry", "anything else", "is this enough", "this is enough", "the notes", "my notes",
  "these notes", "see below", "see above", "as below", "attached", "the draft", "your draft", "make it", "sound professional",
  "plain language", "bullet points", "pasted", "the accountant", "our accountant", "the consultant", "our consultant",
  "deadline", "asap", "for the claim", "for the form", "for the application", "notes for", "notes on", "writeup",
  "write-up", "write up", "the cra", "pasting", "what i have", "what we have so far", "boss", "my manager",
  "we're claiming", "we are claiming", "to claim", "claiming the", "please", "anyway", "where we are", "where we're at",
]);
const META_MAX_WORDS = 16;

// A question put to the reader ("What was the objective of the work you want to claim?") is a prompt
// of the form or of the assistant; a question about the work ("Could a two-tier index hold ...?") is
// an unknown.
const READER = new Set(["you", "your", "you're", "you've", "yours"]);

// "Ok so the thing was our plasma table ...": a spoken opening before the point, not a request.
const FILLER_OPENINGS = phrases(["ok", "okay"]);
const SHORT_REPLY_WORDS = 6;

export function isRequest(tokens: string[], text = ""): boolean {
  if (tokens.length === 0) return false;
  if (startsWithPhrase(tokens, FILLER_OPENINGS) && tokens.length <= SHORT_REPLY_WORDS) return true;
  if (startsWithPhrase(tokens, REQUEST_OPENINGS)) return true;
  if (text.endsWith("?") && hasAny(tokens, READER)) return true;
  if (tokens.length <= META_MAX_WORDS && hasAnyPhrase(tokens, META_PHRASES)) return true;
  return hasAnyPhrase(tokens, FORM_WORDS) && tokens.length <= 30;
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

function presentVerbAt(tokens: string[], i: number): boolean {
  const t = tokens[i]!;
  if (i === 0 || t.length < 4 || !t.endsWith("s") || t.endsWith("ss")) return false;
  return !NOT_BEFORE_VERB.has(tokens[i - 1]!) && BEFORE_NOUN.has(tokens[i + 1] ?? "");
}

// What the company does or sells, in the present tense ("We build monitoring software").
const BUSINESS_VERBS = new Set([
  "build", "sell", "make", "produce", "develop", "provide", "offer", "manufacture", "serve", "operate", "supply",
  "specialise", "specialize", "design", "distribute", "own", "run", "employ", "are", "assemble", "grow", "farm",
  "process", "package", "install", "export", "import", "raise", "breed", "brew", "bake", "roast", "fabricate", "host",
  "repair", "maintain", "market", "license", "ship", "rear", "mine", "harvest", "milk", "retail", "wholesale", "let",
  "help",
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
  "permit", "permits", "licence", "purchases", "sales", "profit", "profits", "regulatory", "fda", "clearance",
]);

export function isBusinessSide(tokens: string[]): boolean {
  return hasAny(tokens, BUSINESS_SIDE) || MONEY_SUBJECTS.has(tokens[0] ?? "");
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
]);

// "supplies", "milks", "lets": a business verb in the third person.
function businessVerb(word: string): boolean {
  if (word.endsWith("ies")) return BUSINESS_VERBS.has(`${word.slice(0, -3)}y`);
  return word.endsWith("s") && (BUSINESS_VERBS.has(word.slice(0, -1)) || BUSINESS_VERBS.has(word.slice(0, -2)));
}

function companyIntroduced(tokens: string[]): boolean {
  if (tokens[0] !== "our" && tokens[0] !== "the") return false;
  for (let i = 1; i <= 3 && i + 1 < tokens.length; i += 1) {
    if (BUSINESSES.has(tokens[i]!) && businessVerb(tokens[i + 1]!)) return true;
  }
  return false;
}

// Spoken openings and an article before the subject ("ok so basically the customers…", "A client wanted…").
const OPENERS = new Set(["ok", "okay", "so", "well", "basically", "honestly", "yeah", "yes", "anyway", "a", "an"]);

// The claim's calendar and the company's marketing: "Our fiscal year ends March 31", "we showed the
// prototype at a trade show".
const CALENDAR_AND_SHOWS = phrases(["fiscal year ends", "fiscal year ended", "our year end", "year end is", "trade show", "tradeshow", "trade fair"]);

// Whatever else the sentence says ("we showed the prototype at a trade show" reads as a finding).
export const isCalendarOrShow = (tokens: string[]) => hasAnyPhrase(tokens, CALENDAR_AND_SHOWS);

export function isBackground(allTokens: string[], text: string): boolean {
  if (mentionsMoney(text) || isBusinessSide(allTokens) || hasAny(allTokens, COMPANY_FACTS) || companyIntroduced(allTokens)) return true;
  let start = 0;
  while (start < allTokens.length - 2 && OPENERS.has(allTokens[start]!)) start += 1;
  const tokens = allTokens.slice(start);
  const [first, second] = tokens;
  // "Customers in Florida were sending boards back": what the customers did or want.
  if (first !== undefined && CLIENTS.has(first)) return true;
  // "The client operates 2,000 km of pipelines": a fact about the client, in the present.
  if (first === "the" && second !== undefined && COMPANY.has(second)) return !tokens.some((t) => looksPast(t) || IRREGULAR.has(t));
  if ((first === "we" || first === "i") && second !== undefined && BUSINESS_VERBS.has(second)) return true;
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

export function isAdministrative(tokens: string[]): boolean {
  if (hasAny(tokens, PEOPLE) && hasAny(tokens, STAFFING_VERBS)) return true;
  const subject = tokens.slice(0, 3);
  return hasAny(subject, PROJECT_WORDS) && hasAny(tokens, TIMELINE_VERBS);
}

// Plans for after the work: not part of the tax year's claim.
const FUTURE_WORDS = new Set(["will", "we'll", "i'll", "upcoming", "launch", "launches", "launching"]);
const FUTURE_PHRASES = phrases([
  "plan to", "plans to", "planning to", "is planned", "are planned", "going to", "next year", "next quarter", "next month",
  "next season", "next spring", "next summer", "next fall", "in the spring", "in the summer", "in the fall",
  "would like to", "we'd like to", "hope to", "hoping to", "intend to",
  "in the autumn", "in the winter", "into production", "later this year", "in the coming",
]);

// What comes after the work, whatever the sentence predicts on the way ("The next step is a line
// trial, which we expect will cost ...").
const NEXT_STEPS = phrases(["next step", "next steps", "next phase", "next stage", "going forward", "from here on"]);

export function isNextStep(tokens: string[]): boolean {
  return hasAnyPhrase(tokens, NEXT_STEPS);
}

// "Ship behind a flag in v4.2", "Roll out to the second plant": a short order about the release.
const RELEASE_ORDERS = new Set(["ship", "release", "deploy", "roll", "launch", "rollout", "merge"]);
const ORDER_MAX_WORDS = 12;

export function isFuturePlan(tokens: string[]): boolean {
  if (tokens.length <= ORDER_MAX_WORDS && RELEASE_ORDERS.has(tokens[0] ?? "")) return true;
  return hasAny(tokens, FUTURE_WORDS) || hasAnyPhrase(tokens, FUTURE_PHRASES) || isNextStep(tokens);
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
