import { findDates } from "../text/dates";

// E-mails pasted one after another, each with its headers ("From:", "Date: Tue, Jun 10, 2025",
// "Subject: fermenter run 7"): the headers are no notes. The "Date:" header dates the message's notes
// (written as a date line the segmenter reads); the others are dropped. Only a text that has both a
// "From:" and a "Subject:" header is read so, since "Date:" alone can open an ordinary note.

const HEADER = /^[ \t]*(?:from|to|cc|bcc|sent|subject|objet|de|à|envoyé|reply-to)[ \t]*:/i;
const DATE_HEADER = /^[ \t]*(?:date|sent|envoyé)[ \t]*:(.*)$/i;
const PEOPLE_HEADER = /^[ \t]*(?:from|to|cc|de|à)[ \t]*:(.*)$/i;

export function isMail(text: string): boolean {
  return (/^[ \t]*from[ \t]*:/im.test(text) && /^[ \t]*(?:subject|objet)[ \t]*:/im.test(text)) || quotesReplies(text);
}

function quotesReplies(text: string): boolean {
  if (!text.includes("wrote:") && !text.includes("a écrit")) return false;
  // Mail clients put the attribution above the quote, quoted or not ("On Tue, Jun 3, 2025 at 9:40 AM
  // Lena <lena@…> wrote:" then "> …").
  return text.split("\n").some((line) => attributionDate(line.replace(QUOTE_MARKS, "").trim()) !== null);
}

// A reply quotes the message before it under ">" (">>" for the one before that): each quoted message
// is an earlier day's notes, dated by the line that introduces it ("On Tue, 9 Sep 2025 at 14:02, Luc
// wrote:", "Le 9 sept. 2025 à 14:02, Luc a écrit :").
const QUOTE_MARKS = /^[ \t]*(?:>[ \t]?){1,12}/;
const ATTRIBUTION = /^(?:on|le) .{6,120}(?:wrote|a écrit)[ \t]?:$/i;

function attributionDate(line: string): string | null {
  if (line.length > 160 || !ATTRIBUTION.test(line)) return null;
  return findDates(line, null).find((d) => d.iso)?.iso ?? null;
}

// "Marc Gagnon <mgagnon@example.com>, Priya Nair": the people a thread is between, by full and first name.
function peopleOf(headers: string): string[] {
  return headers.split(/[,;]/).flatMap((part) => {
    const name = part.split("<")[0]!.replaceAll('"', "").trim().toLowerCase();
    if (name === "" || name.includes("@")) return [];
    return [name, name.split(" ")[0]!];
  });
}

// "Hi Priya,", "Marc,", "Thanks Marc —", "Marc Gagnon, P.Eng.": the thread's people greeted, thanked or
// signing off, on a line of their own or opening one. The work the line goes on to report is kept.
const COURTESY = /^(?:(?:hi|hello|hey|dear|thanks|thank you|bonjour|salut|merci|good (?:morning|afternoon))[ \t]+)?/i;
const SIGNATURE_TAIL = /^,[ \t]*[\p{L}.,' ]{0,30}$/u;

// "All — batch B-0219 went through …", "Team, …": a message to the whole list greets it as a group.
const GROUPS = new Set(["all", "both", "team", "everyone", "folks", "guys", "tous", "équipe"]);

function withoutAddress(line: string, people: Set<string>): string {
  const text = line.trim();
  const greeting = COURTESY.exec(text)![0];
  const name = /^[\p{L}'-]{1,30}(?: [\p{L}'-]{1,30})?/u.exec(text.slice(greeting.length))?.[0];
  const named = name && [name, name.split(" ")[0]!].find((n) => people.has(n.toLowerCase()) || GROUPS.has(n.toLowerCase()));
  if (!named) return line;
  const after = text.slice(greeting.length + named.length);
  if (/^[,!.:—–-]?$/.test(after.trim()) || SIGNATURE_TAIL.test(after)) return "";
  const addressed = /^[ \t]*[,!—–-][ \t]*/.exec(after);
  return addressed ? after.slice(addressed[0].length) : line;
}

// "-----Original Message-----", as Outlook opens the message a reply quotes: its headers follow.
const QUOTED_BREAK = /^[ \t]{0,4}[-_=]{2,40}[ \t]{0,4}(?:original message|forwarded message|message d'origine|message transféré)[ \t]{0,4}[-_=]{2,40}[ \t]{0,4}$/i;

// "-- " alone on a line: the standard delimiter above a mail's signature (name, role, company, phone).
const SIGNATURE_DELIMITER = /^--[ \t]?$/;

export function withoutMailHeaders(text: string): string {
  const lines = text.split(/\r\n?|\n/);
  const people = new Set(lines.flatMap((line) => peopleOf(PEOPLE_HEADER.exec(line)?.[1] ?? "")));
  const out: string[] = [];
  // Inside a signature: it runs to the next message's headers, its quote's attribution or its break.
  let signature = false;
  for (const quoted of lines) {
    const line = quoted.includes(">") ? quoted.replace(QUOTE_MARKS, "") : quoted;
    const replied = line.length > 8 ? attributionDate(line.trim()) : null;
    if (replied) {
      signature = false;
      out.push("", `${replied}:`);
      continue;
    }
    const dated = DATE_HEADER.exec(line);
    if (dated) {
      signature = false;
      const iso = findDates(dated[1]!, null)[0]?.iso;
      if (iso) out.push(`${iso}:`);
      continue;
    }
    if (HEADER.test(line) || QUOTED_BREAK.test(line)) {
      signature = false;
      continue;
    }
    if (line.length <= 3 && SIGNATURE_DELIMITER.test(line)) signature = true;
    if (signature) {
      out.push("");
      continue;
    }
    // A line that was only an address goes whole: left blank, it would cut the message's paragraph.
    const kept = withoutAddress(line, people);
    if (kept !== "" || line.trim() === "") out.push(kept);
  }
  return out.join("\n");
}
