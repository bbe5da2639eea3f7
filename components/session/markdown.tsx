import ReactMarkdown, { type Components } from "react-markdown";
import remarkGfm from "remark-gfm";

// Raw HTML in the text is not rendered (react-markdown's default): model output stays inert.
// Images are never loaded: the text comes from prompts, evidence files and model output, and an
// image URL there would tell its owner who read the page and when (a tracking pixel). The alt
// text stands in for it.
const components: Components = {
  a: ({ node: _node, ...props }) => <a {...props} target="_blank" rel="noopener noreferrer" />,
  img: ({ alt }) => <span className="markdown-image">{alt ? `[image: ${alt}]` : "[image]"}</span>,
  table: ({ node: _node, ...props }) => (
    <div className="table-scroll">
      <table {...props} />
    </div>
  ),
};

export function Markdown({ children }: { children: string }) {
  return (
    <div className="markdown">
      <ReactMarkdown remarkPlugins={[remarkGfm]} components={components}>
        {children}
      </ReactMarkdown>
    </div>
  );
}
