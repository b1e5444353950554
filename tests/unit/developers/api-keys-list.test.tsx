import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { ApiKeysPanel } from "@/components/developers/api-keys/api-keys-panel";
import type { ApiKeyRow } from "@/lib/contract/api-keys";
import { useIsMobile } from "@/lib/hooks/use-is-mobile";
import { fakeNetwork, ok, type FakeNetwork } from "../support/network";
import { renderWithQuery } from "../support/render-with-query";

jest.mock("next/navigation", () => ({
  useRouter: () => ({ push: jest.fn(), prefetch: jest.fn() }),
  usePathname: () => "/developers/api-keys",
}));
jest.mock("@/lib/hooks/use-is-mobile", () => ({ useIsMobile: jest.fn(() => false) }));

const LIST = "/api/v1/api/acl/api_key/list";
const OTP = "/api/v1/api/acl/api_key/otp";
const SHOW = "/api/v1/api/acl/api_key/show";
const DELETE = "/api/v1/api/acl/api_key";
const NEW_KEY = "ipk_Zyxwvu0123456789abcdefghijklmnopqrstuvwx";

const shop: ApiKeyRow = {
  id: 5,
  title: "فروشگاه",
  prefix: "ipk_AbCdEf",
  allowed_addresses: ["203.0.113.10", "2001:db8::/32"],
  created_at: "2026-11-20T08:00:00Z",
  last_used_at: "2026-11-26T09:30:00Z",
  calls_today: 1234,
};
const stock: ApiKeyRow = { ...shop, id: 6, title: "انبار", allowed_addresses: [], last_used_at: null, calls_today: 0 };

let network: FakeNetwork;
let keys: ApiKeyRow[];
beforeEach(() => {
  jest.mocked(useIsMobile).mockReturnValue(false);
  keys = [shop, stock];
  network = fakeNetwork({
    [`GET ${LIST}`]: () => ok(keys),
    [`POST ${OTP}`]: ok({ sent: true, mobile: "+989121234567", resend_in: 120 }),
    [`POST ${SHOW}`]: ok({ ...shop, key: NEW_KEY }),
    [`DELETE ${DELETE}`]: (_body, call) => {
      keys = keys.filter((key) => String(key.id) !== call.query.get("id"));
      return ok(null);
    },
  });
});
afterEach(() => network.restore());

describe("the API keys list", () => {
  it("shows each key's title, addresses, dates, calls today and a link to its calls, never a secret", async () => {
    renderWithQuery(<ApiKeysPanel />);
    await screen.findByText("فروشگاه");
    const table = screen.getByRole("table", { name: "کلیدهای API" });
    const [, shopRow, stockRow] = within(table).getAllByRole("row");

    expect(shopRow).toHaveTextContent("فروشگاه");
    expect(shopRow).toHaveTextContent("203.0.113.10");
    expect(shopRow).toHaveTextContent("2001:db8::/32");
    expect(shopRow).toHaveTextContent("۱۴۰۵/۰۸/۲۹");
    expect(shopRow).toHaveTextContent("۱۴۰۵-۰۹-۰۵");
    const calls = within(shopRow!).getByRole("link", { name: /گزارش فراخوانی‌های کلید «فروشگاه»/ });
    expect(calls).toHaveTextContent("۱٬۲۳۴ فراخوانی");
    expect(calls).toHaveAttribute("href", "/developers/api-calls?key=5");

    expect(stockRow).toHaveTextContent("هر نشانی");
    expect(stockRow).toHaveTextContent("هنوز استفاده نشده");
    expect(stockRow).toHaveTextContent("۰ فراخوانی");
  });

  it("invites the first key when there is none", async () => {
    keys = [];
    renderWithQuery(<ApiKeysPanel />);
    fireEvent.click(await screen.findByRole("button", { name: "ساخت نخستین کلید" }));
    expect(await screen.findByRole("dialog", { name: "ساخت کلید API" })).toBeVisible();
  });

  it("shows a key anew after saying the old secret stops, with a fresh code", async () => {
    renderWithQuery(<ApiKeysPanel />);
    fireEvent.click(await screen.findByRole("button", { name: "نمایش کلید «فروشگاه»" }));
    const dialog = await screen.findByRole("dialog", { name: "نمایش کلید «فروشگاه»" });
    expect(dialog).toHaveTextContent("کلید پیشین از همان لحظه کار نمی‌کند");
    expect(network.to("POST", OTP)).toHaveLength(0);

    fireEvent.click(within(dialog).getByRole("button", { name: "ارسال کد تأیید" }));
    fireEvent.change(await within(dialog).findByRole("textbox", { name: "کد تأیید" }), {
      target: { value: "654321" },
    });
    fireEvent.click(within(dialog).getByRole("button", { name: "ساختن کلید تازه" }));

    expect(await screen.findByTestId("shown-api-key")).toHaveTextContent(NEW_KEY);
    expect(network.to("POST", SHOW)[0]!.body).toEqual({ id: 5, code: "654321" });
  });

  it("deletes a key only after a confirmation naming it", async () => {
    renderWithQuery(<ApiKeysPanel />);
    fireEvent.click(await screen.findByRole("button", { name: "حذف کلید «انبار»" }));
    const dialog = await screen.findByRole("dialog", { name: "حذف کلید API" });
    expect(dialog).toHaveTextContent("کلید «انبار» حذف می‌شود");
    expect(network.to("DELETE", DELETE)).toHaveLength(0);

    fireEvent.click(within(dialog).getByRole("button", { name: "حذف کلید" }));
    await waitFor(() => expect(screen.queryByText("انبار")).toBeNull());
    expect(network.to("DELETE", DELETE)[0]!.query.get("id")).toBe("6");
  });

  it("lays each key out as a card on a phone", async () => {
    jest.mocked(useIsMobile).mockReturnValue(true);
    renderWithQuery(<ApiKeysPanel />);
    const list = await screen.findByRole("list", { name: "کلیدهای API" });
    expect(within(list).getAllByRole("listitem").length).toBeGreaterThanOrEqual(2);
    expect(list).toHaveTextContent("هنوز استفاده نشده");
  });
});
