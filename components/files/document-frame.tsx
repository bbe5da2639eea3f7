// The sanitized HTML of a Word preview, shown in a sandboxed frame: the server's allow-list is the
// first lock (lib/files/preview-html.ts), this is the second. An empty `sandbox` runs no script,
// follows no link out of the frame, submits nothing and gives the frame an opaque origin, and the
// document's own Content-Security-Policy lets it load nothing but inline data: images, so even
// markup that slipped through could neither run nor call out.

const FRAME_CSP = "default-src 'none'; img-src data:; style-src 'unsafe-inline'";

// A plain page look for the document, inside the frame (the app's stylesheets do not reach it).
const FRAME_STYLE = `
  :root { color-scheme: light; }
  body { margin: 0; padding: 1.25rem 1.5rem; font: 15px/1.55 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif;
    color: #1d2433; background: #fff; overflow-wrap: anywhere; }
  h1, h2, h3, h4, h5, h6 { line-height: 1.25; margin: 1.2em 0 0.5em; }
  h1 { font-size: 1.45rem; } h2 { font-size: 1.25rem; } h3 { font-size: 1.1rem; } h4, h5, h6 { font-size: 1rem; }
  body > :first-child { margin-top: 0; }
  p { margin: 0 0 0.75em; }
  table { border-collapse: collapse; margin: 0.5em 0 1em; max-width: 100%; }
  th, td { border: 1px solid #cfd5df; padding: 0.3em 0.55em; vertical-align: top; text-align: left; }
  td p, th p { margin: 0; }
  img { max-width: 100%; height: auto; }
  a { color: #1d4ed8; }
  /* An outside link is text here: its address is shown beside it, never followed. */
  .doc-link { text-decoration: underline dotted; }
  .doc-link::after { content: "(" attr(title) ")"; display: inline-block; margin-left: 0.3em; color: #5b6474; font-size: 0.9em; }
  ol, ul { padding-left: 1.6em; }
  @media (max-width: 480px) { body { padding: 0.9rem 1rem; } }
`;

/** The frame's whole document around the (already sanitized) body HTML. */
export function frameDocument(html: string): string {
  return [
    "<!doctype html><html><head><meta charset=\"utf-8\">",
    `<meta http-equiv="Content-Security-Policy" content="${FRAME_CSP}">`,
    "<meta name=\"referrer\" content=\"no-referrer\">",
    `<style>${FRAME_STYLE}</style></head><body>`,
    html,
    "</body></html>",
  ].join("");
}

export function DocumentFrame({ html, title }: { html: string; title: string }) {
  return (
    <iframe
      className="doc-preview-frame"
      title={title}
      sandbox=""
      referrerPolicy="no-referrer"
      srcDoc={frameDocument(html)}
      data-testid="document-preview"
    />
  );
}
