import { PrefetchLink } from "@/components/layout/prefetch-link";
import { secretaryEditHref } from "@/components/secretaries/shared/secretary-links";
import { AnsweringStateBadge } from "@/components/ui/auto-answer/answering-state-badge";
import { LatinText } from "@/components/ui/latin-text";
import { SECRETARY_TYPE_TITLES, type SecretaryOut, type SecretaryType } from "@/lib/contract/secretaries";
import { groupDigits } from "@/lib/format/money";
import { lineNumberText } from "@/lib/send/line-label";
import { ActiveToggle } from "./active-toggle";
import { tehranSendTime } from "@/lib/date/tehran-clock";

const editLink =
  "inline-flex h-8 items-center rounded-lg border border-border bg-surface px-3 text-sm font-medium text-text hover:bg-surface-2";

/** The secretary: its title, type, lines, state, end and what it received; edit, activate or disable. */
export function SecretaryHeader({ secretary }: { secretary: SecretaryOut }) {
  return (
    <section
      aria-labelledby="secretary-title"
      className="flex flex-col gap-4 rounded-2xl border border-border bg-surface p-4 md:p-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <h2 id="secretary-title" className="text-lg font-bold break-words">
            {secretary.title}
          </h2>
          <p className="text-sm text-muted">{`منشی ${SECRETARY_TYPE_TITLES[secretary.type as SecretaryType] ?? ""}`}</p>
        </div>
        <AnsweringStateBadge state={secretary} />
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr_auto_1fr] [&_dt]:whitespace-nowrap">
        <dt className="text-muted">خط دریافت</dt>
        <dd>
          <LatinText>{lineNumberText(secretary.receiver_number)}</LatinText>
        </dd>
        <dt className="text-muted">خط پاسخ</dt>
        <dd>
          <LatinText>{lineNumberText(secretary.sender_number)}</LatinText>
        </dd>
        <dt className="text-muted">پایان</dt>
        <dd>{secretary.expires_at ? <span dir="ltr">{tehranSendTime(secretary.expires_at)}</span> : "بدون پایان"}</dd>
        <dt className="text-muted">پیام‌های دریافتی</dt>
        <dd>{groupDigits(secretary.received_count)}</dd>
      </dl>
      <div className="flex flex-wrap gap-2 border-t border-border pt-3">
        <PrefetchLink href={secretaryEditHref(secretary.id)} className={editLink}>
          ویرایش
        </PrefetchLink>
        <ActiveToggle secretary={secretary} />
      </div>
    </section>
  );
}
