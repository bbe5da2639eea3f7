import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { QueryState } from "@/components/ui/query-state";
import type { Page } from "@/lib/client/admin-types";
import { Pager } from "./pager";

interface PagedTableProps<T> {
  query: UseQueryResult<Page<T>>;
  /** What the rows are, plural: "Loading codes…", "12 codes · page 1 of 1". */
  noun: string;
  caption: string;
  empty: string;
  columns: readonly string[];
  /** A last column of buttons, its heading read by screen readers only. */
  actions?: boolean;
  onPage: (page: number) => void;
  /** One row, keyed. */
  children: (item: T) => ReactNode;
}

/** An admin list page by page: the load error, the wait, the empty note or the table, and the pager. */
export function PagedTable<T>({ query, noun, caption, empty, columns, actions = false, onPage, children }: PagedTableProps<T>) {
  return (
    <QueryState query={query} loading={`Loading ${noun}…`} failed={`Could not load the ${noun}`}>
      {(data) => (
        <>
          {data.content.length === 0 && <p className="empty-note">{empty}</p>}
          {data.content.length > 0 && (
            <table className="admin-table" aria-busy={query.isPlaceholderData}>
              <caption className="visually-hidden">{caption}</caption>
              <thead>
                <tr>
                  {columns.map((c) => (
                    <th key={c} scope="col">
                      {c}
                    </th>
                  ))}
                  {actions && (
                    <th scope="col">
                      <span className="visually-hidden">Actions</span>
                    </th>
                  )}
                </tr>
              </thead>
              <tbody>{data.content.map((item) => children(item))}</tbody>
            </table>
          )}
          <Pager page={data.number} totalPages={data.totalPages} totalElements={data.totalElements} noun={noun} onPage={onPage} />
        </>
      )}
    </QueryState>
  );
}
