import { render, screen } from "@testing-library/react";
import { RequestStateBadge } from "@/components/support/shared/request-state-badge";
import { TICKET_STATE_IDS, type RequestType } from "@/lib/contract/support";

const WORDS: Record<RequestType, string[]> = {
  ticket: [
    "در انتظار پاسخ شما",
    "در انتظار پاسخ پشتیبانی",
    "پاسخ داده شده",
    "بسته شده",
    "ارجاع برای بررسی بیشتر",
    "ارجاع به واحد مربوط",
  ],
  suggestion: [
    "در انتظار پاسخ شما",
    "در انتظار بررسی مدیریت",
    "پاسخ مدیریت داده شد",
    "بسته شده",
    "ارجاع برای بررسی بیشتر توسط مدیریت",
    "ارجاع به واحد مربوط توسط مدیریت",
  ],
};

describe("a request's state", () => {
  it.each(["ticket", "suggestion"] as const)("is named in the words of a %s", (type) => {
    render(
      <>
        {TICKET_STATE_IDS.map((id) => (
          <RequestStateBadge key={id} type={type} stateId={id} />
        ))}
      </>,
    );
    for (const words of WORDS[type]) expect(screen.getByText(words, { exact: true })).toBeInTheDocument();
  });

  it("is shown in its tone: waiting for the user amber, answered green, closed muted, referred apart", () => {
    render(
      <>
        {TICKET_STATE_IDS.map((id) => (
          <RequestStateBadge key={id} type="ticket" stateId={id} />
        ))}
      </>,
    );
    expect(screen.getByText("در انتظار پاسخ شما")).toHaveClass("text-warning");
    expect(screen.getByText("پاسخ داده شده")).toHaveClass("text-success");
    expect(screen.getByText("بسته شده")).toHaveClass("text-muted");
    expect(screen.getByText("ارجاع به واحد مربوط")).toHaveClass("border");
    expect(screen.getByText("در انتظار پاسخ پشتیبانی")).not.toHaveClass("border");
  });

  it("says it is unknown rather than showing nothing for a state outside 1–6", () => {
    render(<RequestStateBadge type="ticket" stateId={9} />);
    expect(screen.getByText("نامشخص")).toBeInTheDocument();
  });
});
