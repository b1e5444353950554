import { toPersianDigits } from "@/lib/validation/digits";
import { AlertIcon, CheckIcon } from "./icons";

export type StepState = "done" | "current" | "upcoming" | "failed";

export interface StepperProps {
  steps: readonly string[];
  /** Index of the step in progress; earlier steps are done, later ones upcoming. */
  current: number;
  /** The current step has failed (e.g. a payment declined at its third step): it takes the error look. */
  failed?: boolean;
}

export function stepState(index: number, current: number, failed = false): StepState {
  if (index < current) return "done";
  if (index > current) return "upcoming";
  return failed ? "failed" : "current";
}

const STATE_LABEL: Record<StepState, string> = {
  done: "انجام شد",
  current: "مرحلهٔ فعلی",
  upcoming: "مرحلهٔ بعد",
  failed: "ناموفق",
};

const BADGE: Record<StepState, string> = {
  done: "bg-success text-white",
  current: "bg-primary text-on-primary ring-4 ring-primary-soft",
  upcoming: "border border-border bg-surface text-muted",
  failed: "bg-danger text-white ring-4 ring-danger-soft",
};

const TITLE: Record<StepState, string> = {
  done: "text-text",
  current: "font-bold text-text",
  upcoming: "text-muted",
  failed: "font-bold text-danger",
};

/** Numbered steps of a flow (spec §2), each done, current or upcoming; a failed step shows the error look. */
export function Stepper({ steps, current, failed = false }: StepperProps) {
  return (
    <ol className="flex w-full items-start">
      {steps.map((title, index) => {
        const state = stepState(index, current, failed);
        return (
          <li
            key={title}
            data-state={state}
            aria-current={state === "current" || state === "failed" ? "step" : undefined}
            className="relative flex flex-1 flex-col items-center gap-2 text-center"
          >
            {index > 0 ? (
              <span
                aria-hidden="true"
                className={`absolute top-4 h-0.5 -translate-y-1/2 ${index <= current ? "bg-success" : "bg-border"}`}
                // From the previous badge's edge to this one's: half a step back from the centre, less the badges.
                style={{ insetInlineStart: "calc(-50% + 1.25rem)", width: "calc(100% - 2.5rem)" }}
              />
            ) : null}
            <span
              className={`relative inline-flex size-8 items-center justify-center rounded-full text-sm font-bold ${BADGE[state]}`}
            >
              {state === "done" ? (
                <CheckIcon className="size-4" />
              ) : state === "failed" ? (
                <AlertIcon className="size-4" />
              ) : (
                toPersianDigits(index + 1)
              )}
            </span>
            <span className={`px-1 text-xs leading-5 md:text-sm ${TITLE[state]}`}>
              {title}
              <span className="sr-only">{`، ${STATE_LABEL[state]}`}</span>
            </span>
          </li>
        );
      })}
    </ol>
  );
}
