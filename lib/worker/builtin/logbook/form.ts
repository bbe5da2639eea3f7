// A form's fields (a field-tablet record, a calendar entry, a page's properties, a LIMS request): the
// field's name is not the note. "Notes: blade A rime 6-8mm" is the note itself; "Site: KJK-T2" and
// "Location: Yard B" say where the work was done; "Owner: Priya" says whose page it is; "Obs type:
// Maintenance" or "Status: Meeting" files the record as the plant's or the office's business.

export type FormLine = { kind: "text"; text: string } | { kind: "drop" } | { kind: "routine" };

// "Analyst comment: …": a LIMS names whose comment it is, and the comment is still the note.
const NOTE_FIELD = /^(?:(?:analyst|lab|technician|tech|operator|field|general|sample)\s)?(?:notes?|comments?|remarks?|details|memo)\s{0,3}:\s*/i;
// "Test: Total phenolics (Folin)   Result: 212 mg GAE/L   Spec: n/a": a LIMS test and what it measured.
const TEST_FIELD = /^(?:test|analysis|assay|parameter)\s{0,3}:\s*/i;
const RESULT_FIELD = /\sresult\s{0,3}:\s*/i;
const FIELD_GAP = "   ";

function testResult(line: string): string | null {
  const test = TEST_FIELD.exec(line);
  const result = test ? RESULT_FIELD.exec(line) : null;
  if (!test || !result) return null;
  const name = line.slice(test[0].length, result.index).trim();
  const value = line.slice(result.index + result[0].length).split(FIELD_GAP)[0]!.trim();
  return name && value ? `${name}: ${value}` : null;
}
// "But: tester horaire SD-2": a French notebook's aim frames the day's work, as "Site:" does.
const PLACE_FIELD = /^(?:site|location|weather|venue|room|but)\s{0,3}:\s*/i;
const PERSON_FIELD = /^(?:owners?|assignees?|reporter|tags|labels|authors?|reviewers?|sprint|team|crew|shift|attendees|analyst|technician|operator|inspector|performed by|prepared by|supervisor|equip|equipment|safety|visitors?|deliveries)\s{0,3}:/i;
const KIND_FIELD = /^(?:(?:obs|observation|record|event|entry|visit|activity|form|report) type|type|category|kind|form|status)\s{0,3}:\s*/i;
// The kinds of record that are not the project's R&D.
const NOT_RD = /\b(?:maintenance|meeting|admin|administration|repair|call|commercial|sales|cancel+ed|training|safety)\b/i;
const KIND_VALUE_CHARS = 40;
const STATUS_FIELD = /^status\s{0,3}:/i;
const PERSON_LINE_CHARS = 80;

// "Printed: Friday, May 16, 2025", "Prepared by: J.-P. Lavoie": when and by whom the page was made.
const PAGE_FIELD = /^(?:printed|exported|generated|downloaded|prepared by|calendar|submitted by)\s{0,3}:/i;

export function isPageField(line: string): boolean {
  return line.includes(":") && PAGE_FIELD.test(line);
}

// "Pile ID: HP-07, HP-08", "Sample no.: S-12": the thing the record is about, named.
const ID_FIELD = /^(\p{L}[\p{L}-]{1,20}(?: \p{L}[\p{L}-]{1,20})?) (?:id|no\.?|number|#)\s{0,3}:\s*/iu;

export function formLine(line: string): FormLine | null {
  const colon = line.indexOf(":");
  if (colon < 2 || colon > 24) return null;
  const id = ID_FIELD.exec(line);
  if (id) return { kind: "text", text: `${id[1]} ${line.slice(id[0].length)}` };
  const measured = testResult(line);
  if (measured) return { kind: "text", text: measured };
  const note = NOTE_FIELD.exec(line);
  if (note) return { kind: "text", text: line.slice(note[0].length) };
  const place = PLACE_FIELD.exec(line);
  if (place) return { kind: "text", text: `context: ${line.slice(place[0].length)}` };
  if (line.length <= PERSON_LINE_CHARS && PERSON_FIELD.test(line)) return { kind: "drop" };
  const kind = KIND_FIELD.exec(line);
  if (!kind) return null;
  const value = line.slice(kind[0].length);
  if (value.length > KIND_VALUE_CHARS || /\d/.test(value)) return null;
  if (NOT_RD.test(value)) return { kind: "routine" };
  // "Obs type: Icing event": what kind of work the record holds frames it; a status ("Done") does not.
  return STATUS_FIELD.test(line) || value.split(" ").length < 2 ? { kind: "drop" } : { kind: "text", text: `context: ${value}` };
}

// "Weather: -4 °C, overcast. Crew: 4. Equip: drum agglomerator": a site diary sets several fields on one
// line; each is read as a line of its own.
const NEXT_FIELD = /\. (?=[A-Z][A-Za-z]{1,14}:\s)/g;
const FIELD_LINE_CHARS = 600;

export function splitFormFields(lines: string[]): string[] {
  return lines.flatMap((line) => {
    if (line.length > FIELD_LINE_CHARS || !line.includes(": ") || formLine(line.trim()) === null) return [line];
    const parts = line.split(NEXT_FIELD);
    return parts.length > 1 && parts.slice(1).every((part) => formLine(part) !== null || /^[A-Z][A-Za-z]{1,14}:\s/.test(part)) ? parts : [line];
  });
}
