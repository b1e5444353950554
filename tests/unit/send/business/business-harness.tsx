import { fireEvent, screen, within } from "@testing-library/react";
import { BusinessSendForm } from "@/components/send/business/business-send-form";
import { fakeNetwork, ok, type FakeNetwork, type NetworkRoute, type Reply } from "../../support/network";
import { renderWithQuery } from "../../support/render-with-query";
import { linesPage, sharedLine as line } from "../../support/sender-lines";

export { choose } from "../../support/select";

const LINES_PATH = "/api/v1/api/number/numbers";
export const CATEGORIES_PATH = "/api/v1/api/send/jobs/categories";
const SUB_CATEGORIES_PATH = "/api/v1/api/send/jobs/sub-categories";
export const COUNT_PATH = "/api/v1/api/send/jobs/number-count";
export const PRICE_PATH = "/api/v1/api/send/calculate-price";
export const SEND_PATH = "/api/v1/api/send";
const CREDIT_PATH = "/api/v1/api/payment/credit/mine";

/** A general line (the default one), a bank line and the business line: only the last may send to the directory. */
const LINES = [
  line(1, "+9810002000", "general", "خط اختصاصی"),
  line(2, "+98BANK", "bank", "خط بانک"),
  line(3, "+98PRO", "job", "خط مشاغل"),
];

const CATEGORIES = [
  { id: 1, name: "صنایع و اصناف" },
  { id: 3, name: "رستوران و صنعت غذا" },
];
const SUB_CATEGORIES = [
  { id: 7, name: "کافه", main_id: "3", main_name: "رستوران و صنعت غذا" },
  { id: 8, name: "قنادی", main_id: "3", main_name: "رستوران و صنعت غذا" },
];

/** The whole food category, and its cafés alone. */
const FOOD_COUNTS = { mci_count: 12_000, irancell_count: 6_500, other_count: 2_100 };
export const CAFE_COUNTS = { mci_count: 4_000, irancell_count: 900, other_count: 1_600 };

/** The number-count answer for a query: the cafés for sub-category 7, the whole food category otherwise. */
const countsByQuery = (query: URLSearchParams): Reply =>
  ok(query.get("sub_category_id") === "7" ? CAFE_COUNTS : FOOD_COUNTS, "count");

export interface BusinessBff extends FakeNetwork {
  /** The query strings the directory was asked with, as `number-count?main_category_id=3`. */
  queries: string[];
}

/**
 * The BFF's answers for the business screen; the counts answer by their query (or `counts`),
 * and every other answer may be replaced.
 */
export function fakeBusinessBff(
  routes: Record<string, NetworkRoute> = {},
  counts: (query: URLSearchParams) => Reply = countsByQuery,
): BusinessBff {
  const network = fakeNetwork({
    [`GET ${LINES_PATH}`]: linesPage(LINES),
    [`GET ${CATEGORIES_PATH}`]: ok(CATEGORIES),
    [`GET ${SUB_CATEGORIES_PATH}`]: ok(SUB_CATEGORIES),
    [`POST ${PRICE_PATH}`]: ok({ mci_price: 1330, other_price: 1463, parts: 1 }),
    [`GET ${CREDIT_PATH}`]: ok({ credit: 100_000_000 }),
    [`POST ${SEND_PATH}`]: ok({ message_outbox_ids: [5150] }),
    ...routes,
    [`GET ${COUNT_PATH}`]: (_body, call) => counts(call.query),
  });
  const asked = () => network.calls.filter((call) => call.path === COUNT_PATH || call.path === SUB_CATEGORIES_PATH);
  return {
    ...network,
    get queries() {
      return asked().map((call) => `${call.path.split("/").pop()}${call.query.size > 0 ? `?${call.query}` : ""}`);
    },
  };
}

/** Renders the form and waits until the business line is chosen. */
export async function renderBusinessSend() {
  const view = renderWithQuery(<BusinessSendForm />);
  const trigger = await screen.findByRole("combobox", { name: "خط ارسال‌کننده" });
  await within(trigger).findByText(/خط مشاغل/);
  return view;
}

/** The size box of an operator group, by its label. */
export const sizeBox = (operator: string) => screen.getByLabelText(operator) as HTMLInputElement;

export function typeSize(operator: string, size: number) {
  fireEvent.change(sizeBox(operator), { target: { value: String(size) } });
}

/** «همه» beside an operator group's box. */
export const allButton = (operator: string) =>
  within(sizeBox(operator).parentElement!).getByRole("button", { name: "همه" });

export const SALE = "تخفیف ویژهٔ کافه‌داران، تا پایان هفته";

export function typeMessage(text = SALE) {
  fireEvent.change(screen.getByLabelText("متن پیام"), { target: { value: text } });
}

export const submitButton = () => screen.getByRole("button", { name: "محاسبهٔ هزینه و ادامه" });
