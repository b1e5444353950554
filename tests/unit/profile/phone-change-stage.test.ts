import type { PhoneChangeStatus } from "@/lib/contract/phone-change";
import { phoneChangeStage, stepperOf } from "@/components/profile/phone-change/phone-change-stage";

const MOBILE = "+989121234567";
const NEW = "+989351234567";

function status(request: Partial<NonNullable<PhoneChangeStatus["request"]>> | null): PhoneChangeStatus {
  return {
    mobile: MOBILE,
    request: request && {
      id: 7,
      state: "current_confirmed",
      new_mobile: null,
      reason: null,
      created_at: "1404-01-01 10:00:00",
      submitted_at: null,
      reviewed_at: null,
      ...request,
    },
  };
}

const stepsOf = (s: PhoneChangeStatus, codeFailed = false, options = {}) =>
  stepperOf(phoneChangeStage(s, options), codeFailed);

describe("where a phone change stands", () => {
  it("starts at the current number's code when there is no request", () => {
    expect(phoneChangeStage(status(null))).toEqual({ kind: "current" });
    expect(stepsOf(status(null))).toEqual({ current: 0, failed: false });
  });

  it("asks for the new number once the current one is confirmed, then for its code", () => {
    expect(stepsOf(status({}))).toEqual({ current: 1, failed: false });
    const named = status({ new_mobile: NEW });
    expect(phoneChangeStage(named)).toEqual({ kind: "new_code", newMobile: NEW });
    expect(stepsOf(named)).toEqual({ current: 2, failed: false });
    // Back on step 2 to name another number.
    expect(phoneChangeStage(named, { editNumber: true })).toEqual({ kind: "new_mobile" });
  });

  it("gives the third step the error look when its code was refused", () => {
    expect(stepsOf(status({ new_mobile: NEW }), true)).toEqual({ current: 2, failed: true });
    // A refused code elsewhere changes nothing.
    expect(stepsOf(status({}), true)).toEqual({ current: 1, failed: false });
  });

  it("waits on the review step, shows every step done once approved, and the review failed once rejected", () => {
    expect(stepsOf(status({ state: "review", new_mobile: NEW }))).toEqual({ current: 3, failed: false });
    const approved = status({ state: "approved", new_mobile: NEW, reviewed_at: "1404-01-02 09:00:00" });
    expect(phoneChangeStage(approved)).toMatchObject({ kind: "approved", newMobile: NEW });
    expect(stepsOf(approved)).toEqual({ current: 4, failed: false });
    const rejected = status({ state: "rejected", new_mobile: NEW, reason: "مدرک مالکیت نیامده" });
    expect(phoneChangeStage(rejected)).toMatchObject({ kind: "rejected", reason: "مدرک مالکیت نیامده" });
    expect(stepsOf(rejected)).toEqual({ current: 3, failed: true });
  });

  it("begins again at step 1 after a decision when the user asks to", () => {
    expect(phoneChangeStage(status({ state: "rejected", reason: "x" }), { startAnew: true })).toEqual({
      kind: "current",
    });
    expect(phoneChangeStage(status({ state: "approved", new_mobile: NEW }), { startAnew: true })).toEqual({
      kind: "current",
    });
    // A request under review cannot be left.
    expect(phoneChangeStage(status({ state: "review", new_mobile: NEW }), { startAnew: true }).kind).toBe("review");
  });
});
