import { Button } from "@/components/ui/button";
import { CheckCircleIcon } from "@/components/ui/icons";
import { PATTERN_MESSAGES } from "@/lib/contract/patterns";

export interface BusinessNameStatusProps {
  /** The account's business name from its setup; null when it has none yet. */
  businessName: string | null;
  text: string;
  /** Puts the name where the caret was. */
  onInsert: () => void;
}

/** Spec §5: the text must name the business. Says, as the text changes, whether it does. */
export function BusinessNameStatus({ businessName, text, onInsert }: BusinessNameStatusProps) {
  const name = businessName?.trim() ?? "";
  if (!name) {
    return (
      <p id="business-name-status" className="text-xs leading-6 text-danger">
        {PATTERN_MESSAGES.businessNameUnset}
      </p>
    );
  }
  const present = text.includes(name);
  return (
    <div id="business-name-status" className="flex flex-wrap items-center justify-between gap-2" aria-live="polite">
      {present ? (
        <p className="flex items-center gap-1.5 text-xs leading-6 text-success">
          <CheckCircleIcon className="size-4 shrink-0" />
          نام کسب‌وکار «{name}» در متن آمده است.
        </p>
      ) : (
        <p className="text-xs leading-6 text-warning">
          متن الگو باید نام کسب‌وکار شما، «{name}»، را داشته باشد؛ هنوز ندارد.
        </p>
      )}
      {present ? null : (
        <Button size="sm" variant="secondary" onClick={onInsert}>
          درج نام کسب‌وکار
        </Button>
      )}
    </div>
  );
}
