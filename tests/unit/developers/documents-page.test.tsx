import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { ApiReference } from "@/components/developers/documents/api-reference";
import { callView } from "@/components/developers/documents/call-view";
import { openApiDocumentSchema } from "@/components/developers/documents/openapi-document";
import { referenceIndex } from "@/components/developers/documents/reference-index";
import { apiCallViewPath } from "@/lib/api/api-docs";
import { toPersianDigits } from "@/lib/validation/digits";
import { openApiDocument } from "@/upstream/api-docs/openapi";
import { fakeNetwork, type FakeNetwork } from "../support/network";
import { renderScreen } from "../support/render-screen";

const reference = openApiDocumentSchema.parse(JSON.parse(openApiDocument().json));
const { areas } = referenceIndex(reference);
const SEND = "post_v1_api_send";

let network: FakeNetwork;
beforeEach(() => {
  Element.prototype.scrollIntoView = jest.fn();
  network = fakeNetwork({
    [`GET ${apiCallViewPath(SEND)}`]: { body: callView(reference, SEND, { env: "BASE_URL" }) },
  });
});
afterEach(() => {
  network.restore();
  window.history.replaceState(null, "", "/developers/documents");
});

describe("the API reference page", () => {
  it("lists every area in Persian with its calls, and says how many", () => {
    renderScreen(<ApiReference areas={areas} />);
    for (const area of areas) expect(screen.getByRole("heading", { level: 2, name: area.name })).toBeInTheDocument();
    const total = areas.reduce((sum, area) => sum + area.calls.length, 0);
    expect(screen.getByRole("status")).toHaveTextContent(
      `${toPersianDigits(total)} فراخوانی در ${toPersianDigits(areas.length)} بخش`,
    );
    expect(screen.getAllByRole("group")).toHaveLength(total);
  });

  it("narrows the list as a path or a Persian word is typed, and says honestly when nothing matched", async () => {
    renderScreen(<ApiReference areas={areas} />);
    const search = screen.getByLabelText("جستجو در فراخوانی‌ها");
    expect(search).toHaveAttribute("dir", "rtl");
    fireEvent.change(search, { target: { value: "/v1/api/send/cancel" } });
    expect(search).toHaveAttribute("dir", "ltr");
    expect(screen.getAllByRole("group")).toHaveLength(1);
    expect(screen.getByRole("heading", { level: 3, name: "لغو ارسال زمان‌بندی‌شده" })).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("۱ فراخوانی برای «/v1/api/send/cancel»");
    fireEvent.change(search, { target: { value: "کیف پول" } });
    expect(search).toHaveAttribute("dir", "rtl");
    expect(screen.getByRole("heading", { level: 2, name: "کیف پول و پرداخت" })).toBeInTheDocument();
    expect(screen.queryByRole("heading", { level: 2, name: "ورود و ثبت‌نام" })).not.toBeInTheDocument();
    expect(screen.getAllByRole("group").length).toBeLessThan(40);
    fireEvent.change(search, { target: { value: "زرافه" } });
    expect(screen.queryAllByRole("group")).toHaveLength(0);
    expect(screen.getByText(/پیدا نشد/)).toHaveTextContent(
      "هیچ فراخوانی با «زرافه» پیدا نشد. واژهٔ دیگری یا بخشی از مسیر را بیازمایید.",
    );
  });

  it("opens a call with its fields, errors and the three samples left to right, and puts it in the address", async () => {
    renderScreen(<ApiReference areas={areas} />);
    fireEvent.click(screen.getByRole("heading", { level: 3, name: "ارسال پیامک" }));
    const call = document.getElementById(SEND) as HTMLElement;
    expect((await within(call).findAllByText("params.recipients", { selector: "li code" })).length).toBeGreaterThan(0);
    expect(window.location.hash).toBe(`#${SEND}`);
    expect(
      within(call).getByText("اعتبار حساب برای این ارسال کافی نیست؛ ابتدا کیف پول را شارژ کنید"),
    ).toBeInTheDocument();
    const curl = within(call).getByLabelText("نمونهٔ درخواست با curl");
    expect(curl).toHaveAttribute("dir", "ltr");
    expect(curl.textContent).toContain(`curl -X POST "\${BASE_URL}/v1/api/send"`);
    expect(curl.textContent).toContain("-H 'Authorization: YOUR_API_KEY'");
    fireEvent.mouseDown(within(call).getByRole("tab", { name: "Python" }));
    expect(within(call).getByLabelText("نمونهٔ درخواست با Python").textContent).toContain("requests.post(");
    fireEvent.mouseDown(within(call).getByRole("tab", { name: "JavaScript" }));
    expect(within(call).getByLabelText("نمونهٔ درخواست با JavaScript").textContent).toContain("await fetch(");
    expect(network.to("GET", apiCallViewPath(SEND))).toHaveLength(1);
  });

  it("opens and shows the call a #link names", async () => {
    window.history.replaceState(null, "", `/developers/documents#${SEND}`);
    renderScreen(<ApiReference areas={areas} />);
    const call = document.getElementById(SEND) as HTMLDetailsElement;
    expect(call.open).toBe(true);
    expect(await within(call).findByLabelText("نمونهٔ درخواست با curl")).toBeInTheDocument();
    await waitFor(() => expect(call.scrollIntoView).toHaveBeenCalled());
    act(() => {
      window.history.replaceState(null, "", "/developers/documents#post_v1_api_send_cancel");
      fireEvent(window, new HashChangeEvent("hashchange"));
    });
    expect((document.getElementById("post_v1_api_send_cancel") as HTMLDetailsElement).open).toBe(true);
  });
});
