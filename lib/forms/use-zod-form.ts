"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useCallback } from "react";
import { useForm, type FieldValues, type Path, type UseFormProps } from "react-hook-form";
import type * as z from "zod/mini";
import { ApiError } from "../errors/api-error";
import { toErrorMessage } from "../errors/to-message";

const NO_NESTED_ERRORS: readonly string[] = [];

/**
 * The one form hook: the contract's zod schema validates on the client, and `applyServerError`
 * puts the upstream's field messages back on their fields. What the user typed is never reset.
 * Returns the message to show at form level when no field took it, or null.
 */
export function useZodForm<S extends z.ZodMiniType<FieldValues, FieldValues>>(
  schema: S,
  {
    nestedErrors = NO_NESTED_ERRORS,
    ...options
  }: Omit<UseFormProps<z.input<S>, unknown, z.output<S>>, "resolver"> & {
    /**
     * Fields of lists whose rows show their own messages: the upstream's `variable.0.name` is put
     * on that row's field rather than above the form. Other dotted names stay at form level.
     */
    nestedErrors?: readonly string[];
  } = {},
) {
  const form = useForm<z.input<S>, unknown, z.output<S>>({
    mode: "onTouched",
    ...options,
    resolver: zodResolver(schema as never) as never,
  });
  const { setError, getValues } = form;

  const applyServerError = useCallback(
    (error: unknown): string | null => {
      if (!(error instanceof ApiError)) return toErrorMessage(error);
      const known = Object.keys(getValues() ?? {});
      let placed = false;
      for (const [field, messages] of Object.entries(error.fieldErrors)) {
        const nested = nestedErrors.some((list) => field.startsWith(`${list}.`));
        if ((known.includes(field) || nested) && messages[0]) {
          setError(
            field as Path<z.input<S>>,
            { type: "server", message: messages.join("\n") },
            { shouldFocus: !placed },
          );
          placed = true;
        }
      }
      return placed ? null : toErrorMessage(error);
    },
    [getValues, setError, nestedErrors],
  );

  return { ...form, applyServerError };
}
