import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { OPTION_ROW_HEIGHT, SELECT_TEXT } from "./constants";

export type SelectListState = "loading" | "error" | "no-match" | "empty";

export interface SelectListStatusProps {
  state: SelectListState | null;
  errorMessage?: string;
  onRetry?: () => void;
}

/**
 * The row under the options: a spinner while a page loads, the failure with a retry, or why the
 * list is empty («موردی یافت نشد» for a search without a match, «لیست خالی است» for no options).
 */
export function SelectListStatus({ state, errorMessage, onRetry }: SelectListStatusProps) {
  if (state === null) return null;
  if (state === "loading") {
    return (
      <div style={{ height: OPTION_ROW_HEIGHT }} className="flex items-center justify-center text-muted">
        <Spinner />
      </div>
    );
  }
  if (state === "error") {
    return (
      <div role="alert" className="flex items-center gap-2 px-3 py-2 text-sm text-danger">
        <p className="min-w-0 flex-1 whitespace-pre-line">{errorMessage}</p>
        {onRetry ? (
          <Button size="sm" variant="secondary" onMouseDown={(event) => event.preventDefault()} onClick={onRetry}>
            {SELECT_TEXT.retry}
          </Button>
        ) : null}
      </div>
    );
  }
  return (
    <p
      role="status"
      style={{ minHeight: OPTION_ROW_HEIGHT }}
      className="flex items-center justify-center px-3 text-sm text-muted"
    >
      {state === "no-match" ? SELECT_TEXT.noMatch : SELECT_TEXT.empty}
    </p>
  );
}
