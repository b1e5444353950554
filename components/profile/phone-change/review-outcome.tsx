import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { formatJalaliDateTime } from "@/lib/format/jalali";
import { AccountMobile } from "./account-mobile";
import type { PhoneChangeStage } from "./phone-change-stage";

type Decided = Extract<PhoneChangeStage, { kind: "approved" | "rejected" }>;

const when = (reviewedAt: string | null) => (reviewedAt ? ` (${formatJalaliDateTime(reviewedAt)})` : "");

/** The expert's decision on the last request, and a way to begin another. */
export function ReviewOutcome({ stage, onStartAnew }: { stage: Decided; onStartAnew: () => void }) {
  return (
    <div className="flex flex-col gap-4">
      {stage.kind === "approved" ? (
        <Alert tone="success">
          درخواست شما تأیید شد{when(stage.reviewedAt)} و شمارهٔ موبایل حساب اکنون{" "}
          <AccountMobile value={stage.newMobile} /> است.
        </Alert>
      ) : (
        <Alert tone="danger">
          {`درخواست تغییر شماره رد شد${when(stage.reviewedAt)}. دلیل کارشناس: ${stage.reason}`}
          <br />
          شمارهٔ حساب تغییری نکرد؛ می‌توانید درخواست تازه‌ای ثبت کنید.
        </Alert>
      )}
      <Button variant="secondary" className="self-start" onClick={onStartAnew}>
        ثبت درخواست تازه
      </Button>
    </div>
  );
}
