import { MEASURE_WORDS } from "../lexicon/logbook-cues";

// An experiment log kept as YAML ("runs:", then "- id: FR-01" with "date:", settings, readings, a "log:"
// file and "# …" comments): read as notes, one dated run after another. A key that names a reading
// ("sens_eff_avg_pct", "dp_exhaust_pa", "supply_min_c") holds a result; any other ("outdoor_c",
// "frost_control", "duration_h") how the run was set up. The file's defaults ("<<: *def") say nothing of
// one run.

const ITEM = /^( {0,8})- ([a-z_]{1,20}):[ \t]{0,4}(.{0,200})$/i;
const PAIR = /^( {0,12})([a-z_][a-z0-9_%]{0,30}):[ \t]{0,4}(.{0,300})$/i;
const COMMENT = /^[ \t]{0,12}#[ \t]{0,4}(.{1,400})$/;
const MIN_ITEMS = 2;
const MAX_LINES = 5_000;
const DATE_KEYS = new Set(["date", "day", "when", "run_date"]);
const FILE_KEYS = new Set(["log", "file", "data", "output", "results_file", "csv", "notebook"]);

export function isYamlLog(text: string): boolean {
  if (!text.includes("- ") || !/\bdate:/i.test(text) || !/^(?:runs|trials|experiments|tests):[ \t]*$/m.test(text)) return false;
  let items = 0;
  for (const line of text.split("\n", MAX_LINES)) if (ITEM.test(line)) items += 1;
  return items >= MIN_ITEMS;
}

interface Run {
  indent: number;
  date: string;
  keys: string[];
  values: string[];
  notes: string[];
}

// "{mode: dp_trigger, start_pa: 90}" → "mode dp_trigger, start_pa 90"; "[45, 160]" → "45 → 160".
// "60            # ~stable": the value, and the remark after its "#".
function withoutRemark(value: string): { value: string; remark: string } {
  const at = Math.max(value.indexOf(" #"), value.indexOf("\t#"));
  return at === -1 ? { value, remark: "" } : { value: value.slice(0, at), remark: value.slice(at + 2).trim() };
}

function plainValue(value: string): string {
  const bare = withoutRemark(value).value.trim();
  if (bare.startsWith("[") && bare.endsWith("]")) return bare.slice(1, -1).split(",").map((v) => v.trim()).join(" → ");
  if (bare.startsWith("{") && bare.endsWith("}")) return bare.slice(1, -1).replace(/:[ \t]*/g, " ").trim();
  return bare.replace(/^["']|["']$/g, "");
}

// Parts of a key's name that make it a reading: a statistic, an efficiency, a pressure drop, a peak.
const READING_PARTS = new Set(["avg", "mean", "min", "max", "eff", "efficiency", "dp", "peak", "measured", "result", "every"]);
// "# start, end": a remark of a word or three beside a value only says how it is written.
const MIN_REMARK_WORDS = 4;

function isReading(key: string): boolean {
  return key.split("_").some((part) => READING_PARTS.has(part) || MEASURE_WORDS.has(part));
}

function runNotes(run: Run, id: string): string[] {
  const pairs = run.keys.map((key, i) => ({ key, value: plainValue(run.values[i]!) })).filter((p) => p.value !== "" && !p.value.startsWith("*"));
  const said = (p: { key: string; value: string }) => `${p.key.replace(/_/g, " ")} ${p.value}`;
  const setup = pairs.filter((p) => !isReading(p.key) && p.key !== "id").map(said);
  const readings = pairs.filter((p) => isReading(p.key)).map((p) => `result: ${said(p)}`);
  const work = setup.length > 0 ? [`work: ${id ? `${id} with ` : ""}${setup.join(", ")}`] : [];
  return [run.date, ...work, ...readings, ...run.notes.map((note) => note.replace(/[.!?]?$/, "."))];
}

export function yamlLogAsNotes(text: string): string {
  const out: string[] = [];
  let run: Run | null = null;
  const close = () => {
    if (run?.date) out.push(...runNotes(run, run.values[run.keys.indexOf("id")] ?? ""), "");
    run = null;
  };
  for (const line of text.split("\n", MAX_LINES)) {
    const item = ITEM.exec(line);
    if (item) {
      close();
      run = { indent: item[1]!.length, date: "", keys: [], values: [], notes: [] };
    }
    const current = run as Run | null;
    const pair = item ? [line, item[1], item[2], item[3]] : PAIR.exec(line);
    const comment = COMMENT.exec(line);
    if (current && pair && (item || pair[1]!.length > current.indent)) {
      const key = pair[2]!.toLowerCase();
      const value = pair[3]!;
      const { remark } = withoutRemark(value);
      if (DATE_KEYS.has(key)) current.date = plainValue(value);
      else if (FILE_KEYS.has(key)) current.notes.push(`${key}: ${plainValue(value)}`);
      else if (key !== "<<") {
        current.keys.push(key);
        current.values.push(value);
      }
      if (remark.split(" ").length >= MIN_REMARK_WORDS) current.notes.push(remark);
    } else if (comment) {
      if (current && line.search(/\S/) > current.indent) current.notes.push(comment[1]!);
      else {
        close();
        out.push(comment[1]!);
      }
    } else if (!line.startsWith(" ") && line.trim() !== "") close();
  }
  close();
  return out.join("\n");
}
