import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { formatJalaliDateTime } from "@/lib/format/jalali";
import { MobileNumber } from "@/components/ui/list/mobile-number";
import type { PhoneChangeStage } from "./phone-change-stage";

type Decided = Extract<PhoneChangeStage, { kind: "approved" | "rejected" }>;

function ReviewedAt({ at }: { at: string | null }) {
  return at ? <span className="block text-xs opacity-80">{`بررسی در ${formatJalaliDateTime(at)}`}</span> : null;
}

/** The expert's decision on the last request, and a way to begin another. */
export function ReviewOutcome({ stage, onStartAnew }: { stage: Decided; onStartAnew: () => void }) {
  return (
    <div className="flex flex-col gap-4">
      {stage.kind === "approved" ? (
        <Alert tone="success">
          <span className="block">
            درخواست شما تأیید شد و شمارهٔ موبایل حساب اکنون <MobileNumber value={stage.newMobile} /> است.
          </span>
          <ReviewedAt at={stage.reviewedAt} />
        </Alert>
      ) : (
        <Alert tone="danger">
          <span className="block font-bold">درخواست تغییر شماره رد شد.</span>
          <span className="block">{`دلیل کارشناس: ${stage.reason}`}</span>
          <span className="block">شمارهٔ حساب تغییری نکرد؛ می‌توانید درخواست تازه‌ای ثبت کنید.</span>
          <ReviewedAt at={stage.reviewedAt} />
        </Alert>
      )}
      <Button variant="secondary" className="self-start" onClick={onStartAnew}>
        ثبت درخواست تازه
      </Button>
    </div>
  );
}
