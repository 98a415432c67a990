import { z } from "zod";
import { lazySchema } from "./lazy-schema.js";

/** A whole list answers `{ items }`: every list wrapper of the API comes from here. */
export function listOf<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item) });
}

/** Paginated lists answer `{ items, total, page, page_size }` (PRODUCT.md). */
export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int().nonnegative(),
    page: z.number().int().positive(),
    page_size: z.number().int().positive(),
  });
}

export const PageQuerySchema = lazySchema(() =>
  z.object({
    page: z.coerce.number().int().min(1).default(1).describe("1-based page number"),
    page_size: z.coerce.number().int().min(1).max(100).default(20).describe("Items per page, at most 100"),
  }),
);
