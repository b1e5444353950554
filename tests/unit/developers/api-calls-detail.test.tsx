import { screen } from "@testing-library/react";
import { ApiCallDetail } from "@/components/developers/api-calls/api-call-detail";
import { readKeptBody } from "@/components/developers/api-calls/kept-body";
import { keptListSearch } from "@/components/developers/api-calls/list-search";
import { renderScreen } from "../support/render-screen";
import { CALLS, detail, failure, fakeCallsBff, ok } from "./api-calls-harness";

jest.mock("next/navigation", () => ({
  useRouter: () => ({ prefetch: jest.fn(), push: jest.fn(), back: jest.fn(), replace: jest.fn(), refresh: jest.fn() }),
}));

let bff: ReturnType<typeof fakeCallsBff>;
afterEach(() => bff.restore());

const BACK = "/developers/api-calls?key=3&page=2";
const CUT = `{"note":"${"x".repeat(40)}\n… [بریده شد: از 20480 بایت فقط ۱۰ کیلوبایت نخست نگه داشته شد]`;

describe("a call's page", () => {
  it("shows the row, the request's query, headers and body and the answer, JSON indented left to right", async () => {
    bff = fakeCallsBff({ [`GET ${CALLS}/21`]: ok(detail(21, { query: "api_token=[removed]&page=1" })) });
    renderScreen(<ApiCallDetail id={21} backHref={BACK} />);
    const body = await screen.findByLabelText("بدنهٔ درخواست");
    expect(body).toHaveAttribute("dir", "ltr");
    expect(body.textContent).toBe(
      '{\n  "sending_type": "webservice",\n  "message": "سلام",\n  "password": "[removed]"\n}',
    );
    expect(screen.getByLabelText("سرآیندهای درخواست").textContent).toBe(
      "authorization: [removed]\ncontent-type: application/json",
    );
    expect(screen.getByLabelText("پارامترهای نشانی درخواست").textContent).toBe("?api_token=[removed]&page=1");
    expect(screen.getByLabelText("سرآیندهای پاسخ").textContent).toBe("content-type: application/json\nretry-after: 1");
    expect(screen.getByLabelText("بدنهٔ پاسخ").textContent).toContain('"message_outbox_ids": [\n');
    expect(screen.getByText("۱۴۰۴-۰۱-۰۱ ۰۸:۳۰:۰۵")).toBeInTheDocument();
    expect(screen.getByText("۱٬۲۳۴ میلی‌ثانیه")).toBeInTheDocument();
    expect(screen.getByText("فروشگاه")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "بازگشت به گزارش فراخوانی‌ها" })).toHaveAttribute("href", BACK);
  });

  it("says when the upstream kept only the first 10 KB of a body, and when there was none", async () => {
    bff = fakeCallsBff({ [`GET ${CALLS}/22`]: ok(detail(22, { request_body: null, response_body: CUT })) });
    renderScreen(<ApiCallDetail id={22} backHref={BACK} />);
    expect(
      await screen.findByText("این بدنه ۲۰٬۴۸۰ بایت بود؛ فقط ۱۰ کیلوبایت نخست آن نگه داشته شده و بقیه بریده شده است."),
    ).toBeInTheDocument();
    expect(screen.getByLabelText("بدنهٔ پاسخ").textContent).toBe(`{"note":"${"x".repeat(40)}`);
    expect(screen.getByText("درخواست بدنه‌ای نداشت.")).toBeInTheDocument();
  });

  it("reads an unknown call, or another account's, as not found with the way back", async () => {
    bff = fakeCallsBff({ [`GET ${CALLS}/23`]: failure(404, "فراخوانی پیدا نشد") });
    renderScreen(<ApiCallDetail id={23} backHref="/developers/api-calls" />);
    expect(
      await screen.findByText("فراخوانی پیدا نشد؛ شاید شناسه اشتباه است یا این فراخوانی از حساب شما نیست."),
    ).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "تلاش دوباره" })).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "بازگشت به گزارش فراخوانی‌ها" })).toHaveAttribute(
      "href",
      "/developers/api-calls",
    );
    expect(bff.to("GET", `${CALLS}/23`)).toHaveLength(1);
  });
});

describe("what the page reads", () => {
  it("takes the cut mark off a body and keeps text that is not JSON as it came", () => {
    expect(readKeptBody(CUT)).toEqual({ text: `{"note":"${"x".repeat(40)}`, cutFrom: 20480 });
    expect(readKeptBody("[بدنه از نوع multipart/form-data نگه داشته نمی‌شود]")).toEqual({
      text: "[بدنه از نوع multipart/form-data نگه داشته نمی‌شود]",
      cutFrom: null,
    });
    expect(readKeptBody("a=1&b=2").text).toBe("a=1&b=2");
  });

  it("keeps only the list's own keys of a link for the way back", () => {
    expect(keptListSearch({ key: "3", status: "4xx", page: "2", next: "//evil.example", tab: "1" })).toBe(
      "key=3&status=4xx&page=2",
    );
    expect(keptListSearch({ path: ["send", "other"], from: "1404/01/01" })).toBe("path=send&from=1404%2F01%2F01");
  });
});
