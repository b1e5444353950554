import type * as z from "zod/mini";
import { toFieldErrors } from "../contract/field-errors";
import { ApiError } from "../errors/api-error";

/**
 * A request checked with the schema the upstream checks it with: what it would refuse (a range
 * that ends before it starts, a number that is not one) is refused here, in the same Persian
 * words and as the same 422, without a round trip.
 */
export function checkedRequest<S extends z.ZodMiniType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const errors = toFieldErrors(result.error);
  throw new ApiError(422, {
    data: null,
    meta: { status: false, message: Object.values(errors)[0]?.[0] ?? null, errors },
  });
}
