"use client";

interface PagerProps {
  page: number;
  totalPages: number;
  totalElements: number;
  noun: string;
  onPage: (page: number) => void;
}

/** Previous and next for a 0-based admin Page, with where the reader is. */
export function Pager({ page, totalPages, totalElements, noun, onPage }: PagerProps) {
  const pages = Math.max(totalPages, 1);
  return (
    <nav className="pager" aria-label={`${noun} pages`}>
      <span className="muted small">
        {totalElements.toLocaleString("en-CA")} {noun} · page {page + 1} of {pages}
      </span>
      <span className="pager-buttons">
        <button type="button" className="button button-small button-secondary" disabled={page <= 0} onClick={() => onPage(page - 1)}>
          Previous
        </button>
        <button type="button" className="button button-small button-secondary" disabled={page + 1 >= pages} onClick={() => onPage(page + 1)}>
          Next
        </button>
      </span>
    </nav>
  );
}
