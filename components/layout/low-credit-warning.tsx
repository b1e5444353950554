"use client";

import { CloseIcon } from "@/components/ui/icons";
import { useLowCreditWarning } from "@/lib/api/wallet-live";
import { formatRial } from "@/lib/format/money";
import { TOP_UP_RULE } from "@/lib/navigation/page-access";
import { Allowed } from "./allowed";
import { PrefetchLink } from "./prefetch-link";

/** Under the header once the credit falls below the owner's alert (spec §5): a top-up link, dismissible. */
export function LowCreditWarning() {
  const { warning, dismiss } = useLowCreditWarning();
  if (!warning) return null;
  return (
    <div role="alert" className="flex items-center gap-3 border-b border-warning bg-warning-soft px-4 py-2 text-sm">
      <p className="min-w-0 flex-1 leading-6">
        {`اعتبار شما ${formatRial(warning.credit)} است و از آستانهٔ هشدار (${formatRial(warning.threshold)}) کمتر شده است. `}
        <Allowed rule={TOP_UP_RULE}>
          <PrefetchLink href="/wallet/credit" className="font-medium text-primary hover:underline">
            افزایش اعتبار
          </PrefetchLink>
        </Allowed>
      </p>
      <button
        type="button"
        aria-label="بستن هشدار کمبود اعتبار"
        onClick={dismiss}
        className="inline-flex size-8 shrink-0 items-center justify-center rounded-lg text-muted hover:bg-surface hover:text-text"
      >
        <CloseIcon className="size-4" />
      </button>
    </div>
  );
}
