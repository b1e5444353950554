import type { ReactNode } from "react";
import { SendStateBadge } from "@/components/ui/send-state-badge";
import type { BulkReport } from "@/lib/contract/report";
import { formatExactRial, groupDigits } from "@/lib/format/money";
import { lineNumberText } from "@/lib/send/line-label";
import { toPersianDigits } from "@/lib/validation/digits";
import { ReportTime, sendingTypeTitle } from "../report-format";

function Term({ term, children, wide = false }: { term: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={`flex flex-col gap-0.5 ${wide ? "col-span-2 lg:col-span-4" : ""}`}>
      <dt className="text-xs text-muted">{term}</dt>
      <dd className="text-sm text-text">{children}</dd>
    </div>
  );
}

/** A send's summary (`by_bulk`): its id and state, line, type, counts, money, sender and times, text and any refusal. */
export function SendSummary({ send, actions }: { send: BulkReport; actions?: ReactNode }) {
  return (
    <section
      aria-labelledby="send-summary-title"
      className="flex flex-col gap-4 rounded-2xl border border-border bg-surface p-4 md:p-6"
    >
      <div className="flex flex-wrap items-center gap-3">
        <h2 id="send-summary-title" className="text-base font-bold">
          ارسال {toPersianDigits(send.messages_outbox_id)}
        </h2>
        <SendStateBadge state={send.state_id} />
        {actions ? <div className="ms-auto flex flex-wrap gap-2">{actions}</div> : null}
      </div>
      <dl className="grid grid-cols-2 gap-x-6 gap-y-3 lg:grid-cols-4">
        <Term term="خط ارسال‌کننده">
          <span dir="ltr" className="latin">
            {lineNumberText(send.number)}
          </span>
        </Term>
        <Term term="نوع ارسال">{sendingTypeTitle(send.type)}</Term>
        <Term term="تعداد درخواستی">{groupDigits(send.rcpts_count)}</Term>
        <Term term="تعداد ارسال‌شده">{groupDigits(send.exit_count)}</Term>
        <Term term="بخش هر پیامک">{groupDigits(send.part)}</Term>
        <Term term="هزینه">{formatExactRial(send.cost)}</Term>
        {send.return ? <Term term="بازگشته به کیف پول">{formatExactRial(send.return)}</Term> : null}
        <Term term="آی‌پی ارسال‌کننده">
          {send.user_ip ? (
            <span dir="ltr" className="latin">
              {send.user_ip}
            </span>
          ) : (
            "—"
          )}
        </Term>
        <Term term="زمان ایجاد">
          <ReportTime seconds={send.time} />
        </Term>
        <Term term="زمان ارسال">
          <ReportTime seconds={send.time_send} />
        </Term>
        <Term term="متن پیام" wide>
          <span className="break-words whitespace-pre-line">{send.message ?? "هر گیرنده متن خود را دارد."}</span>
        </Term>
      </dl>
      {send.reject_comment ? (
        <p className="rounded-lg bg-danger-soft px-3 py-2 text-sm text-danger">
          <span className="font-bold">دلیل رد در بررسی محتوا: </span>
          {send.reject_comment}
        </p>
      ) : null}
    </section>
  );
}
