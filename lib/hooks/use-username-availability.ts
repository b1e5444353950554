"use client";

import { useQuery } from "@tanstack/react-query";
import { checkExistRequestSchema } from "@/lib/contract/auth";
import { ApiError } from "@/lib/errors/api-error";
import { toErrorMessage } from "@/lib/errors/to-message";
import { useDebouncedValue } from "@/lib/hooks/use-debounced-value";
import { authApi, authKeys } from "@/lib/api/auth";

const USERNAME_CHECK_DELAY_MS = 600;
const AVAILABLE_MESSAGE = "این نام کاربری قابل ثبت می باشد";

export type UsernameAvailability =
  { state: "idle" } | { state: "checking" } | { state: "available" | "unavailable"; message: string };

/** Asks the upstream once: available (200), taken (409) or not a valid pattern (422); other failures are thrown. */
async function checkUsername(userName: string) {
  try {
    const answer = await authApi.checkUsername({ user_name: userName });
    return { available: true, message: answer.meta.message || AVAILABLE_MESSAGE };
  } catch (error) {
    if (error instanceof ApiError && (error.status === 409 || error.status === 422)) {
      return { available: false, message: toErrorMessage(error) };
    }
    throw error;
  }
}

/**
 * Whether the username being typed can be registered, decided 600 ms after the last keystroke.
 * A value the contract already refuses is not sent; its own message is shown instead.
 */
export function useUsernameAvailability(typed: string): UsernameAvailability {
  const value = typed.trim();
  const debounced = useDebouncedValue(value, USERNAME_CHECK_DELAY_MS);
  const local = checkExistRequestSchema.safeParse({ user_name: debounced });
  const query = useQuery({
    queryKey: authKeys.username(debounced),
    queryFn: () => checkUsername(debounced),
    enabled: local.success,
    retry: false,
    staleTime: 60_000,
  });

  if (!value) return { state: "idle" };
  if (debounced !== value) return { state: "checking" };
  if (!local.success) return { state: "unavailable", message: local.error.issues[0]?.message ?? "" };
  if (query.isPending) return { state: "checking" };
  if (query.isError) return { state: "idle" };
  return { state: query.data.available ? "available" : "unavailable", message: query.data.message };
}
