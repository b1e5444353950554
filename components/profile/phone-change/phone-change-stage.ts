import type { PhoneChangeStatus } from "@/lib/contract/phone-change";

/** The four steps of spec §4, as the stepper names them. */
export const PHONE_CHANGE_STEPS = ["تأیید شمارهٔ فعلی", "شمارهٔ جدید", "تأیید شمارهٔ جدید", "بررسی کارشناس"] as const;

/** Where the user is: a step to take, the wait for the expert, or the expert's decision on the last request. */
export type PhoneChangeStage =
  | { kind: "current" }
  | { kind: "new_mobile" }
  | { kind: "new_code"; newMobile: string }
  | { kind: "review"; newMobile: string; submittedAt: string | null }
  | { kind: "approved"; newMobile: string; reviewedAt: string | null }
  | { kind: "rejected"; reason: string; reviewedAt: string | null };

/**
 * The stage of a status. `startAnew`: after a decision the user asked to begin again, so step 1
 * shows; `editNumber`: on step 3 the user went back to name another number.
 */
export function phoneChangeStage(
  status: PhoneChangeStatus,
  { startAnew = false, editNumber = false }: { startAnew?: boolean; editNumber?: boolean } = {},
): PhoneChangeStage {
  const request = status.request;
  if (!request) return { kind: "current" };
  switch (request.state) {
    case "current_confirmed":
      return request.new_mobile && !editNumber
        ? { kind: "new_code", newMobile: request.new_mobile }
        : { kind: "new_mobile" };
    case "review":
      return { kind: "review", newMobile: request.new_mobile ?? "", submittedAt: request.submitted_at };
    case "approved":
      return startAnew
        ? { kind: "current" }
        : { kind: "approved", newMobile: request.new_mobile ?? status.mobile, reviewedAt: request.reviewed_at };
    case "rejected":
      return startAnew
        ? { kind: "current" }
        : { kind: "rejected", reason: request.reason ?? "", reviewedAt: request.reviewed_at };
  }
}

/**
 * The stepper for a stage: the step in progress (all four done once approved) and whether it takes
 * the error look: the third step when its code failed, the review when it was rejected.
 */
export function stepperOf(stage: PhoneChangeStage, codeFailed: boolean): { current: number; failed: boolean } {
  switch (stage.kind) {
    case "current":
      return { current: 0, failed: false };
    case "new_mobile":
      return { current: 1, failed: false };
    case "new_code":
      return { current: 2, failed: codeFailed };
    case "review":
      return { current: 3, failed: false };
    case "approved":
      return { current: 4, failed: false };
    case "rejected":
      return { current: 3, failed: true };
  }
}
