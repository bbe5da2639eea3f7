import { findDates } from "../text/dates";

// E-mails pasted one after another, each with its headers ("From:", "Date: Tue, Jun 10, 2025",
// "Subject: fermenter run 7"): the headers are no notes. The "Date:" header dates the message's notes
// (written as a date line the segmenter reads); the others are dropped. Only a text that has both a
// "From:" and a "Subject:" header is read so, since "Date:" alone can open an ordinary note.

const HEADER = /^[ \t]*(?:from|to|cc|bcc|sent|subject|objet|de|à|envoyé|reply-to)[ \t]*:/i;
const DATE_HEADER = /^[ \t]*(?:date|sent|envoyé)[ \t]*:(.*)$/i;

export function isMail(text: string): boolean {
  return /^[ \t]*from[ \t]*:/im.test(text) && /^[ \t]*(?:subject|objet)[ \t]*:/im.test(text);
}

export function withoutMailHeaders(text: string): string {
  const out: string[] = [];
  for (const line of text.split(/\r\n?|\n/)) {
    const dated = DATE_HEADER.exec(line);
    if (dated) {
      const iso = findDates(dated[1]!, null)[0]?.iso;
      if (iso) out.push(`${iso}:`);
      continue;
    }
    if (!HEADER.test(line)) out.push(line);
  }
  return out.join("\n");
}
