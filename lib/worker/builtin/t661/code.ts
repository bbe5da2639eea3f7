import { countWords } from "@/lib/shared/limits";
import type { CodeHistory } from "@/lib/worker/codehost/types";
import { experimentationSigns, type CodeSign } from "../code/signs";

// Line 244 from the repository: the commits (and README lines) that show experimentation are named in
// a closing paragraph, each with its short SHA and date, as the records kept while the work went on.
// The cited commits join the sources; what does not fit the word limit is left out with a warning.

const QUOTE_WORDS = 12;

export interface CodeRecords {
  text: string;
  sources: { commit: string; repo: string }[];
  warnings: string[];
}

function shortQuote(line: string): string {
  const words = line.replace(/"/g, "'").split(/\s+/).filter(Boolean);
  return words.length > QUOTE_WORDS ? `${words.slice(0, QUOTE_WORDS).join(" ")}…` : words.join(" ");
}

function citation(sign: CodeSign): string {
  const where = sign.sha ? `commit ${sign.sha}, ${sign.date}` : "README";
  return `a ${sign.kind}, "${shortQuote(sign.line)}" (${where})`;
}

function paragraph(signs: CodeSign[], repo: string): string {
  return `The commit history of ${repo} recorded this work as it went: ${signs.map(citation).join("; ")}.`;
}

/** Line 244 with the code records added, within `limit` words. */
export function withCodeRecords(text: string, limit: number, code: CodeHistory | null): CodeRecords {
  if (!code) return { text, sources: [], warnings: [] };
  const warnings = [...code.warnings];
  const signs = experimentationSigns(code);
  let cited = signs;
  const joined = (s: CodeSign[]) => (text ? `${text}\n\n${paragraph(s, code.repo)}` : paragraph(s, code.repo));
  while (cited.length > 0 && countWords(joined(cited)) > limit) cited = cited.slice(0, -1);
  if (cited.length < signs.length) {
    warnings.push(`Line 244: ${signs.length - cited.length} sign${signs.length - cited.length === 1 ? "" : "s"} of experimentation in the commit history did not fit the word limit and ${signs.length - cited.length === 1 ? "was" : "were"} left out.`);
  }
  if (cited.length === 0) return { text, sources: [], warnings };
  const sources = cited.flatMap((s) => (s.fullSha ? [{ commit: s.fullSha, repo: code.repo }] : []));
  return { text: joined(cited), sources, warnings };
}
