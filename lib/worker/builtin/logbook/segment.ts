import { countWords } from "@/lib/shared/limits";
import type { TaskEnvelope } from "@/lib/worker/schemas";
import { userMessages } from "../corpus";
import { LABELS } from "../lexicon/logbook-cues";
import { dateOfTimestamp, yearOf } from "../text/dates";
import { splitSentences } from "../text/sentences";
import { joinedInBrackets } from "./brackets";
import { isChatter, saysNoWork } from "./chatter";
import { isSmsBackup, smsBackupAsChat } from "./sms-backup";
import { isYamlLog, yamlLogAsNotes } from "./yaml-log";
import { figureIn } from "./figures";
import { csvAsTable } from "./csv";
import { withoutFillers } from "./fillers";
import { withFootnotesInline } from "./footnotes";
import { formLine, isPageField, splitFormFields } from "./form";
import { isCrewHeader, withoutChatStamp, withoutChatter, withoutDayRule, withoutHeaderFields } from "./frames";
import { flattenGitLog, isGitLog } from "./gitlog";
import { askedWork, isChatNotice, isNoise } from "./noise";
import { isMail, withoutMailHeaders } from "./mail";
import { dateInSentence, dateOrder, datesByMonthDay, headerDate, headingMonth, leadingDate, trailingDate, weekInLine, type DateContext } from "./dates";
import { withoutAbbreviationStops } from "./shorthand";
import { withoutOpeners } from "./openers";
import { withoutCellMarkers } from "./notebook";
import { withoutPageFrames } from "./pages";
import { withoutSpeakers } from "./speakers";
import { weekdayOf, yesterdayOf } from "./relative";
import { cellSentences, isRule, isStatusTable, pipeCells, routineRow, tableCells } from "./table";
import { asDone, leadingWorkVerb } from "./verbs";

// Cuts the user's notes into dated pieces. Notes are read line by line: a line, or a sentence in it,
// that opens with a date ("2025-03-14:", "## Mar 14", "5/6: ...", "Tue 2025-09-02") starts a new piece
// that runs to the next date, blank lines included. A week heading ("wk of 2025-05-05") dates what
// follows until a day of its own appears. Notes with no date at all are cut by paragraph and take the
// date of their message.

export interface NoteSentence {
  text: string;
  // The first sentence of its line: a line of notes is a unit even without a full stop.
  lineStart: boolean;
  // The line it ends had no closing punctuation, so the next line may carry on the same sentence.
  open: boolean;
  // On a bulleted line: an item of a list, which a label on the line above may govern ("Next:").
  item?: boolean;
}

export interface NoteSegment {
  date: string;
  sentences: NoteSentence[];
  // Order of appearance, to keep sorting stable.
  order: number;
  // A commit's subject ("temperature-scheduled R for the EKF"): written as the title of its change.
  subject?: string;
}

interface Building extends NoteSegment {
  dated: boolean;
  paragraph: number;
  message: number;
  // A work order of upkeep ("Type: Preventive"): the plant's business, not the project's.
  routine?: boolean;
  // Only a dated heading's own words so far ("### April 2, 2025 — Rack 3 (baseline)"): the paragraph
  // under it is that row's body, not a row of its own.
  heading?: boolean;
  // Opened by a week's heading ("wk of Jun 2"): its paragraphs are the week's several pieces of work.
  week?: boolean;
  // Opened by a dated row of a table: the next row of the same day adds to it.
  table?: boolean;
  // Opened by a report's week heading: its lines go to the week's first day when one follows.
  carried?: boolean;
  // Opened by a section's name under a dated heading ("Internal air cooling").
  section?: boolean;
  // Told as a chat's messages: a day of them that reports neither work nor a figure is the team's talk.
  chat?: boolean;
}

const MIN_UNDATED_WORDS = 4;
// "2.1 ", "3.4.2 ": a report's section number before its heading.
const SECTION_NUMBER = /^\d{1,2}(?:\.\d{1,2}){1,3}\.?[ \t]+(?=\p{L})/u;
const BULLET = /^\s*(?:[-*•·▪◦‣>]|\d{1,2}[.)]|[a-z][)])\s+/;
// "# ## Tue 19 Aug": a notebook exported as a script (jupytext) comments out its Markdown headings.
const HEADING = /^\s*(?:#\s+)?#{1,6}\s+/;

// The input has no timestamp of its own: the latest message in the history is the closest date. Without
// one, the project's fiscal year gives yearless dates ("Mar 4") their year and dates undated notes at its
// close, since a row's date is always a day.
function fallbackDates(envelope: TaskEnvelope): { reference: string | null; row: string } {
  const stamps = envelope.history.map((h) => dateOfTimestamp(h.createdAt)).filter((d): d is string => d !== null).sort();
  const stamp = stamps[stamps.length - 1];
  if (stamp) return { reference: stamp, row: stamp };
  const year = yearOf(envelope.project?.fiscalYear);
  return { reference: year, row: year ? `${year}-12-31` : "" };
}

// "4c1e9a0 2025-05-06 bench: count dropped frames": a git log line, its commit before its date.
const COMMIT_LEAD = /^\s*([0-9a-f]{7,12})\s+(?=\d)/;

// Its hash holds a digit and a letter, so a word ("decade", "beaded") is none; the page sets the subject
// in a column of its own, where a note naming its commit ("a61f0c2 wip: …") leaves one space.
const LISTED_COMMIT = /^[ \t]{0,8}([0-9a-f]{7,12})(?:[ \t]{2,4}|\t)(?=\p{L})/u;
const LISTED_COMMIT_CHARS = 200;

function listedCommit(line: string): { ref: string; subject: string } | null {
  const m = LISTED_COMMIT.exec(line);
  if (!m || !/\d/.test(m[1]!) || !/[a-f]/.test(m[1]!)) return null;
  return { ref: `commit ${m[1]}`, subject: withoutScope(line.slice(m[0].length).trim()) };
}

function commitLead(line: string): { ref: string; rest: string } | null {
  const m = COMMIT_LEAD.exec(line);
  if (!m || !/[a-f]/.test(m[1]!)) return null;
  return { ref: `commit ${m[1]}`, rest: line.slice(m[0].length) };
}

// "can: drain RX FIFO ...", "fix(dfu): ...": the scope of a commit subject names the module, not what
// the subject is (a label such as "hypothesis:" or "next:" is kept).
const SCOPE = /^([a-z][a-z0-9_-]{0,15})(?:\([\w-]{1,20}\))?:\s+/;

function withoutScope(subject: string): string {
  const m = SCOPE.exec(subject);
  return m && !LABELS[m[1]!] ? subject.slice(m[0].length) : subject;
}

// The line a commit stands for, its subject in the past tense, and the subject as written, which titles
// its row.
function commitLine(rest: string, ctx: DateContext): { line: string; subject: string } | null {
  const found = leadingDate(rest, { ...ctx, lineStart: true });
  if (!found) return null;
  const subject = withoutScope(found.rest);
  const at = rest.lastIndexOf(found.rest);
  return { line: at < 0 ? rest : `${rest.slice(0, at)}${asDone(subject)}`, subject };
}

// "WO# 55120 | Type: Preventive | Completed: 2025-10-06": a maintenance system's own kinds of upkeep.
const ROUTINE_ORDER = /\|\s*(?:type|category|kind|wo type)\s*:\s*(?:preventive|preventative|corrective|maintenance|pm|repair|breakdown|inspection|calibration|safety)\b/i;

// "REP-104": the key of the ticket whose header dates a row, kept for its evidence.
const TICKET_KEY = /^[A-Z][A-Z0-9]{1,9}-\d{1,6}$/;

// "09:10 blend B1: ...", "14:00 hardness 28-52 N": a notebook's clock time says when in the day,
// which the row does not keep.
// A calendar's time range ("7:30 AM - 8:00 AM") is left out whole.
const CLOCK = /^(?:[01]?\d|2[0-3])[:h][0-5]\d(?:\s?[ap]m)?(?:\s?[-–—]\s?(?:[01]?\d|2[0-3])[:h][0-5]\d(?:\s?[ap]m)?)?(?:[ \t]?[-–—|])?\s+(?=\S)/i;

// "Priya Nair  9:14 AM", "Tom Becker 2:02 PM (May 8)", "priya.n [09:14]": a chat export's line naming who
// wrote the messages under it and when. Its date, when it gives one, opens that day's row; the name and
// the time are no note.
const CHAT_HEADER = /^@?[\p{L}][\p{L}\d.'_-]{0,30}(?: [\p{Lu}][\p{L}.'-]{0,30}){0,2}[ \t]{1,6}[-–—|·,]?[ \t]{0,3}\[?(?:[01]?\d|2[0-3]):[0-5]\d(?::[0-5]\d)?(?:[ \t]?[AaPp]\.?[Mm]\.?)?\]?[ \t]{0,6}(?:\(([^()]{3,30})\))?$/u;

const CHAT_HEADER_CHARS = 90;

function chatHeader(line: string): string | null {
  const m = CHAT_HEADER.exec(line);
  return m ? (m[1] ?? "") : null;
}

// "Comments" over "Luis Ortega: nice, 19 N …": a wiki page's comment section under its log.
const COMMENTS = /^[ \t#]{0,6}(?:\d{1,4} )?comments?[ \t]{0,3}$/i;
const COMMENTS_CHARS = 24;
const SIGNED_COMMENT = /^[ \t]{0,3}\p{Lu}[\p{L}.'-]{0,30}(?: \p{Lu}[\p{L}.'-]{0,30}){1,2}(?::|[ \t]*$)/u;
const BLANK_LINES_AHEAD = 3;

function nextWritten(lines: string[], from: number): string {
  for (let n = from; n < lines.length && n <= from + BLANK_LINES_AHEAD; n++) if (lines[n]!.trim() !== "") return lines[n]!;
  return "";
}

const RECORD_RULE = /^[-=_*~]{3,16}(?:[ \t]{1,3}[\p{L}]{1,16}(?:[ \t]{1,2}#?\d{1,5})?[ \t]{1,3}[-=_*~]{3,16})?$/u;
const RECORD_RULE_CHARS = 60;

// "EP-01", "R07": a run's key in its table row.
const RUN_KEY = /^[A-Z]{1,4}-?\d{1,4}[A-Za-z]?$/;
// "EP-01 was the literature recipe", "Hence EP-03: swap the acid", "PO-01: methanolysis of …": a
// sentence of a report's discussion that opens on a run of its table.
const DISCUSSES = /^(?:(?:hence|so|then|and) )?([A-Z]{1,4}-?\d{1,4}[A-Za-z]?)(?=[:\s])/i;

function runOf(text: string, runs: Map<string, Building>): Building | null {
  if (runs.size === 0) return null;
  const m = DISCUSSES.exec(text);
  return m ? (runs.get(m[1]!) ?? null) : null;
}

// "Sofia Lind" over "9:10 AM": Teams pastes the header on two lines, the name alone above the clock.
const CLOCK_ONLY = /^[ \t]{0,3}(?:[01]?\d|2[0-3]):[0-5]\d(?:[ \t]?[AaPp]\.?[Mm]\.?)?[ \t]{0,3}$/;
const NAME_ONLY = /^[ \t]{0,3}\p{Lu}[\p{L}.'-]{0,30}(?: \p{Lu}[\p{L}.'-]{0,30}){1,2}[ \t]{0,3}$/u;

// "Nov 04, 2024  6:52:10 AM" over "Dave Gallant" or "Me": a message export puts the stamp above the
// sender. The sender is no note of the work.
const STAMP_ONLY = /^[ \t]{0,3}(?:\p{Lu}\p{Ll}{2,8}\.? \d{1,2},? \d{4}|\d{4}-\d{2}-\d{2}|\d{1,2}\/\d{1,2}\/\d{2,4})[ \t,]{1,3}(?:at )?\d{1,2}:\d{2}(?::\d{2})?(?:[ \t]?[AaPp]\.?[Mm]\.?)?[ \t]{0,3}$/u;
const SENDER = /^[ \t]{0,3}(?:me|you)[ \t]{0,3}$/i;

function withChatHeadersJoined(lines: string[]): string[] {
  const clocks = lines.some((line) => line.length <= 12 && CLOCK_ONLY.test(line));
  const stamps = lines.some((line) => line.length <= 40 && STAMP_ONLY.test(line));
  if (!clocks && !stamps) return lines;
  const out: string[] = [];
  for (let n = 0; n < lines.length; n++) {
    const next = lines[n + 1] ?? "";
    if (stamps && lines[n]!.length <= 40 && STAMP_ONLY.test(lines[n]!) && next.length <= 70 && (NAME_ONLY.test(next) || SENDER.test(next))) {
      out.push(lines[n]!);
      n += 1;
    } else if (next.length <= 12 && CLOCK_ONLY.test(next) && lines[n]!.length <= 70 && NAME_ONLY.test(lines[n]!)) {
      out.push(`${lines[n]!.trim()}  ${next.trim()}`);
      n += 1;
    } else out.push(lines[n]!);
  }
  return out;
}

// Notion's and chat's markers: a thought balloon opens an idea, a check mark what was settled.
const THOUGHT_MARK = /^(?:💭|🤔)\s*/u;
const SETTLED_MARK = /^(?:✅|✔️?)\s*(?![\w ]{1,20}:)/u;

// Every line of a pasted megabyte comes through here: each mark is looked for only where it can be.
function cleanLine(line: string): string {
  let text = (line.includes("#") ? line.replace(HEADING, "") : line).replace(BULLET, "");
  if (text.includes("**") || text.includes("__")) text = text.replace(/\*\*|__/g, "");
  // "~~raise water~~ Try lower solids": what the writer struck out is no longer the note.
  if (text.includes("~~")) text = text.replace(STRUCK, " ");
  // "-Concl: pectin too low- [crossed out]": a scan's transcriber marks what the writer struck out.
  if (text.includes("[")) text = text.replace(CROSSED_OUT, " ");
  text = text.trim();
  if (text.startsWith("[")) text = withoutChatStamp(text);
  else text = withoutDayRule(text);
  if (text.charCodeAt(0) > 0x2000) text = text.replace(THOUGHT_MARK, "thought: ").replace(SETTLED_MARK, "result: ");
  return withoutAbbreviationStops(isDigitCode(text.charCodeAt(0)) ? text.replace(CLOCK, "") : text);
}

const STRUCK = /~~[^~\n]{1,200}~~/g;
const CROSSED_OUT = /-[^-\n[\]]{1,200}-\s{0,3}\[(?:crossed out|struck out|struck through|strikethrough|barré)\]/gi;

// "--- p.13 ---": a scanned notebook's page break, which parts paragraphs but is no note.
const PAGE_MARKER = /^p(?:age|g)?\.?\s?\d{1,4}$/i;
const PAGE_MARKER_CHARS = 10;

const isDigitCode = (code: number) => code >= 48 && code <= 57;

// Words before a capital initial that make it a name ("of S. cerevisiae", "with E. coli").
const BEFORE_NAME = new Set(["of", "in", "with", "from", "on", "by", "and", "for", "to", "vs", "at", "dr", "mr", "ms", "mrs", "prof"]);

// The sentence splitter keeps "set B. efficiency 92%" whole, reading "B." as an initial. In notes a
// capital letter after a lower-case word ("set B", "primer A") is a label, and a lower-case word after
// its stop starts the next sentence. Likewise "to 50 g. Pd 9 ppm" and "ran 12 h. Ratio 2.1": a unit
// after a figure ends its sentence.
function endsAfterLabel(sentence: string, i: number): boolean {
  const letter = sentence[i - 1]!;
  if (sentence[i - 2] !== " " || letter < "A" || letter > "Z") return false;
  const before = sentence.slice(sentence.lastIndexOf(" ", i - 3) + 1, i - 2);
  const next = sentence[i + 2] ?? "";
  return before.length >= 2 && before === before.toLowerCase() && !BEFORE_NAME.has(before) && next >= "a" && next <= "z";
}

const UNIT_CHARS = 3;

function endsAfterUnit(sentence: string, i: number): boolean {
  const space = sentence.lastIndexOf(" ", i - 1);
  const unit = sentence.slice(space + 1, i);
  if (space < 1 || unit.length === 0 || unit.length > UNIT_CHARS || !/^[a-zµ]+$/.test(unit)) return false;
  const figure = sentence[space - 1] ?? "";
  const next = sentence[i + 2] ?? "";
  return figure >= "0" && figure <= "9" && next >= "A" && next <= "Z";
}

function splitAfterLabels(sentence: string): string[] {
  const out: string[] = [];
  let start = 0;
  for (let i = sentence.indexOf(". ", 2); i !== -1; i = sentence.indexOf(". ", i + 2)) {
    if (!endsAfterLabel(sentence, i) && !endsAfterUnit(sentence, i)) continue;
    out.push(sentence.slice(start, i + 1));
    start = i + 2;
  }
  out.push(sentence.slice(start));
  return out;
}

// Above the first dated entry, only work reported as done ("Ran the baseline today") is an entry: the
// rest frames the page ("Goal", "Objective: weld 1 mm Al to Cu", "Here's this week's log").
function reportsWork(seg: Building): boolean {
  return seg.sentences.some((s) => leadingWorkVerb(s.text)?.verb.form === "past");
}

// "Rack 3 (baseline)", "Trial B": a few words with no stop and no verb of work name what follows.
const HEADING_NAME_WORDS = 6;

function namesOnly(text: string): boolean {
  return countWords(text, HEADING_NAME_WORDS + 1) <= HEADING_NAME_WORDS && !/[.!?]$/.test(text) && !leadingWorkVerb(text);
}

// "Soak run SR-4" under a report's section number: a name however it opens, short and with no stop.
function shortName(text: string): boolean {
  return countWords(text, HEADING_NAME_WORDS + 1) <= HEADING_NAME_WORDS && !/[.!?]$/.test(text);
}

// "Budget and staffing", "## Risks": a paragraph under a name of its own is a section of the report,
// not more of the day above it.
function sectionName(rawLine: string, line: string): boolean {
  return /^\p{L}/u.test(line) && !line.includes(":") && !/\d/.test(line) && (HEADING.test(rawLine) || namesOnly(line));
}

const WEEK_DAYS = 7;

function inWeek(week: string, date: string): boolean {
  const days = (Date.parse(date) - Date.parse(week)) / 86_400_000;
  return days >= 0 && days < WEEK_DAYS;
}

// A page's own lines between its name and its date: "Created: …", "Owner: Priya", "Status: Done".
const PAGE_LINES_BEFORE_DATE = 6;
const PAGE_LINE_CHARS = 80;

function pageDateFollows(lines: string[], from: number, ctx: DateContext): boolean {
  for (const raw of lines.slice(from, from + PAGE_LINES_BEFORE_DATE)) {
    const line = raw.trim();
    if (line === "") continue;
    if (line.length > PAGE_LINE_CHARS || !line.includes(":")) return false;
    if (/^date\s{0,3}:/i.test(line)) return leadingDate(line, { ...ctx, lineStart: true }) !== null;
    if (!PAGE_META.test(line) && !PAGE_PROPERTY.test(line)) return false;
  }
  return false;
}

// The shortest sign-off, page record or label ("thx", "hyp"): each line of a pasted megabyte is tried,
// and a shorter one is none of them.
const MIN_FRAMING_CHARS = 3;
const SIGN_OFF = /^(?:cheers|thanks|thank you|thx|regards|best|best regards|kind regards|merci|talk soon|happy new year|happy holidays|have a (?:good|great|nice) (?:weekend|day|one)|sent from my [\w ]{1,20})[,.!]?(?:\s+[\p{L}.'-]+){0,2}$/iu;
const PAGE_META = /^(?:created|last (?:edited|updated|modified)|date created|created time|last edited time)(?: by| on| time)?\s*[:\s]/i;
const PAGE_PROPERTY = /^(?:status|owner|owners|team|assignee|assignees|reporter|tags|priority|labels|author|authors|reviewers?|sprint|due date|category)\s*:/i;

// "shelf life trials - oat spread - spring 2024": a year the notes' title line states, alone (not
// "2023-2024", not part of a date), is the year of the yearless dates below it.
const LONE_YEAR = /(?:^|[\s(,])((?:19|20)\d{2})(?=$|[\s),;:])/g;
const TITLE_CHARS = 100;

function statedYear(line: string): number | undefined {
  if (line.length > TITLE_CHARS || !/\d{4}/.test(line)) return undefined;
  const years = new Set([...line.matchAll(LONE_YEAR)].map((m) => Number(m[1])));
  return years.size === 1 ? [...years][0] : undefined;
}

// "mkowal opened this issue on Sep 3, 2024 · 5 comments", "jlaferriere added the enhancement label on
// Sep 12, 2024", "Nadia Roy moved from Backlog to In Progress · Mar 3", "Ben Ruiz changed Sprint from
// "Sprint 14" to "Sprint 15"": a tracker's record of what someone did to the ticket, not to the work.
const TRACKER_EVENT =
  /^[\p{L}\d ._@-]{1,40}? (?:(?:opened|closed|reopened|locked|pinned|self-assigned|mentioned|marked) this (?:issue|pull request|ticket|as)|(?:added|removed) the .{1,40}? labels?|(?:added|removed) this (?:to|from)|linked a pull request|changed the title|requested a review|moved (?:this |it )?from .{1,40}? to|changed [\p{L} ]{1,30}? from)\b/iu;
const EVENT_CHARS = 160;

// "changed Status: Open → In Progress": a field's change, its old and new value either side of an arrow.
// Only a tracker's own fields: "set feed: 5 -> 8 kg/h" is work.
const FIELD_CHANGE =
  /^(?:[\p{L} .'-]{1,40} )?(?:changed|updated|set) (?:the )?(?:status|priority|assignee|sprint|resolution|labels?|fix versions?|components?|due date|story points|rank|state|stage)(?::| from)? [^→>]{1,40}?(?:→|->)/iu;

// "jtremblay approved these changes on Feb 11, 2025": a review's verdict on the pull request.
const REVIEW_EVENT = /^[\p{L}\d ._@-]{1,40}? (?:approved these changes|requested changes|dismissed [\p{L}\d ._@'-]{1,40}? review)\b/iu;

// A pull request page's own lines, pasted with its conversation: its state and branch, its tab bar, who
// was asked to review, the checks' summary and a CI job's status.
const PULL_REQUEST_CHROME = [
  /^(?:open|closed|merged|draft)[ \t]{1,3}[\w.-]{1,39} (?:wants to merge|merged) \d{1,5} commits? into /i,
  /^conversation[ \t]{1,3}\d{1,5}[ \t]{1,6}commits[ \t]{1,3}\d/i,
  /^[\w.-]{1,39} requested (?:a )?review from [\w.@-]{1,39}$/i,
  /^(?:all|some) checks have (?:passed|failed)$|^\d{1,3} (?:successful|failing|failed|pending|skipped|cancelled|neutral)(?: and \d{1,3} \w{1,12})? checks?$|^·?[ \t]?\d{1,5} comments?$/i,
  /^\S{0,3}[ \t]?[\w .-]{1,40} \/ [\w .:-]{1,60} \([\w -]{1,30}\) (?:successful|failing|failed|cancelled|skipped|queued|in progress)\b/i,
];

// Redmine's journal: "Status changed from New to In Progress", "% Done changed from 40 to 70",
// "Target version changed from SN-3 rev B to SN-3 rev C", "Files scope_01.png added"; and its page's own
// record, "Added by Karim Benali on 2025-01-20 16:48. Updated on 2025-01-29 10:15."
const JOURNAL_CHANGE = /^(?:status|% done|target version|assignee|priority|category|tracker|subject|due date|start date|estimated time|parent task)(?: changed from .{1,60} to .{1,60}| set to .{1,60}| deleted \(.{1,60}\))$/i;
const JOURNAL_PAGE = /^added by [\p{L}][\p{L}.' -]{0,40} (?:on )?\d{4}-\d{2}-\d{2}\b/iu;

function isTrackerEvent(line: string): boolean {
  if (line.length > EVENT_CHARS) return false;
  if (JOURNAL_CHANGE.test(line) || JOURNAL_PAGE.test(line)) return true;
  if (PULL_REQUEST_CHROME.some((chrome) => chrome.test(line))) return true;
  if (line.includes("→") || line.includes("->")) return FIELD_CHANGE.test(line);
  return /\d/.test(line) && (TRACKER_EVENT.test(line) || REVIEW_EVENT.test(line));
}

function bareLabel(line: string): string | null {
  const trimmed = line.trimEnd();
  const word = (trimmed.endsWith(":") ? trimmed.slice(0, -1).trimEnd() : trimmed).toLowerCase();
  return word.length <= LABEL_LINE_CHARS && LABELS[word] ? word : null;
}

const LABEL_LINE_CHARS = 24;

export function segmentNotes(envelope: TaskEnvelope): NoteSegment[] {
  const fallback = fallbackDates(envelope);
  const segments: Building[] = [];
  userMessages(envelope).forEach((message, messageIndex) => {
    const stamp = message.createdAt && dateOfTimestamp(message.createdAt);
    const messageDate = stamp || fallback.row;
    const ctx: DateContext = { last: null, week: null, reference: stamp || fallback.reference, lineStart: true, dayFirst: dateOrder(message.text), monthDay: datesByMonthDay(message.text) };
    // labelled: the paragraph a label on a line of its own governs ("## Next", then the plan's lines).
    const state: { current: Building | null; paragraph: number; header: string[] | null; signedOff: number; dated: boolean; labelled: number; pageTitle: string | null; comments: boolean; record: boolean; anchor: string | null } = {
      record: false,
      anchor: null,
      comments: false,
      current: null,
      pageTitle: null,
      paragraph: 0,
      labelled: -1,
      header: null,
      signedOff: -1,
      dated: false,
    };
    // A date read from a sentence's words ("on Monday (May 12) he moulded") opens a row without
    // moving the day the notes are dated from (a meeting's summary, its heading).
    const open = (date: string, dated: boolean, inner = false): Building => {
      if (dated && !inner && date !== state.current?.date) state.anchor = date;
      const seg: Building = { date, sentences: [], order: segments.length, dated, paragraph: state.paragraph, message: messageIndex };
      // What a week's heading says before its first day ("The 50-cycle repeat ran through the week") is
      // that day's work.
      const prior = state.current;
      if (dated && prior?.carried && inWeek(prior.date, date)) {
        seg.sentences.push(...prior.sentences);
        prior.sentences = [];
      }
      if (dated) state.record = false;
      if (dated && state.pageTitle) {
        seg.sentences.push({ text: `context: ${state.pageTitle}`, lineStart: true, open: false });
        state.pageTitle = null;
      }
      segments.push(seg);
      state.current = seg;
      state.dated ||= dated;
      return seg;
    };
    // A chat's or tracker's messages of one day are that day's notes, however many the stamps.
    const dayOfMessages = (found: { iso: string; clock?: boolean }): Building | null => {
      const seg = state.current;
      return found.clock && seg?.dated && seg.date === found.iso ? seg : null;
    };
    // A tool's stamp without a clock ("mkowalski commented on Feb 5, 2025") after one of the same day:
    // another record of that day's work.
    const sameDay = (iso: string): Building | null => {
      const seg = state.current;
      return seg?.dated && seg.date === iso ? seg : null;
    };
    // A row of a table: dated, it opens a row of the logbook; the first undated one names the columns.
    // A report's table of dated runs, by each run's key: its discussion below names the run.
    const runs = new Map<string, Building>();
    const tableRow = (cells: string[]) => {
      if (isRule(cells)) return;
      const at = cells.findIndex((c) => leadingDate(c, { ...ctx, lineStart: true }));
      if (at === -1 && !state.header) {
        state.header = cells;
        return;
      }
      if (isStatusTable(state.header)) return;
      let seg = state.current;
      if (at !== -1) {
        const found = leadingDate(cells[at]!, { ...ctx, lineStart: true })!;
        ctx.last = found.iso;
        // One run per row of a sheet: a day's runs are that day's work.
        seg = seg?.table && seg.date === found.iso ? seg : open(found.iso, true);
        seg.table = true;
        const key = cells.find((c, i) => i !== at && RUN_KEY.test(c));
        if (key) runs.set(key, seg);
        if (found.rest) seg.sentences.push({ text: found.rest, lineStart: true, open: false });
      }
      if (!seg) seg = open(messageDate, false);
      if (at !== -1 && routineRow(cells, state.header)) seg.routine = true;
      for (const text of cellSentences(cells, state.header, at)) seg.sentences.push({ text, lineStart: true, open: false });
    };
    const pasted = isSmsBackup(message.text) ? smsBackupAsChat(message.text) : isYamlLog(message.text) ? yamlLogAsNotes(message.text) : message.text;
    const text = isGitLog(pasted) ? flattenGitLog(pasted) : csvAsTable(withoutFillers(isMail(pasted) ? withoutMailHeaders(pasted) : withoutPageFrames(withoutCellMarkers(withFootnotesInline(pasted)))));
    const lines = splitFormFields(withChatHeadersJoined(withoutSpeakers(text.split(/\r\n?|\n/))));
    for (let n = 0; n < lines.length; n++) {
      const fullLine = lines[n]!;
      const commit = commitLead(fullLine);
      const committed = commit ? commitLine(commit.rest, ctx) : null;
      // "  3f07d2a  rotate filters every 15 min": a pull request lists its commits without dates.
      const listed = commit || fullLine.length > LISTED_COMMIT_CHARS ? null : listedCommit(fullLine);
      const rawLine = committed?.line ?? (listed ? asDone(listed.subject) : fullLine);
      // Tabs separate a spreadsheet's cells: read before the line is tidied.
      const sheet = rawLine.includes("\t") ? tableCells(rawLine) : null;
      if (sheet) {
        tableRow(sheet);
        continue;
      }
      if (isChatNotice(rawLine)) continue;
      // Under a page's "Comments", readers' replies to the log, signed by name, run to the next day.
      if (state.comments && !leadingDate(rawLine.trim(), { ...ctx, lineStart: true })) continue;
      state.comments = false;
      if (rawLine.length <= COMMENTS_CHARS && COMMENTS.test(rawLine) && SIGNED_COMMENT.test(nextWritten(lines, n + 1))) {
        state.comments = true;
        continue;
      }
      let line = cleanLine(rawLine);
      const chat = line.length <= CHAT_HEADER_CHARS ? chatHeader(line) : null;
      if (chat !== null) {
        if (state.current) state.current.chat = true;
        // Each message under the header is a note of its own, not a wrapped line of the one before.
        const before = state.current?.sentences[state.current.sentences.length - 1];
        if (before) before.open = false;
        if (chat === "") continue;
        line = chat;
      }
      // A bullet starts an item of its own: the line before it does not run on into it.
      const last = state.current?.sentences[state.current.sentences.length - 1];
      const bulleted = BULLET.test(rawLine);
      if (last && bulleted) last.open = false;
      if (line === "" || ((line.charCodeAt(0) | 32) === 112 && line.length <= PAGE_MARKER_CHARS && PAGE_MARKER.test(line))) {
        state.paragraph += 1;
        continue;
      }
      // "# Motion artefact rejection v2" over its page's properties and "Date:": the next page's name.
      if (rawLine.includes("#") && HEADING.test(rawLine) && pageDateFollows(lines, n + 1, ctx)) {
        state.pageTitle = line;
        continue;
      }
      // "Cheers,\nMélanie": a sign-off ends the message's paragraph; the name under it is no note.
      const framing = line.length >= MIN_FRAMING_CHARS;
      if (framing && SIGN_OFF.test(line)) state.signedOff = state.paragraph;
      if (state.signedOff === state.paragraph) continue;
      // A page's own record ("Created by Ana, last edited on May 20, 2025") and, above its first entry, its
      // properties ("Owner: Ana", "Status: Done"): neither is work, and the page's date dates no entry.
      // "✅ CI / unit-tests …": a check's mark is read as a settled result before the line is tried.
      const marked = rawLine.charCodeAt(0) > 0x2000 && isTrackerEvent(rawLine.trim());
      if (framing && (PAGE_META.test(line) || (!state.dated && PAGE_PROPERTY.test(line)) || marked || isTrackerEvent(line))) continue;
      if (framing && isPageField(line)) continue;
      // "----- Form 2 -----": an export's rule between its records; the next record's fields come before
      // its date, so none of them belongs to the record above.
      if (rawLine.length <= RECORD_RULE_CHARS && RECORD_RULE.test(rawLine.trim())) {
        state.record = true;
        state.paragraph += 1;
        continue;
      }
      const form = framing && (state.dated || state.record) ? formLine(line) : null;
      // "Form type: Load test" above the record's date names the record's work.
      if (form && state.record) {
        if (form.kind === "text" && form.text.startsWith("context: ")) state.pageTitle = form.text.slice("context: ".length);
        if (form.kind !== "text" || form.text.startsWith("context: ")) continue;
      }
      if (form?.kind === "drop") continue;
      if (form?.kind === "routine") {
        if (state.current?.dated) state.current.routine = true;
        continue;
      }
      if (form) line = form.text;
      // A ticket's header ("KEY | Created: 2025-08-04 | Status: Done") is read once, and not as a table.
      const header = headerDate(line, ctx);
      const cells = tableCells(line) ?? (header ? null : pipeCells(line));
      if (!cells) state.header = null;
      else {
        tableRow(cells);
        continue;
      }
      const week = weekInLine(line, ctx);
      if (week) {
        ctx.week = week;
        ctx.last = week;
        // "2.3 Week of October 20": a report's week heading closes the day above it.
        if (state.current?.dated) {
          const seg = open(week, true);
          seg.heading = true;
          seg.carried = true;
        }
        continue;
      }
      if (header) {
        ctx.last = header;
        const key = line.split("|")[0]!.trim();
        const seg = open(header, true);
        if (ROUTINE_ORDER.test(line)) seg.routine = true;
        seg.sentences.push(...(TICKET_KEY.test(key) ? [{ text: `ticket ${key}`, lineStart: true, open: false }] : []));
        continue;
      }
      const leading = leadingDate(line, { ...ctx, lineStart: true });
      const dated = leading ? null : trailingDate(line, ctx);
      if (!leading && !dated && !state.dated) ctx.year = statedYear(line) ?? ctx.year;
      if (!leading && !dated) ctx.month = headingMonth(line, ctx) ?? ctx.month;
      // A header's date and its fields ("07-Apr-2025 | Day shift"): a stop in a name ("R. Gauthier") would
      // otherwise cut the line into sentences.
      if (leading && (leading.rest.startsWith("|") || isCrewHeader(leading.rest))) {
        ctx.last = leading.iso;
        const fields = leading.rest.startsWith("|") ? withoutHeaderFields(leading.rest) : "";
        open(leading.iso, true).sentences.push(...(fields ? [{ text: fields, lineStart: true, open: false }] : []));
        continue;
      }
      if (dated) {
        ctx.last = dated.iso;
        const seg = dayOfMessages(dated) ?? sameDay(dated.iso) ?? open(dated.iso, true);
        // "2.1 Test run WT-01 - 2025-06-02": a report's numbered heading names the run the section is
        // about; its number is the report's, and the name frames the work without being its first step.
        const numbered = SECTION_NUMBER.exec(dated.rest);
        const rest = numbered ? dated.rest.slice(numbered[0].length) : dated.rest;
        const heading = seg.sentences.length === 0 && (numbered !== null ? shortName(rest) : HEADING.test(rawLine) && namesOnly(rest));
        if (rest) seg.sentences.push({ text: heading ? `context: ${rest}` : rest, lineStart: true, open: false });
        continue;
      }
      // "Next steps", "Open questions" on a line of their own, after a blank line: a section of the entry
      // above (its list follows), not an entry of its own.
      const label = framing ? bareLabel(line) : null;
      if (label && state.current?.dated) {
        state.current.paragraph = state.paragraph;
        state.current.heading = false;
        state.current.sentences.push({ text: `${label}:`, lineStart: true, open: false });
        state.labelled = state.paragraph;
        continue;
      }
      // Most note lines hold no stop: the line is the sentence.
      const sentences = /[.!?…]/.test(line) ? joinedInBrackets(splitSentences(line).map((s) => s.text)).flatMap(splitAfterLabels) : /[A-Za-zÀ-ÿ0-9]/.test(line) ? [line] : [];
      // The run a line's first sentence discusses ("EP-02 was run hotter …"): the line's other
      // sentences discuss it too.
      let lineRun: Building | null = null;
      sentences.forEach((written, i) => {
        const said = withoutOpeners(written);
        if (said === "") return;
        const text = askedWork(said) ?? said;
        ctx.lineStart = i === 0;
        const stamped = leadingDate(text, ctx);
        // "[Apr 14, 2025 9:02 AM] Priya S: morning all.": a message's greeting after its stamp.
        const found = stamped ? { ...stamped, rest: withoutOpeners(stamped.clock ? withoutChatter(stamped.rest) : stamped.rest) } : null;
        if (found) {
          ctx.last = found.iso;
          if (found.week) ctx.week = found.iso;
          const same = dayOfMessages(found);
          if (same) {
            same.chat ||= found.spoken;
            if (found.rest && !isNoise(found.rest)) same.sentences.push({ text: found.rest, lineStart: true, open: false });
            return;
          }
          const seg = open(found.iso, true);
          seg.week = found.week;
          seg.chat = found.spoken;
          seg.heading = sentences.length === 1 && (HEADING.test(rawLine) || namesOnly(found.rest));
          // A heading's name frames the row's work without being its first step.
          if (found.rest && !isNoise(found.rest)) seg.sentences.push({ text: seg.heading ? `context: ${found.rest}` : found.rest, lineStart: true, open: false });
          return;
        }
        if (isNoise(text)) return;
        const before = yesterdayOf(text, state.current?.date ?? null);
        // "14 d pull + panel on Feb 19" under a stamp of Feb 5: a day weeks after the row's own is a plan.
        const dayOfRow = ctx.reference && ctx.reference.length >= 10 ? ctx.reference : state.current?.dated ? state.current.date : ctx.reference;
        const inner = dateInSentence(text, { ...ctx, reference: dayOfRow }) ?? before?.iso ?? (state.current?.dated && !state.current.chat ? weekdayOf(text, state.anchor) : null);
        if (inner && inner !== state.current?.date) {
          ctx.last = inner;
          // "Internal air cooling / Jean explained his theory … On Tuesday he added …": a section's
          // opening lines, before the sentence that dates its work, are that work's.
          const section = state.current?.section && state.current.paragraph === state.paragraph ? state.current : null;
          const row = open(inner, true, true);
          if (section) {
            row.sentences.push(...section.sentences);
            section.sentences = [];
          }
          row.sentences.push({ text: before?.rest ?? text, lineStart: i === 0, open: false });
          return;
        }
        const run = i === 0 ? runOf(text, runs) : lineRun;
        if (run) {
          lineRun = run;
          run.sentences.push({ text, lineStart: i === 0, open: false });
          return;
        }
        let seg = state.current;
        if (!seg || (!seg.dated && seg.paragraph !== state.paragraph)) seg = open(messageDate, false);
        // A paragraph of its own under a dated heading ("wk of Jun 2", then one paragraph per trial)
        // is another row of that date; the heading's first paragraph is the heading's own.
        else if (seg.dated && seg.paragraph !== state.paragraph && seg.sentences.length > 0 && !seg.heading && (seg.week || (i === 0 && sectionName(rawLine, line)))) {
          const week = seg.week;
          seg = open(seg.date, true);
          seg.week = week;
          seg.section = !week;
        }
        seg.paragraph = state.paragraph;
        seg.heading = false;
        seg.sentences.push({ text, lineStart: i === 0, open: i === sentences.length - 1 && !/[.!?:;]["')\]]*$/.test(text), item: bulleted || state.labelled === state.paragraph });
      });
      // The commit is the row's record: kept as a line of its own, which only the evidence reads.
      if (listed && state.current) state.current.sentences.push({ text: listed.ref, lineStart: true, open: false });
      if (committed && commit && state.current) {
        state.current.sentences.push({ text: commit.ref, lineStart: true, open: false });
        state.current.subject ??= cleanLine(committed.subject);
      }
    }
  });
  const firstDated = new Map<number, number>();
  for (const seg of segments) if (seg.dated && !firstDated.has(seg.message)) firstDated.set(seg.message, seg.order);
  const idle = new Set<Building>();
  for (const seg of segments) {
    const said = seg.sentences;
    // "W15 Fri - sick": a heading's words are the office's business as much as a sentence's.
    seg.sentences = said.filter((s) => !isChatter(s.text.startsWith("context: ") ? s.text.slice("context: ".length) : s.text));
    // Only a sentence dropped as chatter can be one saying the day had no R&D.
    if (seg.sentences.length < said.length && said.some((s) => saysNoWork(s.text))) idle.add(seg);
  }
  const kept = segments.filter((seg) => {
    if (seg.sentences.length === 0 || seg.routine || (idle.has(seg) && !reportsWork(seg))) return false;
    if (seg.chat && !reportsWork(seg) && !seg.sentences.some((s) => figureIn(s.text) === "strong")) return false;
    if (seg.dated) return true;
    // An undated scrap ("Thanks!") is not a logbook entry, nor the title line above dated notes.
    const beforeDated = seg.order < (firstDated.get(seg.message) ?? -1);
    if (beforeDated && !reportsWork(seg)) return false;
    return countWords(seg.sentences.map((s) => s.text).join(" "), MIN_UNDATED_WORDS) >= MIN_UNDATED_WORDS;
  });
  // No timestamp and no fiscal year: undated notes take the day of the notes' first dated row.
  const someDay = kept.find((seg) => seg.dated)?.date ?? "";
  return kept.map(({ date, sentences, order, subject }) => ({ date: date || someDay, sentences, order, ...(subject ? { subject } : {}) }));
}
