"use client";

import type { UseFormRegisterReturn } from "react-hook-form";
import { API_KEY_RULES } from "@/lib/contract/api-keys";
import { toPersianDigits } from "@/lib/validation/digits";
import { WithLatin } from "./with-latin";

const ID = "allowed_addresses";

/**
 * The allowed addresses, one a line, typed left to right; each refused entry's message stands
 * under the box on its own line, naming the entry as it was typed.
 */
export function AllowedAddressesField({ field, error }: { field: UseFormRegisterReturn; error?: string }) {
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={ID} className="text-sm font-medium text-text">
        نشانی‌های مجاز
      </label>
      <textarea
        id={ID}
        rows={4}
        dir="ltr"
        spellCheck={false}
        autoComplete="off"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${ID}-error` : `${ID}-hint`}
        className="latin w-full resize-y rounded-lg border border-border bg-surface px-3 py-2 text-sm leading-6 text-text transition-colors outline-none focus:border-primary aria-invalid:border-danger"
        {...field}
      />
      {error ? (
        <p id={`${ID}-error`} role="alert" className="text-xs leading-5 text-danger">
          {error.split("\n").map((line) => (
            <span key={line} className="block">
              <WithLatin text={line} />
            </span>
          ))}
        </p>
      ) : (
        <div id={`${ID}-hint`} className="text-xs leading-5 text-muted">
          هر نشانی در یک سطر: نشانی <WithLatin text="IPv4" /> یا <WithLatin text="IPv6" /> یا بازهٔ{" "}
          <WithLatin text="CIDR" />، حداکثر {toPersianDigits(API_KEY_RULES.addressesMax)} نشانی؛ مثلاً{" "}
          <WithLatin text="203.0.113.10" /> یا <WithLatin text="198.51.100.0/24" />.
        </div>
      )}
    </div>
  );
}
