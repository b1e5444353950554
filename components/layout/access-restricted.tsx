import { PanelIcon } from "@/components/ui/panel-icon";
import { ERROR_MESSAGES } from "@/lib/errors/messages";
import { PrefetchLink } from "./prefetch-link";

/** A page the member's role does not reach (spec §8's 403-8): why, and whom to ask, in the page's frame. */
export function AccessRestricted() {
  return (
    <div
      role="alert"
      className="flex flex-1 flex-col items-center justify-center gap-4 rounded-2xl border border-border bg-surface p-6 text-center"
    >
      <span className="flex size-16 items-center justify-center rounded-full bg-warning-soft text-warning">
        <PanelIcon name="key" className="size-8" />
      </span>
      <div className="flex max-w-md flex-col gap-1">
        <h2 className="text-lg font-bold">دسترسی محدود</h2>
        <p className="text-sm leading-7 text-muted">{ERROR_MESSAGES.accessRestricted}</p>
      </div>
      <PrefetchLink
        href="/dashboard"
        className="inline-flex h-10 items-center gap-1.5 rounded-lg border border-border bg-surface px-4 text-sm font-medium text-text hover:bg-surface-2"
      >
        <PanelIcon name="home" className="size-4" />
        بازگشت به خانه
      </PrefetchLink>
    </div>
  );
}
