import { HYPOTHESIS_START, LABELS, NEXT_START, NOT_HYPOTHESIS } from "../lexicon/logbook-cues";
import { splitSentences } from "../text/sentences";
import { joinedInBrackets } from "./brackets";
import { isChatter } from "./chatter";
import { settingName } from "./setup";

// Notes kept as a table ("| 2025-04-03 | Shielding gas 18 -> 25 L/min | Porosity 1 pore/100 mm |",
// or a spreadsheet's tab-separated rows):
// each row with a date is a row of the logbook, and each of its cells a sentence labelled by its
// column when the column's name is a label ("Result", "What we did", "Next").

// A spreadsheet pasted as text keeps its cells between tabs: "2025-01-20\tPre-cooling\t\tcut supply temp".
const MIN_TABS = 2;

export function tableCells(line: string): string[] | null {
  let tabs = 0;
  for (const ch of line) if (ch === "\t") tabs += 1;
  if (tabs >= MIN_TABS) return line.split("\t").map((c) => c.trim());
  const text = line.trim();
  if (!text.startsWith("|") || text.length < 3) return null;
  const inner = text.endsWith("|") ? text.slice(1, -1) : text.slice(1);
  const cells = inner.split("|").map((c) => c.trim());
  return cells.length >= 2 ? cells : null;
}

// "Date | Test | Setup | Result | Next", as a spreadsheet copies with pipes and no outer ones: a line
// of at least this many cells is a table's row (a ticket's header, "KEY | Created: … | Status", has fewer).
const MIN_PIPE_CELLS = 4;

export function pipeCells(line: string): string[] | null {
  let pipes = 0;
  for (const ch of line) if (ch === "|") pipes += 1;
  if (pipes < MIN_PIPE_CELLS - 1) return null;
  const cells = line.split("|").map((c) => c.trim());
  return cells.length >= MIN_PIPE_CELLS ? cells : null;
}

// "|---|:--:|": the line under a table's header.
export function isRule(cells: string[]): boolean {
  return cells.every((c) => c === "" || /^:?-{2,}:?$/.test(c));
}

// The cells of a row as sentences, each after its column's label when it has one. A figure under a
// column that names a quantity ("Germination %": 78) is that quantity's result; the row's key under a
// column that names it ("Trial": SC-02) is no sentence, since the row is about what the key stands for.
export function cellSentences(cells: string[], header: string[] | null, skip: number): string[] {
  const out: string[] = [];
  // "R01 | 120 | 20 | CuZn-A | 5 | 71 | 93": the run, the settings it ran at and what it gave. The
  // settings are the row's work, said once ("R01 at T 120 °C, P H2 20 bar, load 5 wt%").
  const setup: string[] = [];
  let key = "";
  cells.forEach((cell, i) => {
    if (i === skip || cell === "" || EMPTY_CELL.test(cell)) return;
    const column = header?.[i] ?? "";
    // "next_step": an export's column names join their words with underscores.
    const name = column.toLowerCase().replace(/_/g, " ");
    if (KEY_COLUMN.test(name) && ROW_KEY.test(cell)) key ||= cell;
    if ((KEY_COLUMN.test(name) && ROW_KEY.test(cell)) || PERSON_COLUMN.test(name) || PLACE_COLUMN.test(name) || BOOKING_COLUMNS.has(name) || (ROW_NUMBER_COLUMN.test(name) && /^\d{1,6}$/.test(cell))) return;
    if (NAME_COLUMNS.has(name)) out.push(`context: ${cell}`);
    else if (FREE_COLUMNS.has(name)) out.push(...ownLabelled(cell));
    else if (LABELS[name]) out.push(...labelled(name, cell));
    else if (labelPart(name)) out.push(...labelled(labelPart(name)!, cell));
    else if (FIGURE_CELL.test(cell) && /[A-Za-z]/.test(column)) {
      if (settingColumn(column)) setup.push(quantity(column, cell));
      else out.push(`result: ${quantity(column, cell)}`);
    } else if (shortSetting(column, cell)) setup.push(`${columnName(column.trim()).replace(/_/g, " ")} ${cell}`);
    else out.push(...ownLabelled(cell));
  });
  if (setup.length === 0) return out;
  return [`work: ${key ? `${key} at ` : ""}${setup.join(", ")}`, ...out];
}

// "column": "C18 100x2.1 1.7um", "buffer_A": "0.1% FA": a short value with a figure under a column a
// run is set up by (a part, a medium, a program) is one more of its settings.
const SETTING_CELL_CHARS = 30;
const SETUP_COLUMNS = /^(?:column|buffer|mob|mobile|phase|solvent|gradient|method|program|recipe|medium|media|tool|insert|nozzle|die|mould|mold|mix|blend|resin|catalyst|reagent|collector|strain|firmware|fw|build|version|model|config|setting|settings)(?:[ _]\w{1,10})?$/i;

function shortSetting(column: string, cell: string): boolean {
  return cell.length <= SETTING_CELL_CHARS && !/[.!?;]\s/.test(cell) && SETUP_COLUMNS.test(column.trim());
}

// "Subject": what a calendar named the event frames its row, as a heading does, without being a step.
const NAME_COLUMNS = new Set(["subject", "event", "meeting"]);
// "Description": a calendar's or tracker's free text, read as notes are, sentence by sentence.
const FREE_COLUMNS = new Set(["description", "body"]);

// "Start Time", "End Date", "Location": when and where a calendar booked the event, no note of its work.
const BOOKING_COLUMNS = new Set(["start time", "end date", "end time", "location", "duration", "all day event", "show time as", "reminder on/off", "reminder date", "reminder time"]);

// "Row", "#": a sheet's own numbering of its lines, no note of the work.
const ROW_NUMBER_COLUMN = /^(?:row|#|line|n°|no\.?)$/;

// "T (°C)", "P H2 (bar)", "Load (wt%)", "Extruder T (°C)": a column of a setting the run was made at, by
// its name or by the symbol of a temperature or pressure.
const SETTING_SYMBOLS = new Set(["t", "p", "wt", "wt%"]);

function settingColumn(column: string): boolean {
  const open = column.indexOf("(");
  // "T_C", "flow_mL_min": an instrument's export joins the name and its unit with underscores.
  const words = (open > 0 ? column.slice(0, open) : column).trim().toLowerCase().split(/[\s_]+/);
  return words.some((w) => SETTING_SYMBOLS.has(w)) || settingName(words);
}

// "Activity": "Hypothesis: the UART keeps HFCLK running. Disabled UART, re-measured": a sentence of the
// cell with a label of its own keeps it; the column's label governs the others.
const OWN_LABEL = /^([A-Za-z][A-Za-z -]{0,22}):\s/;

function ownLabel(sentence: string): boolean {
  const m = OWN_LABEL.exec(sentence);
  return m !== null && LABELS[m[1]!.trim().toLowerCase()] !== undefined;
}

// "Activity": "Trial 2: same blend + 3% MAPE. Expect the coupling agent to improve wetting": a later
// sentence that opens on a cue of its own (a guess, a plan) says which field it is, whatever the column.
function ownCue(sentence: string): boolean {
  return (HYPOTHESIS_START.test(sentence) && !NOT_HYPOTHESIS.test(sentence)) || NEXT_START.test(sentence);
}

function labelled(name: string, cell: string): string[] {
  if (!cell.includes(":") && !cell.includes(". ")) return [`${name}: ${cell}`];
  return sentencesOf(cell).map((s, i) => (ownLabel(s) || (i > 0 && ownCue(s)) ? s : `${name}: ${s}`));
}

// "Repeated the run at 6%. Coated 38%, uncoated 35%. Idea: SAP holds water": a cell of several
// sentences is read as a line of notes is, sentence by sentence, each label with its own.
function ownLabelled(cell: string): string[] {
  return cell.includes(". ") ? sentencesOf(cell) : [cell];
}

const sentencesOf = (cell: string) => joinedInBrackets(splitSentences(cell).map((s) => s.text));

// "-", "—", "n/a": a cell left empty on purpose.
const EMPTY_CELL = /^(?:[-–—.?]{1,3}|n\/?a)$/i;

// Who ran the row ("author": Priya) is a name, not a note of the work.
const PERSON_COLUMN = /^(?:author|owner|by|who|name|initials|engineer|technician|tech|operator|analyst|assignee|user|person|entered by|logged by|recorded by|observer|scout|inspector|inspected by|sampled by)$/;
// Where the row was done ("plot": Blocks 1-4, "site": Carman), as where a calendar booked it: the place
// of the work, not a note of it.
const PLACE_COLUMN = /^(?:plot|plots|block|blocks|field|site|location|bay|paddock)$/;
const KEY_COLUMN = /^(?:trial|run|id|#|no\.?|sample|test|exp|experiment|batch|lot)(?: ?(?:id|no\.?|#|number))?$/;
const ROW_KEY = /^[A-Za-z]{1,6}-?\d{1,4}[a-z]?$/;
// "35C", "190 C", "2.1e5": a sheet's figure may carry its unit or be written in scientific notation.
const FIGURE_CELL = /^[~≈<>]?[-+−]?\d{1,9}(?:[.,]\d{1,6})?(?:e[-+]?\d{1,3})?(?: ?°?[A-Za-zµ%/]{1,5})?$/;

// "Catalyst / conditions", "Setup & notes": a column named by two things, one of them a label
// ("conditions" is the work), gives its cells that label.
function labelPart(name: string): string | null {
  if (!name.includes("/") && !name.includes("&")) return null;
  const parts = name.split(/[\/&]/).map((p) => p.trim());
  return parts.find((p) => Object.hasOwn(LABELS, p)) ?? null;
}

// "Conv.", "Sel.VA": a sheet names its quantities by abbreviations with a stop, which would end the
// sentence a cell is written into. Those of a lab's tables are spelled out; another loses its stop.
const COLUMN_ABBREVIATIONS: Record<string, string> = {
  conv: "conversion",
  sel: "selectivity",
  temp: "temperature",
  conc: "concentration",
  yld: "yield",
  press: "pressure",
  visc: "viscosity",
  dens: "density",
  eff: "efficiency",
  vol: "volume",
  avg: "average",
};
const ABBREVIATED = /\b([A-Za-z]{2,6})\.(?=[A-Za-z]|\s|$)/g;

export function columnName(column: string): string {
  if (!column.includes(".")) return column;
  return column
    .replace(ABBREVIATED, (_, word: string) => {
      const spelled = Object.hasOwn(COLUMN_ABBREVIATIONS, word.toLowerCase()) ? COLUMN_ABBREVIATIONS[word.toLowerCase()]! : word;
      return `${word[0] === word[0]!.toUpperCase() ? spelled[0]!.toUpperCase() + spelled.slice(1) : spelled} `;
    })
    .replace(/ {2,}/g, " ")
    .trim();
}

const UNIT_CHARS = 12;

// "Germination %" and 78 give "Germination 78%"; "Yield (g)" and 12.4 give "Yield 12.4 g".
function quantity(column: string, figure: string): string {
  const name = columnName(column.trim());
  if (name.endsWith("%")) return `${name.slice(0, -1).trimEnd()} ${figure}%`;
  const open = name.lastIndexOf("(");
  const unit = name.endsWith(")") && open > 0 ? name.slice(open + 1, -1) : "";
  return unit !== "" && unit.length <= UNIT_CHARS ? `${name.slice(0, open).trimEnd()} ${figure} ${unit}` : `${name} ${figure}`;
}

// "| June 4 | Amrit | Admin | Ordered more seed |": a row the table itself files as the office's business.
const KIND_COLUMN = /^(?:type|kind|category|activity type|entry type)$/;
const ROUTINE_KIND = /^(?:admin|administration|meeting|maintenance|preventive|corrective|training|onboarding|holiday|vacation|sales|finance|hr|safety|other)$/;

// "admin: ordered 2 H2 cyl from Linde": a row's note that files itself as the office's business.
const ROUTINE_NOTE = /^(?:admin|administration|meeting|maintenance|training|holiday|vacation)\s{0,2}[:–—-]/i;

// "Experiment | Owner | Status | Date": a page's status table names each piece of work, who has it and
// where it stands; the log under it tells the work, and the table's rows would only repeat it as rows.
const STATUS_COLUMNS = new Set(["experiment", "task", "item", "name", "title", "owner", "assignee", "lead", "status", "state", "date", "due", "due date", "priority", "id", "key"]);

export function isStatusTable(header: string[] | null): boolean {
  if (!header) return false;
  const names = header.map((column) => column.trim().toLowerCase()).filter((name) => name !== "");
  return names.includes("status") && names.every((name) => STATUS_COLUMNS.has(name));
}

export function routineRow(cells: string[], header: string[] | null): boolean {
  if (cells.some((cell) => ROUTINE_NOTE.test(cell))) return true;
  if (!header) return false;
  const named = (column: string) => column.trim().toLowerCase();
  // "Lunch w/ Sysco rep", "Payroll cutoff": an event named as the office's business is all of it.
  if (header.some((column, i) => NAME_COLUMNS.has(named(column)) && isChatter(cells[i] ?? ""))) return true;
  return header.some((column, i) => KIND_COLUMN.test(named(column)) && ROUTINE_KIND.test((cells[i] ?? "").trim().toLowerCase()));
}
