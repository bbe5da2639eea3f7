import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Markdown } from "@/components/session/markdown";

describe("Markdown", () => {
  it("never renders an image element, inline or by reference, and keeps the alt text", () => {
    const html = renderToStaticMarkup(
      <Markdown>{`Results ![pixel](https://tracker.example/p.gif?u=1)\n\n![ref][t]\n\n[t]: https://tracker.example/r.png\n\n<img src="https://tracker.example/raw.gif">`}</Markdown>,
    );
    expect(html).not.toMatch(/<img/i);
    expect(html).not.toContain("tracker.example/p.gif");
    expect(html).toContain("[image: pixel]");
  });

  it("still renders links, safely", () => {
    const html = renderToStaticMarkup(<Markdown>{"[docs](https://cra.example/t4088) [x](javascript:alert(1))"}</Markdown>);
    expect(html).toContain('href="https://cra.example/t4088"');
    expect(html).toContain('rel="noopener noreferrer"');
    expect(html).not.toContain("javascript:");
  });
});
