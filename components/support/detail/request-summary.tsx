import {
  IMPORTANCE_TITLES,
  TICKET_STATE_MEANINGS,
  type TicketDetail,
  type TicketStateId,
} from "@/lib/contract/support";
import { requestDateTime } from "@/lib/support/request-dates";
import { toPersianDigits } from "@/lib/validation/digits";
import { RequestStateBadge } from "../shared/request-state-badge";

/** The request's state with what it means in its kind's words, and its particulars. */
export function RequestSummary({ request }: { request: TicketDetail }) {
  const meaning = TICKET_STATE_MEANINGS[request.type][request.state_id as TicketStateId];
  const category = request.sub_category ? `${request.category} / ${request.sub_category}` : request.category;
  return (
    <section aria-labelledby="request-summary-title" className="flex flex-col gap-3">
      <h2 id="request-summary-title" className="sr-only">
        وضعیت درخواست
      </h2>
      <div className="flex flex-wrap items-center gap-2">
        <span className="text-sm text-muted">وضعیت:</span>
        <RequestStateBadge type={request.type} stateId={request.state_id} />
      </div>
      {meaning ? <p className="text-sm leading-7">{meaning}</p> : null}
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm [&_dt]:whitespace-nowrap [&_dt]:text-muted">
        <dt>شمارهٔ درخواست</dt>
        <dd>{toPersianDigits(request.ticket_id)}</dd>
        <dt>عنوان</dt>
        <dd className="wrap-anywhere">{request.subject}</dd>
        <dt>دسته‌بندی</dt>
        <dd>{category}</dd>
        {request.type === "ticket" ? (
          <>
            <dt>اهمیت</dt>
            <dd>{IMPORTANCE_TITLES[request.importance]}</dd>
          </>
        ) : null}
        <dt>تاریخ ثبت</dt>
        <dd dir="ltr" className="text-end whitespace-nowrap">
          {requestDateTime(request.created_at)}
        </dd>
        <dt>خبر با پیامک</dt>
        <dd>{request.sms_notification ? "بله" : "خیر"}</dd>
      </dl>
    </section>
  );
}
