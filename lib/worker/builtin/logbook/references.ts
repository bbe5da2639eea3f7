// References a reader can open: commits, file names and paths, URLs, lab-notebook, report and ticket
// ids ("ELN-0506-2", "LR-2024-088", "PR #212"). Figures ("0.9 ms", "1.28:1") are never references;
// they stay in the result. Notes are read token by token (white space apart), so no expression ever
// sees more than one token.

export interface Reference {
  // As it should be listed: "commit a13f9c2", "PR #212", "runs/2025-04-02.csv".
  text: string;
  // The span of the note it was read from, to cut it out of titles and pointer clauses.
  start: number;
  end: number;
}

// Extensions a bare file name must carry ("bench-0321.csv"); inside a path any extension counts.
const EXTENSIONS = new Set(
  ("pdf doc docx xls xlsx xlsm csv tsv ppt pptx txt md rst json yaml yml xml html htm ipynb png jpg jpeg gif svg tif tiff " +
    "bmp log zip gz tgz tar 7z py js mjs ts tsx jsx go rs c h cc cpp hpp java kt swift rb php sh bat ps1 sql stl step stp " +
    "dwg dxf igs iges eds mat m r rmd parquet h5 hdf5 npy npz pt pth onnx pkl bin hex elf cfg ini toml lock sch brd gbr " +
    "f3d sldprt sldasm ipt iam prt fcstd 3mf obj ply las laz wav mp4 mov avi fcs ab1 fasta fastq bam vcf gcode nc tap " +
    "eln jmp spss sav dta odt ods odp rtf vsdx drawio tex bib lvm tdms gpkg shp geojson kml kmz gpx")
    .split(" "),
);

// Words before "#123" that make it a change request or ticket.
const TICKET_WORDS = new Set(["pr", "mr", "issue", "ticket", "bug", "pull", "case", "change", "cr", "jira", "story", "task"]);

const OPENERS = "([{<'\"`*";
const CLOSERS = ")]}>'\"`*,;:.!?";

function core(token: string): [number, number] {
  let start = 0;
  let end = token.length;
  while (start < end && OPENERS.includes(token[start]!)) start += 1;
  while (end > start && CLOSERS.includes(token[end - 1]!)) end -= 1;
  return [start, end];
}

// Space, tab, line breaks and the no-break space.
const isSpace = (code: number) => code === 32 || (code >= 9 && code <= 13) || code === 160 || code === 0x2028 || code === 0x2029;
const isDigit = (c: string) => c >= "0" && c <= "9";
const isUpper = (c: string) => c >= "A" && c <= "Z";
const isLetter = (c: string) => c.toLowerCase() !== c.toUpperCase();
const isNameChar = (c: string) => isLetter(c) || isDigit(c) || c === "-" || c === "_" || c === "." || c === "~";

function extensionOf(name: string): string | null {
  const dot = name.lastIndexOf(".");
  if (dot <= 0 || dot === name.length - 1) return null;
  const ext = name.slice(dot + 1);
  if (ext.length > 8 || !isLetter(ext[0]!)) return null;
  for (const c of ext) if (!isLetter(c) && !isDigit(c) && c !== "_") return null;
  return ext.toLowerCase();
}

function allNameChars(text: string): boolean {
  for (const c of text) if (!isNameChar(c)) return false;
  return true;
}

// "runs/2025-04-02.csv", "./bench", "~/data/", "src/", "xray/0204/": a path ends with an extension, starts at a
// root, or names a folder. "ug/ul", "km/h" and "writes/page/update" are units, "w/" shorthand.
function isPath(token: string): boolean {
  // "\\shared\weld\2025-01-17" and "C:\photos\run3": a Windows share or drive.
  const windows = token.startsWith("\\\\") || /^[A-Za-z]:\\/.test(token);
  const rooted = token.startsWith("/") || token.startsWith("./") || token.startsWith("~/") || windows;
  const parts = token.replace(/^(?:\.|~)?\/|^\\\\|^[A-Za-z]:\\/, "").split(/[/\\]/);
  // "src/", "xray/0204/": a trailing slash names a folder.
  const folder = parts.length >= 2 && parts[parts.length - 1] === "" && parts[0]!.length >= 3;
  const named = folder ? parts.slice(0, -1) : parts;
  if (named.length < (rooted || folder ? 1 : 2) || named.some((p) => p === "" || !allNameChars(p))) return false;
  if (![...token].some(isLetter)) return false;
  return rooted || folder || extensionOf(named[named.length - 1]!) !== null;
}

function isFileName(token: string): boolean {
  if (!allNameChars(token)) return false;
  const ext = extensionOf(token);
  if (ext === null || !EXTENSIONS.has(ext)) return false;
  // A one-letter extension ("main.c") needs a name of two characters or more.
  return ext.length >= 2 || token.lastIndexOf(".") >= 2;
}

function hexKind(token: string): { letters: number; digits: number } | null {
  let letters = 0;
  let digits = 0;
  for (const c of token) {
    if (isDigit(c)) digits += 1;
    else if (c >= "a" && c <= "f") letters += 1;
    else return null;
  }
  return { letters, digits };
}

// A hash written alone ("e04b3fa") needs two of each kind, so "1e10000" and "deadbeef" stay words;
// after "commit" or "sha" any hex run of 7 to 40 characters is one.
function isCommitHash(token: string, afterCommitWord: boolean): boolean {
  if (token.length < 7 || token.length > 40) return false;
  const kind = hexKind(token);
  if (!kind) return false;
  return afterCommitWord || (kind.letters >= 2 && kind.digits >= 2);
}

// "ELN-0506-2", "LR-2024-088", "BS-1204", "C-1211-1..6", "JIRA-123", a camera's "IMG_2231": capitals,
// a dash or an underscore, then a part with a digit. "C-S-H" (no digit) and "Cortex-M4" (lower case) are names, not ids.
const DATED_ID_DIGITS = 4;

function isRecordId(token: string): boolean {
  let i = 0;
  while (i < token.length && (isUpper(token[i]!) || (i > 0 && isDigit(token[i]!)))) i += 1;
  if (i === 0 || i > 10 || (token[i] !== "-" && token[i] !== "_")) return false;
  const rest = token.slice(i + 1);
  // "T-5" is a countdown, not an id; "GC0304-1" is the first of a day's files, its date in its name.
  const dated = [...token.slice(0, i)].filter(isDigit).length >= DATED_ID_DIGITS;
  if (rest.length < (dated ? 1 : 3) || !allNameChars(rest) || (!isDigit(rest[0]!) && !isUpper(rest[0]!))) return false;
  return [...rest].some(isDigit);
}

// "IMG_0412–0415": a range of ids written with an en dash, as word processors set it.
function rangeOfIds(token: string): boolean {
  const dash = token.indexOf("–");
  return dash > 0 && isRecordId(token.slice(0, dash)) && /^\d{1,6}$/.test(token.slice(dash + 1));
}

// "branch feature/nlms-filter", "build fw-0.9.3-rc2", "JIRA RANK-88": what the word before names is
// a record by that word, though it has no extension or long number of its own.
const BRANCH = /^[\w.-]{1,40}\/[\w./-]{1,80}$/;
const BUILD = /^[A-Za-z][\w]{0,15}-\d{1,4}(?:\.\d{1,4}){1,3}(?:-[\w]{1,10})?$/;
const SHORT_TICKET = /^[A-Z][A-Z0-9]{1,9}-\d{1,6}$/;

// "firmware build 2.3.1-rc1", "Ran v0.4.2 at -20 °C": a release of the software under test, by its
// number; "v" and three parts name one anywhere, a number with a tag ("-rc1") after a word for it.
const VERSION = /^v?\d{1,3}(?:\.\d{1,4}){1,3}(?:-[\w.]{1,10})?$/;
const TAGGED_VERSION = /^v\d{1,3}(?:\.\d{1,4}){2,3}(?:-[\w.]{1,10})?$/;
const RELEASE_WORDS = new Set(["build", "tag", "release", "version"]);

const CI_WORDS = new Set(["run", "run:", "job", "job:", "pipeline", "pipeline:", "ci", "ci:"]);

// "photos in folder coat_0708": a folder or album named by a word with a digit or an underscore.
const FOLDER_WORDS = new Set(["folder", "album", "directory", "dir"]);

// "Samples bagged RT07-D1", "jar #NA1-0": a sample's label, after the word for what holds it.
const SAMPLE_WORDS = new Set(["sample", "samples", "bagged", "jar", "jars", "vial", "vials", "tube", "tubes", "bag", "bags", "bottle", "bottles", "retain", "specimen", "specimens", "column", "columns"]);
// "AG-1006-1/2/3": three bags of one run, numbered after a slash.
const SAMPLE_ID = /^#?[A-Z][A-Z\d]{0,9}(?:-[A-Z\d]{1,8}){1,3}(?:\/\d{1,3}){0,4}$/;
// "wandb run bv-unet-07": an experiment tracker names its runs in lower case, with a dash and a number.
const RUN_NAME = /^[a-z][a-z\d]{0,15}(?:[-_][a-z\d]{1,15}){1,4}$/;

// "cycle file DB-slow-02.prg", "recipe file ramp_3.rcp": after the word "file", a name with a short
// extension of any kind is a file, when its stem has a digit as a run's or a version's name does.
const FILE_WORDS = new Set(["file", "files", "filename"]);
const SHORT_EXTENSION_FILE = /^[A-Za-z][\w-]{0,60}\.[A-Za-z]{2,4}$/;

// "batch 7B-0505", "lot 7B-S2": a batch's or lot's code may open on its digit; "SN 1041–1045": boards by
// their serial numbers, one or a range.
const LOT_WORDS = new Set(["batch", "lot"]);
const LOT_ID = /^[A-Z\d]{1,10}(?:-[A-Z\d]{1,8}){1,3}$/;
const SERIAL_WORDS = new Set(["sn", "s/n", "serial"]);
const SERIAL = /^\d{3,10}(?:[–-]\d{1,10})?$/;

function namedAfter(word: string, token: string): boolean {
  // "batch H-1" is the first of a few, numbered as they come; a code has more to it.
  if (LOT_WORDS.has(word)) return LOT_ID.test(token) && /\d[^\d]{0,10}\d/.test(token) && /[A-Z]/.test(token);
  if (word === "branch") return BRANCH.test(token);
  if (FILE_WORDS.has(word)) return SHORT_EXTENSION_FILE.test(token) && /\d/.test(token);
  // "Test run: ci/run/5521", "pipeline ci/jobs/88": a CI run's path.
  if (CI_WORDS.has(word)) return (BRANCH.test(token) || RUN_NAME.test(token)) && /[a-z]/i.test(token) && /\d/.test(token);
  // "GC traces in folder GC/2025-06-05": a folder named by its path needs no trailing slash.
  if (FOLDER_WORDS.has(word)) return (allNameChars(token) || BRANCH.test(token)) && /[\d_]/.test(token) && [...token].some(isLetter);
  if (SAMPLE_WORDS.has(word)) return SAMPLE_ID.test(token) && /\d/.test(token);
  if (TAGGED_VERSION.test(token)) return true;
  // A number alone ("firmware 0.9.3") reads as a bare figure: only one with a letter is a record.
  if (RELEASE_WORDS.has(word)) return BUILD.test(token) || (/[a-z]/i.test(token) && VERSION.test(token));
  return TICKET_WORDS.has(word) && SHORT_TICKET.test(token);
}

function isUrl(token: string): boolean {
  return /^https?:\/\/\S/i.test(token) || /^www\.\S/i.test(token);
}

// Words before a page number ("p. 41" in a lab notebook).
const PAGE_WORDS = new Set(["p", "pp", "page", "pages"]);

const MAYBE_REFERENCE = /[./\\#_-]|^[0-9a-f]{7,40}$/i;
const MARKDOWN_LINK = /^\[([^\]\s]{2,80})\]\([^)\s]{1,400}\)/;
const MAYBE_REFERENCE_IN = /[./\\#_-]|[0-9a-f]{7}/i;

// 'the site album "Trial 1 Jan 13"': a folder or album named in quotes, spaces and all.
const QUOTED_FOLDER = /\b(?:folder|album|directory)\s+"([^"\n]{2,60})"/gi;

function quotedFolders(text: string): Reference[] {
  if (!text.includes('"')) return [];
  return [...text.matchAll(QUOTED_FOLDER)].map((m) => ({ text: m[1]!, start: m.index, end: m.index + m[0].length }));
}

// 'pd.read_csv("data/H2_fatigue.csv")': a file a line of code reads, named in its quotes.
const QUOTED_ARGUMENT = /\(["']([^"'\s]{3,200})/;

function quotedArgument(token: string, start: number): Reference[] {
  const m = QUOTED_ARGUMENT.exec(token);
  const name = m?.[1];
  if (!m || !name || !(isPath(name) || isFileName(name))) return [];
  const at = start + m.index + 2;
  return [{ text: name, start: at, end: at + name.length }];
}

// The longest word before a record that says what names it ("samples", "directory").
const NAMING_WORD_CHARS = 9;

export function findReferences(text: string, knownFiles: readonly string[] = []): Reference[] {
  const quoted = quotedFolders(text);
  if (knownFiles.length === 0 && quoted.length === 0 && !MAYBE_REFERENCE_IN.test(text) && !/\b(?:pp?|pages?|sn|serial)\b/i.test(text)) return [];
  const found: Reference[] = [...quoted];
  const lower = knownFiles.length > 0 ? text.toLowerCase() : "";
  for (const name of knownFiles) {
    const at = lower.indexOf(name.toLowerCase());
    if (name.trim() !== "" && at >= 0) found.push({ text: name, start: at, end: at + name.length });
  }
  let previous = "";
  // Tokens are read by scanning for white space: matchAll would build an iterator and a copy of the
  // expression for every clause this is asked about.
  let at = 0;
  let previousFrom = 0;
  let from = 0;
  while (at < text.length) {
    while (at < text.length && isSpace(text.charCodeAt(at))) at += 1;
    previousFrom = from;
    from = at;
    while (at < text.length && !isSpace(text.charCodeAt(at))) at += 1;
    if (at === from) break;
    const raw = text.slice(from, at);
    const [s, e] = core(raw);
    const token = raw.slice(s, e);
    const start = from + s;
    const end = from + e;
    const word = previous;
    // "[rack3_0402](Tipburn%20trials/rack3_0402)", as Notion and Markdown write a linked file: the link
    // is the record, listed by its text.
    const link = MARKDOWN_LINK.exec(raw);
    if (link) {
      found.push({ text: link[1]!, start: from, end: from + link[0].length });
      previous = "";
      continue;
    }
    // "p. 41", "pp. 41-42": a notebook page is a record one can open.
    if (PAGE_WORDS.has(word) && /^\d{1,4}(?:[-–]\d{1,4})?$/.test(token)) {
      found.push({ text: `${word.startsWith("pp") ? "pp." : "p."} ${token}`, start: previousFrom, end });
      previous = "";
      continue;
    }
    // Most tokens are plain words: a reference has a mark of a path, name, id or ticket, or is a hash.
    // A serial number is its digits alone: kept with its word, so it never reads as a bare figure.
    if (SERIAL_WORDS.has(word) && SERIAL.test(token)) {
      found.push({ text: `SN ${token}`, start: previousFrom, end });
      previous = "";
      continue;
    }
    if (token.length < 2 || !MAYBE_REFERENCE.test(token)) {
      previous = token.length <= NAMING_WORD_CHARS ? token.toLowerCase() : "";
      continue;
    }
    previous = token.toLowerCase();
    if (isUrl(token)) found.push({ text: token, start, end });
    else if (isPath(token) || isFileName(token)) found.push({ text: token, start, end });
    else if (isCommitHash(token.toLowerCase(), word === "commit" || word === "sha" || word === "rev")) {
      found.push({ text: `commit ${token.toLowerCase()}`, start, end });
    } else if (token.startsWith("#") && token.length > 1 && [...token.slice(1)].every(isDigit)) {
      // "PR #212" keeps its word; a lone "#3" may be a sample number.
      if (TICKET_WORDS.has(word)) found.push({ text: `${word.toUpperCase()} ${token}`, start: start - word.length - 1, end });
    } else if (/^[A-Z]{2,6}#\d/.test(token) || isRecordId(token) || rangeOfIds(token)) found.push({ text: token, start, end });
    else if (token.startsWith("#") && isRecordId(token.slice(1))) found.push({ text: token.slice(1), start: start + 1, end });
    else if (namedAfter(word, token)) found.push({ text: token.replace(/^#/, ""), start, end });
    else if (token.includes("(")) found.push(...quotedArgument(token, start));
  }
  found.sort((a, b) => a.start - b.start);
  const seen = new Set<string>();
  return found.filter((r) => {
    const key = r.text.toLowerCase();
    const dup = seen.has(key);
    seen.add(key);
    return !dup;
  });
}
