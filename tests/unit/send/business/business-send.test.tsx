import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { ERROR_MESSAGES } from "@/lib/errors/messages";
import { failure, ok } from "../../support/network";
import { mockViewport } from "../../date/viewport";
import {
  allButton,
  type BusinessBff,
  CAFE_COUNTS,
  CATEGORIES_PATH,
  choose,
  COUNT_PATH,
  fakeBusinessBff,
  PRICE_PATH,
  renderBusinessSend,
  SALE,
  SEND_PATH,
  sizeBox,
  submitButton,
  typeMessage,
  typeSize,
} from "./business-harness";

const push = jest.fn();
jest.mock("next/navigation", () => ({
  useRouter: () => ({ prefetch: jest.fn(), push, back: jest.fn(), replace: jest.fn() }),
}));

let network: BusinessBff;
beforeEach(() => {
  push.mockClear();
  mockViewport(false);
  network = fakeBusinessBff();
});
afterEach(() => network.restore());

const calls = (method: string, path: string) =>
  network.calls.filter((call) => call.method === method && call.path === path);

describe("business send: category and counts", () => {
  it("asks for nothing until a category is chosen, then shows its numbers per operator; a sub-category narrows them", async () => {
    await renderBusinessSend();
    expect(screen.getByText("برای دیدن تعداد شماره‌ها، صنف را انتخاب کنید.")).toBeInTheDocument();
    expect(calls("GET", COUNT_PATH)).toHaveLength(0);
    expect(screen.getByRole("combobox", { name: "زیرصنف" })).toBeDisabled();

    await choose("صنف", "رستوران و صنعت غذا");
    await waitFor(() => expect(sizeBox("همراه اول")).toHaveAccessibleDescription("از ۱۲٬۰۰۰"));
    expect(sizeBox("ایرانسل")).toHaveAccessibleDescription("از ۶٬۵۰۰");
    expect(sizeBox("رایتل و سایر")).toHaveAccessibleDescription("از ۲٬۱۰۰");
    expect(network.queries).toEqual(
      expect.arrayContaining(["sub-categories?main_category_id=3", "number-count?main_category_id=3"]),
    );

    await choose("زیرصنف", "کافه");
    await waitFor(() => expect(sizeBox("همراه اول")).toHaveAccessibleDescription("از ۴٬۰۰۰"));
    expect(sizeBox("ایرانسل")).toHaveAccessibleDescription("از ۹۰۰");
    expect(network.queries).toContain("number-count?main_category_id=3&sub_category_id=7");
  });

  it("says when the chosen category holds fewer numbers than a send needs", async () => {
    network.restore();
    network = fakeBusinessBff({}, () => ok({ mci_count: 1_200, irancell_count: 800, other_count: 0 }, "count"));
    await renderBusinessSend();
    await choose("صنف", "صنایع و اصناف");
    expect(await screen.findByText(/در این دسته تنها ۲٬۰۰۰ شماره هست، کمتر از ۵٬۰۰۰ گیرندهٔ لازم/)).toBeInTheDocument();
  });

  it("shows a failed category list's Persian reason under the field", async () => {
    network.restore();
    network = fakeBusinessBff({ [`GET ${CATEGORIES_PATH}`]: failure(429, "تعداد درخواست‌ها بیش از حد مجاز است") });
    await renderBusinessSend();
    expect(await screen.findByText("تعداد درخواست‌ها بیش از حد مجاز است")).toBeInTheDocument();
    expect(screen.getByRole("combobox", { name: "صنف" })).toHaveAttribute("aria-invalid", "true");
  });

  it("shows a failed count with its reason and counts again on «تلاش دوباره»", async () => {
    let answers = 0;
    network.restore();
    network = fakeBusinessBff({}, () =>
      ++answers === 1 ? failure(503, "سرویس در دسترس نیست") : ok(CAFE_COUNTS, "count"),
    );
    await renderBusinessSend();
    await choose("صنف", "رستوران و صنعت غذا");
    expect(await screen.findByText(ERROR_MESSAGES.sendFailed)).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "تلاش دوباره" }));
    await waitFor(() => expect(sizeBox("همراه اول")).toHaveAccessibleDescription("از ۴٬۰۰۰"));
  });
});

describe("business send: what is sent", () => {
  it("asks for a category before pricing", async () => {
    await renderBusinessSend();
    typeMessage();
    fireEvent.click(submitButton());
    expect(await screen.findByText("صنف را انتخاب کنید")).toBeInTheDocument();
    expect(calls("POST", PRICE_PATH)).toHaveLength(0);
  });

  it("refuses fewer than 5,000 recipients with the Persian message, keeping what was chosen and typed", async () => {
    await renderBusinessSend();
    await choose("صنف", "رستوران و صنعت غذا");
    await waitFor(() => expect(allButton("همراه اول")).toBeEnabled());
    typeSize("همراه اول", 3_000);
    typeSize("رایتل و سایر", 1_000);
    typeMessage();
    expect(screen.getByText("۴٬۰۰۰", { selector: "strong" })).toBeInTheDocument();

    fireEvent.click(submitButton());
    expect(await screen.findByText("ارسال از بانک شماره‌ها دست‌کم به ۵٬۰۰۰ گیرنده نیاز دارد")).toBeInTheDocument();
    expect(calls("POST", PRICE_PATH)).toHaveLength(0);
    expect(sizeBox("همراه اول")).toHaveValue("3000");
    expect(sizeBox("رایتل و سایر")).toHaveValue("1000");
    expect(screen.getByLabelText("متن پیام")).toHaveValue(SALE);
    expect(within(screen.getByRole("combobox", { name: "صنف" })).getByText("رستوران و صنعت غذا")).toBeInTheDocument();

    // Taking every Irancell number of the category reaches the minimum; the message goes.
    fireEvent.click(allButton("ایرانسل"));
    await waitFor(() =>
      expect(screen.queryByText("ارسال از بانک شماره‌ها دست‌کم به ۵٬۰۰۰ گیرنده نیاز دارد")).toBeNull(),
    );
  });

  it("keeps a size within what the category holds", async () => {
    await renderBusinessSend();
    await choose("صنف", "رستوران و صنعت غذا");
    await waitFor(() => expect(allButton("ایرانسل")).toBeEnabled());
    typeSize("ایرانسل", 50_000);
    expect(sizeBox("ایرانسل")).toHaveValue("6500");
  });

  it("prices the chosen numbers on the business line and sends the category with each operator's id and slice", async () => {
    await renderBusinessSend();
    await choose("صنف", "رستوران و صنعت غذا");
    await choose("زیرصنف", "کافه");
    await waitFor(() => expect(allButton("همراه اول")).toBeEnabled());
    fireEvent.click(allButton("همراه اول"));
    typeSize("رایتل و سایر", 1_500);
    typeMessage();
    expect(screen.getByText("۵٬۵۰۰", { selector: "strong" })).toBeInTheDocument();

    fireEvent.click(submitButton());
    const dialog = await screen.findByRole("dialog", { name: "تأیید ارسال" });
    expect(calls("POST", PRICE_PATH)[0]?.body).toEqual({ number: "+98PRO", message: SALE });
    const recipientsOf = (operator: string) =>
      within(within(dialog).getByRole("rowheader", { name: operator }).closest("tr")!).getAllByRole("cell")[0];
    expect(recipientsOf("همراه اول")).toHaveTextContent("۴٬۰۰۰");
    expect(recipientsOf("سایر اپراتورها")).toHaveTextContent("۱٬۵۰۰");
    expect(within(dialog).queryByRole("rowheader", { name: "ایرانسل" })).toBeNull();

    fireEvent.click(await within(dialog).findByRole("button", { name: /تأیید و ارسال/ }));
    await waitFor(() => expect(push).toHaveBeenCalledWith("/send-sms/5150"));
    expect(calls("POST", SEND_PATH).map((call) => call.body)).toEqual([
      {
        sending_type: "job",
        from_number: "+98PRO",
        message: SALE,
        params: [
          {
            main_category_id: 3,
            sub_category_id: 7,
            operator: [
              { id: 1, start: 0, size: 4_000 },
              { id: 13, start: 0, size: 1_500 },
            ],
          },
        ],
      },
    ]);
  });

  it("offers only the business lines", async () => {
    await renderBusinessSend();
    fireEvent.click(screen.getByRole("combobox", { name: "خط ارسال‌کننده" }));
    const options = (await screen.findAllByRole("option")).map((option) => option.textContent);
    expect(options).toHaveLength(1);
    expect(options[0]).toMatch(/خط مشاغل/);
  });
});
