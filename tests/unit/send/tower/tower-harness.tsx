import { fireEvent, screen, within } from "@testing-library/react";
import { TowerSendForm } from "@/components/send/tower/tower-send-form";
import type { Tower } from "@/lib/contract/banks";
import { fakeNetwork, ok, type FakeNetwork, type NetworkRoute, type Reply } from "../../support/network";
import { renderWithQuery } from "../../support/render-with-query";
import { choose } from "../../support/select";
import { linesPage, sharedLine as line } from "../../support/sender-lines";

export { choose };

export const TOWERS_PATH = "/api/v1/api/send/banks/towers";
export const PRICE_PATH = "/api/v1/api/send/calculate-price";
export const SEND_PATH = "/api/v1/api/send";

/** A general line (the default one), the business line and the bank line: only the last may send to towers. */
const LINES = [
  line(1, "+9810002000", "general", "خط اختصاصی"),
  line(2, "+98PRO", "job", "خط مشاغل"),
  line(3, "+98BANK", "bank", "خط بانک"),
];

const tower = (id: number, name: string, cityName: string, irancellCount: number, cityId = 301): Tower => ({
  id,
  name,
  province_id: 8,
  county_id: 30,
  city_id: cityId,
  city_name: cityName,
  longitude: 51.4,
  latitude: 35.7,
  radius_km: 1.2,
  irancell_count: irancellCount,
});

/** Four towers of Tehran province: three in Tehran, one in Shahriar. */
export const TEHRAN_TOWERS = [
  tower(11, "تهران، مرکز", "تهران", 3_200),
  tower(12, "تهران، شمال", "تهران", 2_500),
  tower(13, "تهران، شرق", "تهران", 1_800),
  tower(14, "شهریار، مرکز", "شهریار", 900, 302),
];

export interface TowerBff extends FakeNetwork {
  /** The query strings the towers were asked with, as `province_id=8`. */
  queries: string[];
}

/** The BFF's answers for the tower screen; the towers answer by their query (or `towers`), every other answer may be replaced. */
export function fakeTowerBff(
  routes: Record<string, NetworkRoute> = {},
  towers: (query: URLSearchParams) => Reply = () => ok(TEHRAN_TOWERS),
): TowerBff {
  const network = fakeNetwork({
    "GET /api/v1/api/number/numbers": linesPage(LINES),
    "GET /api/v1/api/send/banks/provinces": ok([
      { id: 8, name: "تهران" },
      { id: 4, name: "اصفهان" },
    ]),
    "GET /api/v1/api/send/banks/counties": ok([{ id: 30, name: "تهران" }]),
    "GET /api/v1/api/send/banks/cities": ok([{ id: 301, name: "تهران" }]),
    [`POST ${PRICE_PATH}`]: ok({ mci_price: 1330, other_price: 1463, parts: 1 }),
    "GET /api/v1/api/payment/credit/mine": ok({ credit: 100_000_000 }),
    [`POST ${SEND_PATH}`]: ok({ message_outbox_ids: [6160] }),
    ...routes,
    [`GET ${TOWERS_PATH}`]: (_body, call) => towers(call.query),
  });
  return {
    ...network,
    get queries() {
      return network.calls.filter((call) => call.path === TOWERS_PATH).map((call) => String(call.query));
    },
  };
}

/** Renders the form and waits until the bank line is chosen. */
export async function renderTowerSend() {
  const view = renderWithQuery(<TowerSendForm />);
  const trigger = await screen.findByRole("combobox", { name: "خط ارسال‌کننده" });
  await within(trigger).findByText(/خط بانک/);
  return view;
}

/** Chooses Tehran province and waits for its towers. */
export async function chooseTehran() {
  await choose("استان", "تهران");
  await screen.findByRole("checkbox", { name: /تهران، مرکز/ });
}

/** The towers' box, with its search, its buttons and its checkboxes. */
const towerGroup = () => screen.getByRole("group", { name: "دکل‌ها" });
export const towerBox = (name: string) =>
  within(towerGroup()).getByRole("checkbox", { name: new RegExp(`^${name}`) }) as HTMLInputElement;
export const towerBoxes = () => within(towerGroup()).queryAllByRole("checkbox") as HTMLInputElement[];
/** The names of the towers listed, in order. */
export const shownTowers = () => towerBoxes().map((box) => box.closest("label")!.querySelector("span")!.textContent);
/** The line under the list: how many towers and the Irancell numbers they serve. */
export const chosenSummary = () => screen.getByText(/دکل انتخاب‌شده با/).textContent;
export const sizeBox = () => screen.getByLabelText("تعداد گیرندگان ایرانسل") as HTMLInputElement;
export const takeAll = () => fireEvent.click(within(sizeBox().parentElement!).getByRole("button", { name: "همه" }));

export const NEWS = "افتتاح شعبهٔ تازه در خیابان آزادی";

export function typeMessage(text = NEWS) {
  fireEvent.change(screen.getByLabelText("متن پیام"), { target: { value: text } });
}

export const submitButton = () => screen.getByRole("button", { name: "محاسبهٔ هزینه و ادامه" });
