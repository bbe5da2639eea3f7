/** A page of an ordered list, as CONTRACT.md §2 (`number` is 0-based, as the request's `page`). */
export interface Page<T> {
  content: T[];
  number: number;
  size: number;
  totalElements: number;
  totalPages: number;
}
