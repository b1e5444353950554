import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { BANK_MESSAGES, GEONAMES_ATTRIBUTION } from "@/lib/contract/banks";
import { SEND_MESSAGES } from "@/lib/contract/send";
import { insideBox, IRAN_BOX, roundPoint } from "@/lib/map/area";
import { PROVINCES, provinceArea } from "@/lib/map/provinces";
import type { FakeNetwork } from "../../support/network";
import { mockViewport } from "../../date/viewport";
import { PRICE_PATH, SEND_PATH } from "../quick-send-harness";
import { AREA_COUNTS_PATH, button, fakeMapBff, renderMapSend, takeProvince, tapMap, theMap } from "./map-send-harness";

const push = jest.fn();
jest.mock("next/navigation", () => ({
  useRouter: () => ({ prefetch: jest.fn(), push, back: jest.fn(), replace: jest.fn() }),
}));

let network: FakeNetwork;
beforeEach(() => {
  push.mockClear();
  mockViewport(false);
  network = fakeMapBff({ mci_count: 4_000, irancell_count: 2_500, other_count: 700 });
});
afterEach(() => network.restore());

const posted = (path: string) => network.calls.filter((call) => call.method === "POST" && call.path === path);
const lastCountsRequest = () =>
  posted(AREA_COUNTS_PATH).at(-1)?.body as { polygon: [number, number][] } & Record<string, unknown>;
const typeMessage = (text: string) => fireEvent.change(screen.getByLabelText("متن پیام"), { target: { value: text } });
const submit = () => fireEvent.click(button("محاسبهٔ هزینه و ادامه"));
const takeAll = () => screen.getAllByRole("button", { name: "همه" }).forEach((all) => fireEvent.click(all));
const tehran = PROVINCES.find((p) => p.name === "تهران")!;

describe("map send: the area", () => {
  it("draws an area by taps on the map and asks how many of the bank's numbers live inside it", async () => {
    await renderMapSend();
    fireEvent.click(button("رسم محدوده"));
    // The map is 640 × 400 until measured, and first shows the whole of Iran: its middle is central Iran.
    tapMap([320, 200], [360, 200]);
    expect(button("پایان رسم")).toBeDisabled();
    tapMap([340, 240]);
    expect(screen.getByText(/۳ نقطه/)).toBeInTheDocument();
    expect(posted(AREA_COUNTS_PATH)).toHaveLength(0);

    fireEvent.click(button("پایان رسم"));

    await waitFor(() => expect(posted(AREA_COUNTS_PATH)).toHaveLength(1));
    const request = lastCountsRequest();
    expect(request).toEqual({ polygon: expect.any(Array), age_from: 1300, age_to: 1410, bank: "all" });
    expect(request.polygon).toHaveLength(3);
    const [middle, east, south] = request.polygon as [[number, number], [number, number], [number, number]];
    expect(middle[0]).toBeGreaterThan(52);
    expect(middle[0]).toBeLessThan(55);
    expect(middle[1]).toBeGreaterThan(31);
    expect(middle[1]).toBeLessThan(34);
    // A tap further right is further east, a tap lower is further south.
    expect(east[0]).toBeGreaterThan(middle[0]);
    expect(east[1]).toBeCloseTo(middle[1], 6);
    expect(south[1]).toBeLessThan(middle[1]);
    expect(await screen.findByText("از ۴٬۰۰۰")).toBeInTheDocument();
    expect(screen.getByText(/۳ گوشه دارد/)).toBeInTheDocument();
  });

  it("refuses a tap outside Iran while drawing, and clears the area on «پاک کردن»", async () => {
    await renderMapSend();
    fireEvent.click(button("رسم محدوده"));
    tapMap([2, 200]);
    expect(screen.getByText("این نقطه بیرون از ایران است")).toBeInTheDocument();
    tapMap([320, 200], [360, 200], [340, 240]);
    fireEvent.click(button("پایان رسم"));
    await screen.findByText("از ۴٬۰۰۰");

    fireEvent.click(button("پاک کردن"));
    expect(screen.getByText("محدوده‌ای انتخاب نشده است.")).toBeInTheDocument();
    expect(screen.queryByText("از ۴٬۰۰۰")).toBeNull();
  });

  it("takes a whole province as the area and counts inside it with the person filters", async () => {
    await renderMapSend();
    await takeProvince("تهران");

    await waitFor(() => expect(posted(AREA_COUNTS_PATH)).toHaveLength(1));
    expect(lastCountsRequest().polygon).toEqual(provinceArea(tehran).map(roundPoint));
    expect(lastCountsRequest().polygon.every((point) => insideBox(point, IRAN_BOX))).toBe(true);
    expect(within(screen.getByRole("combobox", { name: "کل یک استان" })).getByText("تهران")).toBeInTheDocument();

    fireEvent.click(screen.getByLabelText("شماره‌های فهرست سیاه ارسال من کنار گذاشته شوند"));
    await waitFor(() => expect(lastCountsRequest().bank).toBe("white"));
    expect(lastCountsRequest().polygon).toEqual(provinceArea(tehran).map(roundPoint));
  });

  it("says the area is missing next to the map, and prices nothing", async () => {
    await renderMapSend();
    typeMessage("تخفیف ویژهٔ فروشگاه");
    submit();

    expect(await screen.findByText(BANK_MESSAGES.polygon)).toBeInTheDocument();
    expect(theMap()).toHaveAttribute("aria-invalid", "true");
    expect(theMap()).toHaveAttribute("aria-describedby", "area-error");
    expect(theMap()).toHaveFocus();
    expect(posted(PRICE_PATH)).toHaveLength(0);
    expect(screen.getByLabelText("متن پیام")).toHaveValue("تخفیف ویژهٔ فروشگاه");

    await takeProvince("تهران");
    await waitFor(() => expect(screen.queryByText(BANK_MESSAGES.polygon)).toBeNull());
  });

  it("credits GeoNames on the map, in Latin", async () => {
    const { container } = await renderMapSend();
    const credit = screen.getByText(new RegExp(GEONAMES_ATTRIBUTION.replace(/[.()]/g, "\\$&")));
    expect(credit).toHaveAttribute("dir", "ltr");
    // Without a tile server the map is the shipped geography alone.
    expect(container.querySelectorAll("image")).toHaveLength(0);
  });

  it("draws the configured tile server's tiles under the map, and credits it", async () => {
    const { container } = await renderMapSend({
      tileUrl: "https://tiles.example.ir/{z}/{x}/{y}.png",
      tileAttribution: "© OpenStreetMap contributors",
    });
    const tiles = [...container.querySelectorAll("image")].map((image) => image.getAttribute("href"));
    expect(tiles.length).toBeGreaterThan(0);
    expect(tiles.every((href) => /^https:\/\/tiles\.example\.ir\/\d+\/\d+\/\d+\.png$/.test(href ?? ""))).toBe(true);
    expect(screen.getByText(/© OpenStreetMap contributors/)).toHaveAttribute("dir", "ltr");

    const zoomOf = (href: string | null) => Number(href?.split("/")[3]);
    const before = zoomOf(tiles[0]!);
    fireEvent.click(button("بزرگ‌نمایی"));
    const after = [...container.querySelectorAll("image")].map((image) => zoomOf(image.getAttribute("href")));
    // One zoom level in: the tiles of the next zoom level.
    expect(new Set(after)).toEqual(new Set([before + 1]));
  });
});

describe("map send: at least 5,000 recipients", () => {
  it("refuses fewer than 5,000 chosen and keeps the area and the text", async () => {
    network.restore();
    network = fakeMapBff({ mci_count: 3_000, irancell_count: 1_000, other_count: 500 });
    await renderMapSend();
    await takeProvince("تهران");
    await screen.findByText("از ۳٬۰۰۰");
    takeAll();
    expect(screen.getByText("۴٬۵۰۰")).toBeInTheDocument();
    typeMessage("تخفیف ویژهٔ فروشگاه");
    submit();

    expect(await screen.findByText(SEND_MESSAGES.bankMinimum)).toBeInTheDocument();
    expect(posted(PRICE_PATH)).toHaveLength(0);
    expect(screen.getByLabelText("متن پیام")).toHaveValue("تخفیف ویژهٔ فروشگاه");
    expect(
      screen.getByText(new RegExp(`${provinceArea(tehran).length.toLocaleString("fa-IR")} گوشه دارد`)),
    ).toBeInTheDocument();
  });

  it("prices and sends the area with the numbers chosen from each operator on the bank line", async () => {
    await renderMapSend();
    await takeProvince("تهران");
    await screen.findByText("از ۴٬۰۰۰");
    takeAll();
    typeMessage("تخفیف ویژهٔ فروشگاه");
    submit();

    const dialog = await screen.findByRole("dialog", { name: "تأیید ارسال" });
    fireEvent.click(within(dialog).getByRole("button", { name: /تأیید و ارسال/ }));
    await waitFor(() => expect(push).toHaveBeenCalledWith("/send-sms/4711"));
    expect(posted(SEND_PATH)[0]?.body).toEqual({
      sending_type: "map",
      from_number: "+98BANK",
      message: "تخفیف ویژهٔ فروشگاه",
      params: [
        {
          bank: "all",
          gender: 0,
          age_from: 1300,
          age_to: 1410,
          mci: { start: 0, size: 4_000 },
          irancell: { start: 0, size: 2_500 },
          other: { start: 0, size: 700 },
          polygon: provinceArea(tehran).map(roundPoint),
        },
      ],
    });
  });
});
