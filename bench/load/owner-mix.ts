// What a simulated owner does, in proportion: the kinds of the load mix, each the calls a browser
// makes for it, built by the panel's own query descriptions where it has them.
import { contactListQuery } from "../../lib/api/queries/contacts-queries";
import { creditQuery } from "../../lib/api/queries/credit-queries";
import { inboxListQuery } from "../../lib/api/queries/inbox-queries";
import { reportListQuery } from "../../lib/api/queries/report-queries";
import type { PanelClient } from "./panel-client";

/** The line every made account may send from. */
const SHARED_LINE = "+9810001000";
export const CONTACTS_PER_OWNER = 300;
const PAGE_SIZE = 10;

export interface Owner {
  username: string;
  client: PanelClient;
  /** Sends this owner made, to open their reports. */
  sendIds: number[];
}

export interface Step {
  kind: string;
  run(): Promise<unknown>;
}

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;
const randomMobile = () => `0912${String(Math.floor(Math.random() * 1e7)).padStart(7, "0")}`;
const MESSAGES = ["سفارش شما ارسال شد.", "نوبت شما فردا ساعت ۱۰ است.", "تخفیف ویژهٔ این هفته برای مشتریان ما"];

/** The price of a message and then the send itself, as the quick-send screen makes them. */
export function quickSend(owner: Owner): Step[] {
  const message = pick(MESSAGES);
  const recipients = Array.from({ length: 1 + Math.floor(Math.random() * 3) }, randomMobile);
  return [
    {
      kind: "send: price",
      run: () => owner.client.api("v1/api/send/calculate-price", { body: { number: SHARED_LINE, message } }),
    },
    {
      kind: "send: quick send",
      run: async () => {
        const data = await owner.client.api<{ message_outbox_ids: number[] }>("v1/api/send", {
          body: { sending_type: "webservice", from_number: SHARED_LINE, message, params: { recipients } },
          idempotent: true,
        });
        owner.sendIds.push(...data.message_outbox_ids);
      },
    },
  ];
}

function read(owner: Owner, query: { path: string; params?: Record<string, string | number>; body?: () => unknown }) {
  return owner.client.api(query.path, { params: query.params, body: query.body?.() });
}

/** The kinds with their weights (out of 100) and the steps each takes. */
const OWNER_MIX: { name: string; weight: number; steps(owner: Owner): Step[] }[] = [
  {
    name: "dashboard",
    weight: 15,
    steps: (owner) => [{ kind: "dashboard (page)", run: () => owner.client.page("/dashboard") }],
  },
  {
    name: "reports",
    weight: 20,
    steps: (owner) => [
      {
        kind: "reports: list",
        run: () => read(owner, reportListQuery("new", { page: 1, limit: PAGE_SIZE, filters: {} })),
      },
      { kind: "reports: one (page)", run: () => owner.client.page(`/reports/${pick(owner.sendIds)}`) },
    ],
  },
  {
    name: "contacts",
    weight: 15,
    steps: (owner) => [
      {
        kind: "contacts: a page",
        run: () =>
          read(
            owner,
            contactListQuery({
              page: 1 + Math.floor(Math.random() * (CONTACTS_PER_OWNER / PAGE_SIZE)),
              perPage: PAGE_SIZE,
            }),
          ),
      },
    ],
  },
  { name: "quick send", weight: 15, steps: quickSend },
  { name: "credit", weight: 20, steps: (owner) => [{ kind: "credit", run: () => read(owner, creditQuery) }] },
  {
    name: "inbox",
    weight: 15,
    steps: (owner) => [
      { kind: "inbox: list", run: () => read(owner, inboxListQuery({ page: 1, perPage: PAGE_SIZE })) },
    ],
  },
];

/** One kind of the mix, drawn by weight. */
export function drawKind() {
  let roll = Math.random() * OWNER_MIX.reduce((sum, kind) => sum + kind.weight, 0);
  for (const kind of OWNER_MIX) {
    roll -= kind.weight;
    if (roll < 0) return kind;
  }
  return OWNER_MIX.at(-1)!;
}
