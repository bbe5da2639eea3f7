import type { PageRequest } from "./schemas";

/** An admin list page: `number` is 0-based, as the request's `page`. */
export interface Page<T> {
  content: T[];
  number: number;
  size: number;
  totalElements: number;
  totalPages: number;
}

export function toPage<T>(content: T[], request: PageRequest, totalElements: number): Page<T> {
  return {
    content,
    number: request.page,
    size: request.size,
    totalElements,
    totalPages: Math.ceil(totalElements / request.size),
  };
}

export const offsetOf = (request: PageRequest) => request.page * request.size;
