// Note shorthand spelled out, so a row reads as prose: "w/ set B" gives "with set B", "bc shorter
// amplicon" gives "because shorter amplicon", "impl in src/dfu/resume.c" gives "implemented in ...".
export function spelledOut(text: string): string {
  return text
    .replace(/\bw\/o(?=\s)/gi, "without")
    .replace(/\bw\/(?=\s)/gi, "with")
    .replace(/\b(?:bc|b\/c)(?=\s)/gi, "because")
    .replace(/^impl\b/i, (w) => (w[0] === "I" ? "Implemented" : "implemented"));
}
