import { act, fireEvent, screen, within } from "@testing-library/react";
import { MapSendForm } from "@/components/send/map/map-send-form";
import type { OperatorCounts } from "@/lib/contract/banks";
import { ok, type FakeNetwork } from "../../support/network";
import { renderWithQuery } from "../../support/render-with-query";
import { CREDIT_PATH, fakeSendingBff } from "../quick-send-harness";

export const AREA_COUNTS_PATH = "/api/v1/api/send/banks/area-counts";
const GENDERS_PATH = "/api/v1/api/send/banks/genders";

const GENDERS = [
  { id: 1, name: "مرد" },
  { id: 2, name: "زن" },
];

/** The BFF of the map screen: the lines (a bank line among them), genders, counts inside an area, price, a credit that covers a bank send, and send. */
export function fakeMapBff(counts: OperatorCounts): FakeNetwork {
  return fakeSendingBff({
    [`GET ${CREDIT_PATH}`]: ok({ credit: 100_000_000 }),
    [`GET ${GENDERS_PATH}`]: { body: { data: GENDERS } },
    [`POST ${AREA_COUNTS_PATH}`]: ok(counts, "تعداد"),
  });
}

/** Renders the map send (with a tile server or without) and waits until the bank line is chosen. */
export async function renderMapSend(tiles: { tileUrl: string; tileAttribution: string } | null = null) {
  const view = renderWithQuery(
    <MapSendForm tileUrl={tiles?.tileUrl ?? null} tileAttribution={tiles?.tileAttribution ?? null} />,
  );
  const trigger = await screen.findByRole("combobox", { name: "خط ارسال‌کننده" });
  await within(trigger).findByText(/خط بانک/);
  return view;
}

export const theMap = () => screen.getByRole("application", { name: "نقشهٔ ایران" });
export const button = (name: string) => screen.getByRole("button", { name });

/** Taps the map at these points (pixels from its top-left corner). */
export function tapMap(...points: [number, number][]) {
  for (const [x, y] of points) fireEvent.click(theMap(), { clientX: x, clientY: y });
}

/** Takes a whole province as the area from the list of provinces. */
export async function takeProvince(name: string) {
  fireEvent.click(screen.getByRole("combobox", { name: "کل یک استان" }));
  await act(async () => {});
  fireEvent.click(screen.getByRole("option", { name }));
  await act(async () => {});
}
