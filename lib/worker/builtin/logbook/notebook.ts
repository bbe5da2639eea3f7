// A notebook exported as a script (jupytext, VS Code) marks its cells with "# %%" lines, "# %% [markdown]"
// for text: they frame the notes and are no note themselves.

const CELL_MARKER = /^\s*# ?%%/;

export function withoutCellMarkers(text: string): string {
  if (!text.includes("%%")) return text;
  return text
    .split(/\r\n?|\n/)
    .filter((line) => !CELL_MARKER.test(line))
    .join("\n");
}
