"use client";

import { useState, type ChangeEvent } from "react";

/** The page and status filter of an admin list; a new status starts again at the first page. */
export function useStatusPaging<S extends string>() {
  const [page, setPage] = useState(0);
  const [status, setStatus] = useState<S | undefined>(undefined);
  const onStatus = (e: ChangeEvent<HTMLSelectElement>) => {
    setStatus((e.target.value || undefined) as S | undefined);
    setPage(0);
  };
  return { page, setPage, status, onStatus };
}
