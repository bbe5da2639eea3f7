import type { Page } from "@/lib/shared/page";
import type { PageRequest } from "./schemas";

export type { Page };

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
