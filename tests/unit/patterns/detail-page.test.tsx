import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { PATTERN_MESSAGES } from "@/lib/contract/patterns";
import { failure, ok, type FakeNetwork } from "../support/network";
import { colleagueOf } from "../access/render-as";
import { fakePatternBff, pattern, PATTERN_PATH, renderPatternPage, CODE } from "./detail-harness";

jest.mock("next/navigation", () => ({
  useRouter: () => ({ prefetch: jest.fn(), push: jest.fn(), back: jest.fn(), replace: jest.fn(), refresh: jest.fn() }),
}));

let network: FakeNetwork;
afterEach(() => network.restore());

/** The figure beside a term of a definition list. */
const figureOf = (term: string) => screen.getByText(term, { selector: "dt" }).nextElementSibling;

async function openPage(...args: Parameters<typeof renderPatternPage>) {
  const view = renderPatternPage(...args);
  await screen.findByRole("heading", { name: "متن الگو" });
  return view;
}

describe("a pattern's page", () => {
  it("shows its title, state, code, text with its variables marked, the variables' types and lengths, and its particulars", async () => {
    network = fakePatternBff();
    await openPage();
    expect(screen.getByRole("heading", { name: "کد ورود", level: 2 })).toBeInTheDocument();
    expect(screen.getByText("فعال")).toBeInTheDocument();
    expect(screen.getByText("کد یک‌بارمصرف ورود به فروشگاه")).toBeInTheDocument();
    expect(screen.getByText(CODE)).toBeInTheDocument();

    const text = screen.getByRole("heading", { name: "متن الگو" }).parentElement!;
    const marked = [...text.querySelectorAll("mark")].map((mark) => mark.textContent);
    expect(marked.slice(0, 2)).toEqual(["%name%", "%code%"]);

    const variables = screen.getByRole("table", { name: "متغیرهای الگو" });
    expect(within(variables).getByRole("row", { name: /name رشته ۱۰ نویسه/ })).toBeInTheDocument();
    expect(within(variables).getByRole("row", { name: /code عدد ۶ نویسه/ })).toBeInTheDocument();

    expect(figureOf("تاریخ ساخت")).toHaveTextContent("۱۴۰۳-۰۵-۱۲ ۱۳:۳۰:۰۰");
    expect(figureOf("آخرین تغییر")).toHaveTextContent("۱۴۰۳-۰۵-۱۲ ۱۴:۳۰:۰۰");
    expect(figureOf("اشتراکی")).toHaveTextContent("خیر");
    expect(figureOf("وب‌سایت")).toHaveTextContent("https://shop.example.com");
    expect(screen.getByText(/نظر کارشناس/).parentElement).toHaveTextContent("متن الگو مورد تأیید است.");
  });

  it("copies the code and says «کپی شد» on the button and to screen readers", async () => {
    network = fakePatternBff();
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.assign(navigator, { clipboard: { writeText } });
    await openPage();
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "کپی کد الگو" })));
    expect(writeText).toHaveBeenCalledWith(CODE);
    expect(screen.getByRole("button", { name: "کپی کد الگو" })).toHaveTextContent("کپی شد");
    expect(screen.getAllByRole("status").some((region) => region.textContent === "کپی شد")).toBe(true);
  });

  it("links the owner's own pattern to its editor and back to the list", async () => {
    network = fakePatternBff();
    await openPage();
    expect(screen.getByRole("link", { name: "ویرایش الگو" })).toHaveAttribute("href", `/pattern/update/${CODE}`);
    expect(screen.getByRole("link", { name: "بازگشت به الگوها" })).toHaveAttribute("href", "/pattern");
  });

  it("offers no editor to a colleague who only reads patterns, nor the test send without send.pattern", async () => {
    network = fakePatternBff();
    await openPage({ memberOf: colleagueOf(["patterns.view"]) });
    expect(screen.queryByRole("link", { name: "ویرایش الگو" })).not.toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "ارسال آزمایشی" })).not.toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "ارسال از برنامهٔ شما" })).toBeInTheDocument();
  });

  it("shows a systemic pattern read-only, with the way back to the systemic tab", async () => {
    network = fakePatternBff({
      [`GET ${PATTERN_PATH}`]: ok(
        pattern({ pattern_type: "systemic", type: "systemic", readonly: true, username: "" }),
      ),
    });
    await openPage({ backHref: "/pattern?tab=1" });
    expect(figureOf("نوع")).toHaveTextContent("الگوی سامانه");
    expect(screen.queryByRole("link", { name: "ویرایش الگو" })).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "بازگشت به الگوها" })).toHaveAttribute("href", "/pattern?tab=1");
  });

  it("shows how an application sends it: the documented request at the public address, copied whole", async () => {
    network = fakePatternBff();
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.assign(navigator, { clipboard: { writeText } });
    await openPage({ apiBaseUrl: "https://edge.ippanel.com/v1" });
    const example = screen.getByRole("region", { name: "ارسال از برنامهٔ شما" });
    const code = within(example).getByLabelText("نمونهٔ درخواست ارسال این الگو با curl");
    expect(code).toHaveTextContent("curl --location 'https://edge.ippanel.com/v1/api/send'");
    expect(code).toHaveTextContent("Authorization: YOUR_TOKEN");
    expect(code).toHaveTextContent(`"code": "${CODE}"`);
    // The account's default line, once the lines have come.
    await waitFor(() => expect(code).toHaveTextContent('"from_number": "+9810002000"'));
    expect(example).toHaveTextContent("کلیدهای API را بخش برنامه‌نویسان صادر می‌کند");
    await act(async () => fireEvent.click(within(example).getByRole("button", { name: "کپی نمونهٔ درخواست" })));
    expect(writeText).toHaveBeenCalledWith(code.textContent);
  });

  it("says a pending pattern waits for review and cannot be test-sent yet", async () => {
    network = fakePatternBff({
      [`GET ${PATTERN_PATH}`]: ok(pattern({ pattern_status: "pending", admin_comment: null })),
    });
    await openPage();
    expect(screen.getByText("در انتظار بررسی")).toBeInTheDocument();
    const testSend = screen.getByRole("region", { name: "ارسال آزمایشی" });
    expect(testSend).toHaveTextContent("این الگو هنوز تأیید نشده است");
    expect(within(testSend).queryByRole("button", { name: "محاسبهٔ هزینه و ادامه" })).not.toBeInTheDocument();
  });

  it("shows a rejected pattern's reason, and no test send", async () => {
    network = fakePatternBff({
      [`GET ${PATTERN_PATH}`]: ok(
        pattern({
          pattern_status: "inactive",
          reject_text: "نام کسب‌وکار نیامده است",
          admin_comment: "نام کسب‌وکار نیامده است",
        }),
      ),
    });
    await openPage();
    expect(screen.getByText("رد شده")).toBeInTheDocument();
    expect(screen.getByRole("alert")).toHaveTextContent("دلیل رد: نام کسب‌وکار نیامده است");
    // The reviewer's comment is the same words: said once.
    expect(screen.queryByText(/نظر کارشناس/)).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "محاسبهٔ هزینه و ادامه" })).not.toBeInTheDocument();
  });

  it("says a code that is not the account's was not found, with the way back and no retry", async () => {
    network = fakePatternBff({ [`GET ${PATTERN_PATH}`]: failure(404, PATTERN_MESSAGES.notFound) });
    renderPatternPage();
    expect(await screen.findByRole("alert")).toHaveTextContent(PATTERN_MESSAGES.notFound);
    expect(screen.queryByRole("button", { name: "تلاش دوباره" })).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "بازگشت به الگوها" })).toHaveAttribute("href", "/pattern");
  });
});
