// The field of science or technology codes of T661 line 206, as data.
//
// Source: the list of guide T4088 (Appendix, "valid field of science and technology codes that can
// be used at line 206 of Part 2 of Form T661"; CRA, T4088 "What's new"). The CRA's list follows the
// OECD's Revised Field of Science and Technology classification (Frascati, 2007): four areas
// (natural and formal sciences, engineering and technology, medical and health sciences,
// agricultural sciences; social sciences and humanities are not claimable), the OECD's groups
// numbered 1.01, 1.02 … 4.05, and codes d.dd.dd under them.
//
// GROUPS is that structure in full. CODES holds the codes whose number and name were checked
// against a published copy of the list: sredready.ca, "What are SR&ED Field of Science Codes?"
// (1.01.01 to 1.04.02; software under 2.02.09, hardware development under 2.02.08) and
// sredinsights.com, "Fields and codes" (1.02.02 shared by information technology and
// bioinformatics; 4.04.02 genetically modified organism technology; 4.04.05 biopharming). Other
// codes of the guide are accepted as long as they sit under a known group; the suggestion names
// a group when no checked code fits, and the user picks the code from T4088.

export interface FieldGroup {
  code: string;
  label: string;
}

export interface FieldCode {
  code: string;
  label: string;
}

export const AREAS: readonly FieldGroup[] = [
  { code: "1", label: "Natural and formal sciences" },
  { code: "2", label: "Engineering and technology" },
  { code: "3", label: "Medical and health sciences" },
  { code: "4", label: "Agricultural sciences" },
];

export const GROUPS: readonly FieldGroup[] = [
  { code: "1.01", label: "Mathematics" },
  { code: "1.02", label: "Computer and information sciences" },
  { code: "1.03", label: "Physical sciences" },
  { code: "1.04", label: "Chemical sciences" },
  { code: "1.05", label: "Earth and related environmental sciences" },
  { code: "1.06", label: "Biological sciences" },
  { code: "1.07", label: "Other natural sciences" },
  { code: "2.01", label: "Civil engineering" },
  { code: "2.02", label: "Electrical engineering, electronic engineering, information engineering" },
  { code: "2.03", label: "Mechanical engineering" },
  { code: "2.04", label: "Chemical engineering" },
  { code: "2.05", label: "Materials engineering" },
  { code: "2.06", label: "Medical engineering" },
  { code: "2.07", label: "Environmental engineering" },
  { code: "2.08", label: "Environmental biotechnology" },
  { code: "2.09", label: "Industrial biotechnology" },
  { code: "2.10", label: "Nano-technology" },
  { code: "2.11", label: "Other engineering and technologies" },
  { code: "3.01", label: "Basic medicine" },
  { code: "3.02", label: "Clinical medicine" },
  { code: "3.03", label: "Health sciences" },
  { code: "3.04", label: "Medical biotechnology" },
  { code: "3.05", label: "Other medical sciences" },
  { code: "4.01", label: "Agriculture, forestry, and fisheries" },
  { code: "4.02", label: "Animal and dairy science" },
  { code: "4.03", label: "Veterinary science" },
  { code: "4.04", label: "Agricultural biotechnology" },
  { code: "4.05", label: "Other agricultural sciences" },
];

export const CODES: readonly FieldCode[] = [
  { code: "1.01.01", label: "Pure mathematics" },
  { code: "1.01.02", label: "Applied mathematics" },
  { code: "1.01.03", label: "Statistics and probability" },
  { code: "1.02.01", label: "Computer sciences" },
  { code: "1.02.02", label: "Information technology and bioinformatics" },
  { code: "1.03.01", label: "Atomic, molecular, and chemical physics" },
  { code: "1.03.02", label: "Interaction with radiation" },
  { code: "1.03.03", label: "Magnetic resonances" },
  { code: "1.03.04", label: "Condensed matter physics" },
  { code: "1.03.05", label: "Solid state physics and superconductivity" },
  { code: "1.03.06", label: "Particles and fields physics" },
  { code: "1.03.07", label: "Nuclear physics" },
  { code: "1.03.08", label: "Fluids and plasma physics (including surface physics)" },
  { code: "1.03.09", label: "Optics (including laser optics and quantum optics)" },
  { code: "1.03.10", label: "Acoustics" },
  { code: "1.03.11", label: "Astronomy (including astrophysics, space science)" },
  { code: "1.04.01", label: "Organic chemistry" },
  { code: "1.04.02", label: "Inorganic and nuclear chemistry" },
  { code: "2.02.08", label: "Computer hardware and architecture" },
  { code: "2.02.09", label: "Software engineering and technology" },
  { code: "4.04.02", label: "Genetically modified organism technology" },
  { code: "4.04.05", label: "Biopharming" },
];

/** The form of a line-206 code: area, group and field, "2.02.09". */
export const FIELD_CODE_PATTERN = /^[1-4]\.\d{2}\.\d{2}$/;

/** A CRDC 2020 field-of-research code: "RDF" and the group (3 digits), class (5) or field (7). */
export const CRDC_CODE_PATTERN = /^(?:RDF)?\d{3}(?:\d{2}){0,2}$/;

const byCode = new Map([...CODES, ...GROUPS].map((c) => [c.code, c.label]));

export const groupOf = (code: string) => code.slice(0, 4);

/** Whether `code` has the form of a line-206 code and sits under a group of the list. */
export const isKnownFieldCode = (code: string) => FIELD_CODE_PATTERN.test(code) && byCode.has(groupOf(code));

/** The code's name when the list here has it; else its group's, in brackets; null for neither. */
export function fieldCodeLabel(code: string): string | null {
  const own = byCode.get(code);
  if (own) return own;
  const group = byCode.get(groupOf(code));
  return group ? `(${group})` : null;
}
