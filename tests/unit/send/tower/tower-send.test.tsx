import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { ERROR_MESSAGES } from "@/lib/errors/messages";
import { mockViewport } from "../../date/viewport";
import { failure, ok } from "../../support/network";
import {
  choose,
  chooseTehran,
  chosenSummary,
  fakeTowerBff,
  NEWS,
  PRICE_PATH,
  renderTowerSend,
  SEND_PATH,
  shownTowers,
  sizeBox,
  submitButton,
  takeAll,
  TEHRAN_TOWERS,
  type TowerBff,
  TOWERS_PATH,
  towerBox,
  towerBoxes,
  typeMessage,
} from "./tower-harness";

const push = jest.fn();
jest.mock("next/navigation", () => ({
  useRouter: () => ({ prefetch: jest.fn(), push, back: jest.fn(), replace: jest.fn() }),
}));

let network: TowerBff;
beforeEach(() => {
  push.mockClear();
  mockViewport(false);
  network = fakeTowerBff();
});
afterEach(() => network.restore());

const calls = (method: string, path: string) =>
  network.calls.filter((call) => call.method === method && call.path === path);
const MINIMUM = "ارسال از بانک شماره‌ها دست‌کم به ۵٬۰۰۰ گیرنده نیاز دارد";

describe("tower send: the towers of an area", () => {
  it("lists the province's towers with their city and Irancell numbers once a province is chosen, and a county narrows the list", async () => {
    await renderTowerSend();
    expect(screen.getByText("برای دیدن دکل‌ها، استان را انتخاب کنید.")).toBeInTheDocument();
    expect(calls("GET", TOWERS_PATH)).toHaveLength(0);

    await chooseTehran();
    expect(network.queries).toEqual(["province_id=8"]);
    expect(shownTowers()).toEqual(["تهران، مرکز", "تهران، شمال", "تهران، شرق", "شهریار، مرکز"]);
    const row = towerBox("شهریار، مرکز").closest("label")!;
    expect(within(row).getByText("شهریار")).toBeInTheDocument();
    expect(within(row).getByText("۹۰۰")).toBeInTheDocument();
    expect(chosenSummary()).toBe("۰ دکل انتخاب‌شده با ۰ شمارهٔ ایرانسل");

    await choose("شهرستان", "تهران");
    await waitFor(() => expect(network.queries).toContain("province_id=8&county_id=30"));
  });

  it("says «دکلی در این محدوده نیست» for an area without towers", async () => {
    network.restore();
    network = fakeTowerBff({}, () => ok([]));
    await renderTowerSend();
    await choose("استان", "اصفهان");
    expect(await screen.findByText("دکلی در این محدوده نیست")).toBeInTheDocument();
  });

  it("shows a failed list with its reason, and asks again on «تلاش دوباره»", async () => {
    let answers = 0;
    network.restore();
    network = fakeTowerBff({}, () => (++answers === 1 ? failure(500, "internal") : ok(TEHRAN_TOWERS)));
    await renderTowerSend();
    await choose("استان", "تهران");
    expect(await screen.findByText(ERROR_MESSAGES.sendFailed)).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "تلاش دوباره" }));
    expect(await screen.findByRole("checkbox", { name: /تهران، مرکز/ })).toBeInTheDocument();
  });

  it("filters the towers by name as the user types, whichever keyboard spelt it", async () => {
    await renderTowerSend();
    await chooseTehran();
    const search = screen.getByRole("searchbox", { name: "جستجوی نام دکل" });
    fireEvent.change(search, { target: { value: "شهري" } });
    expect(shownTowers()).toEqual(["شهریار، مرکز"]);
    fireEvent.change(search, { target: { value: "اصفهان" } });
    expect(shownTowers()).toEqual([]);
    expect(screen.getByText("دکلی با این نام نیست")).toBeInTheDocument();
    fireEvent.change(search, { target: { value: "" } });
    expect(shownTowers()).toHaveLength(4);
  });

  it("«انتخاب همه» chooses every tower shown and sums their Irancell numbers; «هیچ‌کدام» lets them go", async () => {
    await renderTowerSend();
    await chooseTehran();
    fireEvent.click(screen.getByRole("button", { name: "انتخاب همه" }));
    expect(towerBoxes().map((box) => box.checked)).toEqual([true, true, true, true]);
    expect(chosenSummary()).toBe("۴ دکل انتخاب‌شده با ۸٬۴۰۰ شمارهٔ ایرانسل");
    expect(sizeBox()).toHaveAccessibleDescription(/^از ۸٬۴۰۰/);

    fireEvent.click(towerBox("تهران، شمال"));
    expect(chosenSummary()).toBe("۳ دکل انتخاب‌شده با ۵٬۹۰۰ شمارهٔ ایرانسل");

    fireEvent.click(screen.getByRole("button", { name: "هیچ‌کدام" }));
    expect(chosenSummary()).toBe("۰ دکل انتخاب‌شده با ۰ شمارهٔ ایرانسل");
  });

  it("with a search, «انتخاب همه» chooses only the towers found, and the towers chosen before stay chosen", async () => {
    await renderTowerSend();
    await chooseTehran();
    fireEvent.click(towerBox("شهریار، مرکز"));
    fireEvent.change(screen.getByRole("searchbox", { name: "جستجوی نام دکل" }), { target: { value: "تهران" } });
    fireEvent.click(towerBox("تهران، شرق"));
    fireEvent.click(screen.getByRole("button", { name: "انتخاب همه" }));
    expect(chosenSummary()).toBe("۴ دکل انتخاب‌شده با ۸٬۴۰۰ شمارهٔ ایرانسل");
    fireEvent.click(screen.getByRole("button", { name: "هیچ‌کدام" }));
    expect(chosenSummary()).toBe("۱ دکل انتخاب‌شده با ۹۰۰ شمارهٔ ایرانسل");
  });
});

describe("tower send: how many and what is sent", () => {
  it("never asks for more numbers than the chosen towers serve, even after one is let go", async () => {
    await renderTowerSend();
    await chooseTehran();
    fireEvent.click(towerBox("تهران، مرکز"));
    fireEvent.click(towerBox("تهران، شمال"));
    fireEvent.change(sizeBox(), { target: { value: "90000" } });
    expect(sizeBox()).toHaveValue("5700");
    fireEvent.click(towerBox("تهران، شمال"));
    expect(sizeBox()).toHaveValue("3200");
  });

  it("refuses fewer than 5,000 recipients beside the count, keeping the towers and the text", async () => {
    await renderTowerSend();
    await chooseTehran();
    fireEvent.click(towerBox("تهران، مرکز"));
    fireEvent.click(towerBox("شهریار، مرکز"));
    takeAll();
    typeMessage();
    fireEvent.click(submitButton());

    expect(await screen.findByText(MINIMUM)).toBeInTheDocument();
    expect(sizeBox()).toHaveAccessibleDescription(expect.stringContaining(MINIMUM));
    expect(calls("POST", PRICE_PATH)).toHaveLength(0);
    expect(sizeBox()).toHaveValue("4100");
    expect(towerBox("تهران، مرکز")).toBeChecked();
    expect(towerBox("شهریار، مرکز")).toBeChecked();
    expect(screen.getByLabelText("متن پیام")).toHaveValue(NEWS);

    fireEvent.click(towerBox("تهران، شرق"));
    takeAll();
    await waitFor(() => expect(screen.queryByText(MINIMUM)).toBeNull());
  });

  it("asks for a province before pricing", async () => {
    await renderTowerSend();
    typeMessage();
    fireEvent.click(submitButton());
    expect(await screen.findByText("استان را انتخاب کنید")).toBeInTheDocument();
    expect(calls("POST", PRICE_PATH)).toHaveLength(0);
  });

  it("prices Irancell numbers only on the bank line, and sends the chosen towers with the Irancell slice", async () => {
    await renderTowerSend();
    await chooseTehran();
    fireEvent.click(towerBox("تهران، مرکز"));
    fireEvent.click(towerBox("تهران، شمال"));
    fireEvent.change(sizeBox(), { target: { value: "5500" } });
    typeMessage();
    fireEvent.click(submitButton());

    const dialog = await screen.findByRole("dialog", { name: "تأیید ارسال" });
    expect(calls("POST", PRICE_PATH)[0]?.body).toEqual({ number: "+98BANK", message: NEWS });
    expect(
      within(dialog)
        .getAllByRole("rowheader")
        .map((cell) => cell.textContent),
    ).toEqual(["ایرانسل"]);
    const irancell = within(dialog).getByRole("rowheader", { name: "ایرانسل" }).closest("tr")!;
    expect(within(irancell).getAllByRole("cell")[0]).toHaveTextContent("۵٬۵۰۰");

    fireEvent.click(await within(dialog).findByRole("button", { name: /تأیید و ارسال/ }));
    await waitFor(() => expect(push).toHaveBeenCalledWith("/send-sms/6160"));
    expect(calls("POST", SEND_PATH).map((call) => call.body)).toEqual([
      {
        sending_type: "tower",
        from_number: "+98BANK",
        message: NEWS,
        params: [{ tower_ids: [11, 12], irancell: { start: 0, size: 5_500 } }],
      },
    ]);
  });
});
