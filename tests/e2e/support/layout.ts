import { expect, type Page } from "@playwright/test";

/**
 * The page fits the screen's width, and no box inside it scrolls sideways either; on failure,
 * names the elements that stick out.
 */
export async function expectNoSidewaysScroll(page: Page, what: string) {
  const result = await page.evaluate(() => {
    const view = window.innerWidth;
    const shown = (el: Element) => el.getClientRects().length > 0 && el.getBoundingClientRect().width > 1;
    const name = (el: Element) => `${el.tagName.toLowerCase()}.${String(el.className)}`;
    const all = [...document.querySelectorAll<HTMLElement>("body *")].filter(shown);
    const wide = all.filter((el) => el.getBoundingClientRect().right > view + 0.5).slice(0, 5).map(name);
    const scrolling = all
      .filter((el) => ["auto", "scroll"].includes(getComputedStyle(el).overflowX) && el.scrollWidth > el.clientWidth + 1)
      .slice(0, 5)
      .map(name);
    return { scroll: document.documentElement.scrollWidth, view, wide, scrolling };
  });
  expect(result.scroll, `${what} scrolls sideways: ${result.wide.join(", ")}`).toBeLessThanOrEqual(result.view);
  expect(result.scrolling, `${what} has boxes that scroll sideways`).toEqual([]);
}
