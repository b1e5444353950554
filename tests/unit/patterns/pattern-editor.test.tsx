import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { CreatePatternEditor } from "@/components/patterns/editor/pattern-editors";
import { PATTERN_MESSAGES } from "@/lib/contract/patterns";
import { failure, fakeNetwork, ok, type FakeNetwork } from "../support/network";
import { renderWithQuery } from "../support/render-with-query";

const push = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ push, prefetch: jest.fn() }) }));

const NEED_CHECK = "/api/v1/api/user/business/need_check";
const CREATE = "/api/v1/api/user/pattern";
const BUSINESS = "فروشگاه نمونه";
const SERVER_REFUSAL = "این نام برای سامانه کنار گذاشته شده است";

let network: FakeNetwork;
beforeEach(() => {
  push.mockReset();
  network = fakeNetwork({
    [`GET ${NEED_CHECK}`]: ok({ need_setup: false, business_name: BUSINESS }),
    [`POST ${CREATE}`]: failure(422, SERVER_REFUSAL, { "variable.0.name": [SERVER_REFUSAL] }),
  });
});
afterEach(() => network.restore());

const text = () => screen.getByRole("textbox", { name: "متن الگو" }) as HTMLTextAreaElement;
const rows = () => within(screen.getByRole("list", { name: "متغیرهای متن" })).getAllByRole("listitem");

async function openEditor() {
  renderWithQuery(<CreatePatternEditor />);
  await screen.findByRole("textbox", { name: "متن الگو" });
}

describe("the pattern editor", () => {
  it("lets the variable list follow the text: one typed by hand joins, one removed from the text leaves", async () => {
    await openEditor();
    fireEvent.change(text(), { target: { value: `${BUSINESS}: کد %code% برای %name%` } });
    expect(rows()).toHaveLength(2);
    expect(rows()[0]).toHaveTextContent("%code%");
    fireEvent.change(text(), { target: { value: `${BUSINESS}: کد %code%` } });
    expect(rows()).toHaveLength(1);
    expect(screen.getByText(`نام کسب‌وکار «${BUSINESS}» در متن آمده است.`)).toBeVisible();
  });

  it("puts the upstream's refusal of a variable beside that variable and keeps what was typed", async () => {
    await openEditor();
    fireEvent.change(screen.getByRole("textbox", { name: "توضیحات" }), { target: { value: "کد ورود" } });
    const typed = `${BUSINESS}: کد شما %code% است`;
    fireEvent.change(text(), { target: { value: typed } });
    fireEvent.click(screen.getByRole("button", { name: "ثبت و ارسال برای بررسی" }));

    await waitFor(() => expect(rows()[0]).toHaveTextContent(SERVER_REFUSAL));
    expect(network.to("POST", CREATE)[0]?.body).toMatchObject({
      message: typed,
      variable: [{ name: "code", type: "string", len: 40 }],
    });
    // Placed on its field, not repeated above the form.
    expect(screen.getAllByText(SERVER_REFUSAL)).toHaveLength(1);
    expect(text().value).toBe(typed);
    expect(push).not.toHaveBeenCalled();
  });

  it("refuses the text without the business name beside it, sending nothing", async () => {
    await openEditor();
    fireEvent.change(screen.getByRole("textbox", { name: "توضیحات" }), { target: { value: "کد ورود" } });
    fireEvent.change(text(), { target: { value: "کد شما %code% است" } });
    fireEvent.click(screen.getByRole("button", { name: "ثبت و ارسال برای بررسی" }));

    expect(await screen.findByText(PATTERN_MESSAGES.businessNameMissing(BUSINESS))).toBeVisible();
    expect(text()).toHaveAttribute("aria-invalid", "true");
    expect(network.to("POST", CREATE)).toHaveLength(0);
  });

  it("cuts a paste past 2,700 characters where the caret is and says how many were dropped", async () => {
    await openEditor();
    fireEvent.change(text(), { target: { value: "الف" } });
    text().setSelectionRange(3, 3);
    fireEvent.paste(text(), { clipboardData: { getData: () => "ب".repeat(2750) } });

    expect(text().value).toHaveLength(2700);
    expect(text().value.startsWith("الفب")).toBe(true);
    expect(screen.getByText(/۵۳ نویسه از متن چسبانده‌شده جا نشد و کنار گذاشته شد/)).toBeVisible();
  });

  it("puts a new variable where the caret was and shows it filled with a sample of its length", async () => {
    await openEditor();
    fireEvent.change(text(), { target: { value: `${BUSINESS}: کد شما است` } });
    text().setSelectionRange(BUSINESS.length + 9, BUSINESS.length + 9);
    fireEvent.blur(text());
    const group = screen.getByRole("group", { name: "متغیر تازه" });
    fireEvent.change(within(group).getByRole("textbox", { name: "نام متغیر (لاتین، بدون فاصله)" }), {
      target: { value: "code" },
    });
    fireEvent.click(within(group).getByRole("radio", { name: "عدد" }));
    fireEvent.change(within(group).getByRole("textbox", { name: "طول" }), { target: { value: "۵" } });
    fireEvent.click(within(group).getByRole("button", { name: "افزودن متغیر" }));

    expect(text().value).toBe(`${BUSINESS}: کد شما %code% است`);
    expect(screen.getByRole("region", { name: "پیش‌نمایش" })).toHaveTextContent(`${BUSINESS}: کد شما 12345 است`);
  });
});
