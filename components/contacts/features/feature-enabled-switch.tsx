"use client";

import { useState } from "react";
import { ConfirmDialog } from "@/components/ui/dialog";
import { featureInUseWarning, useUpdateContactFeature } from "@/lib/api/contact-features";
import type { PhonebookOption } from "@/lib/contract/phonebooks";
import { toErrorMessage } from "@/lib/errors/to-message";
import { toast } from "@/lib/ui/toast-store";

/**
 * Turns one of the user's features on or off. Turning off a feature in use first shows the
 * upstream's warning and goes ahead only once the user confirms it.
 */
export function FeatureEnabledSwitch({ feature }: { feature: PhonebookOption }) {
  const update = useUpdateContactFeature();
  const [warning, setWarning] = useState<string | null>(null);
  const [confirmError, setConfirmError] = useState<string | null>(null);

  function change(enabled: boolean, confirm = false) {
    setConfirmError(null);
    update.mutate(
      { id: feature.id, enabled, confirm },
      {
        onSuccess: () => {
          setWarning(null);
          toast.success(enabled ? `ویژگی «${feature.title}» فعال شد.` : `ویژگی «${feature.title}» غیرفعال شد.`);
        },
        onError: (error) => {
          const inUse = confirm ? null : featureInUseWarning(error);
          if (inUse) setWarning(inUse);
          else if (confirm) setConfirmError(toErrorMessage(error));
          else toast.error(toErrorMessage(error));
        },
      },
    );
  }

  // While a change is saved (and the list read again), the switch shows where it is going.
  const on = update.isPending && update.variables ? update.variables.enabled !== false : feature.enabled;

  return (
    <>
      <button
        type="button"
        role="switch"
        aria-checked={on}
        aria-label={`فعال بودن «${feature.title}»`}
        aria-busy={update.isPending || undefined}
        disabled={update.isPending}
        onClick={() => change(!feature.enabled)}
        className="inline-flex items-center gap-2 rounded-full text-sm text-text disabled:cursor-wait disabled:opacity-70"
      >
        <span
          aria-hidden="true"
          className={`flex h-6 w-11 shrink-0 items-center rounded-full border p-0.5 transition-colors ${
            on ? "justify-end border-primary bg-primary" : "justify-start border-border bg-surface-2"
          }`}
        >
          <span className="size-4.5 rounded-full bg-white shadow" />
        </span>
        <span aria-hidden="true" className={on ? "text-text" : "text-muted"}>
          {on ? "فعال" : "غیرفعال"}
        </span>
      </button>
      <ConfirmDialog
        open={warning !== null}
        onOpenChange={(open) => {
          if (open) return;
          setWarning(null);
          setConfirmError(null);
        }}
        title={`غیرفعال کردن «${feature.title}»`}
        message={warning ?? undefined}
        confirmLabel="با این حال غیرفعال شود"
        tone="danger"
        pending={update.isPending}
        error={confirmError}
        onConfirm={() => change(false, true)}
      />
    </>
  );
}
