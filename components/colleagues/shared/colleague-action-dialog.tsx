"use client";

import type { ReactNode } from "react";
import { MobileNumber } from "@/components/ui/list/mobile-number";
import { ConfirmDialog } from "@/components/ui/dialog";
import { useColleagueAction, type ColleagueAction } from "@/lib/api/colleagues";
import { COLLEAGUE_LIMITS, type Colleague } from "@/lib/contract/colleagues";
import { toErrorMessage } from "@/lib/errors/to-message";
import { toast } from "@/lib/ui/toast-store";
import { toPersianDigits } from "@/lib/validation/digits";
import { colleagueName } from "./colleague-name";

type Asked = Pick<Colleague, "id" | "first_name" | "last_name" | "mobile">;

interface ActionWording {
  title: string;
  question: (name: string, colleague: Asked) => ReactNode;
  confirm: string;
  tone: "primary" | "danger";
  done: (name: string) => string;
}

const HOURS = toPersianDigits(COLLEAGUE_LIMITS.invitationHours);

const COLLEAGUE_ACTIONS: Record<ColleagueAction, ActionWording> = {
  active: {
    title: "فعال کردن همکار",
    question: (name) => `«${name}» دوباره می‌تواند وارد پنل شود و با سطح دسترسی خود کار کند. فعال شود؟`,
    confirm: "فعال کردن",
    tone: "primary",
    done: (name) => `«${name}» فعال شد.`,
  },
  deactive: {
    title: "غیرفعال کردن همکار",
    question: (name) =>
      `«${name}» از درخواست بعدی از پنل بیرون می‌رود و تا دوباره فعالش نکنید نمی‌تواند وارد شود. غیرفعال شود؟`,
    confirm: "غیرفعال کردن",
    tone: "danger",
    done: (name) => `«${name}» غیرفعال شد.`,
  },
  delete: {
    title: "حذف همکار",
    question: (name) =>
      `«${name}» حذف می‌شود و دیگر نمی‌تواند وارد پنل شود؛ فعالیت‌های او در گزارش فعالیت‌ها می‌ماند. این کار بازگشتی ندارد. حذف شود؟`,
    confirm: "حذف",
    tone: "danger",
    done: (name) => `«${name}» حذف شد.`,
  },
  resend_invitation: {
    title: "ارسال دوبارهٔ دعوت",
    question: (name, colleague) => (
      <>
        {`پیامک دعوت تازه‌ای با پیوندی که تا ${HOURS} ساعت معتبر است برای «${name}» به شمارهٔ `}
        <MobileNumber value={colleague.mobile} />
        {" فرستاده می‌شود و پیوند پیشین از کار می‌افتد."}
      </>
    ),
    confirm: "ارسال دعوت",
    tone: "primary",
    done: (name) => `دعوت «${name}» دوباره فرستاده شد.`,
  },
};

export interface ColleagueActionDialogProps {
  /** The action and the colleague asked about; the dialog is open while there is one. */
  asked: { action: ColleagueAction; colleague: Asked } | null;
  onClose: () => void;
  onDone?: (action: ColleagueAction) => void;
}

/** Asks before a colleague is activated, deactivated, deleted or invited again; stays open with the reason when it fails. */
export function ColleagueActionDialog({ asked, onClose, onDone }: ColleagueActionDialogProps) {
  const run = useColleagueAction();
  const wording = asked ? COLLEAGUE_ACTIONS[asked.action] : null;
  const name = asked ? colleagueName(asked.colleague) : "";
  return (
    <ConfirmDialog
      open={asked !== null}
      onOpenChange={(open) => {
        if (open) return;
        run.reset();
        onClose();
      }}
      title={wording?.title ?? ""}
      message={asked && wording ? wording.question(name, asked.colleague) : undefined}
      confirmLabel={wording?.confirm}
      tone={wording?.tone}
      pending={run.isPending}
      error={run.error ? toErrorMessage(run.error) : null}
      onConfirm={() => {
        if (!asked || !wording) return;
        run.mutate(
          { action: asked.action, id: asked.colleague.id },
          {
            onSuccess: () => {
              toast.success(wording.done(name));
              run.reset();
              onClose();
              onDone?.(asked.action);
            },
          },
        );
      }}
    />
  );
}
