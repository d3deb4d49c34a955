import { z } from "zod";

/** Paging information added to the envelope of every list answer. */
export const pageableSchema = z.object({
  pageNo: z.number().int(),
  pageSize: z.number().int(),
  totalCount: z.number().int(),
  /**
   * The list holds at least `totalCount` rows, maybe more: a filter no index answers is counted up
   * to a bound (docs/decisions/0105). Left out when the count is exact.
   */
  totalCapped: z.literal(true).optional(),
});
export type Pageable = z.infer<typeof pageableSchema>;

/** Every answer of the API, success or error: `status` equals the HTTP status code. */
export interface Envelope<T> {
  status: number;
  message: string;
  result: T;
  pageable?: Pageable;
}

/** One problem with a request, as the server reports it for validation errors. */
export interface FieldError {
  /** Where the problem is, e.g. `body.title` or `query.pageSize`; array items by index. */
  field: string;
  /** The language version the problem is in, when the body holds several versions. */
  lang?: string;
  message: string;
}

/** The `result` of a 400 answer caused by invalid input. */
export interface ValidationErrorResult {
  errors: FieldError[];
}

export const DEFAULT_PAGE_NO = 1;
export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;
