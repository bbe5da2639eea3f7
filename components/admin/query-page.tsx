import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { QueryState } from "@/components/ui/query-state";

interface QueryPageProps<T> {
  title: string;
  lede: string;
  /** What is loading, plural: "plans" reads "Loading plans…" and "Could not load the plans". */
  noun: string;
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}

/** An admin page over one query: its header, then the load error, the wait, or the data. */
export function QueryPage<T>({ title, lede, noun, query, children }: QueryPageProps<T>) {
  return (
    <>
      <header className="page-header">
        <h1>{title}</h1>
        <p className="muted">{lede}</p>
      </header>
      <QueryState query={query} loading={`Loading ${noun}…`} failed={`Could not load the ${noun}`}>
        {children}
      </QueryState>
    </>
  );
}
