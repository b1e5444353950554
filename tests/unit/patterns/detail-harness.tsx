import { QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { Toaster } from "@/components/ui/toaster";
import { PatternDetail } from "@/components/patterns/detail/pattern-detail";
import { AccessProvider } from "@/lib/auth/access-context";
import type { MemberOf } from "@/lib/contract/auth";
import type { Pattern } from "@/lib/contract/patterns";
import type { Profile } from "@/lib/contract/profile";
import { LiveSocketContext } from "@/lib/socket/live-socket-context";
import { fakeNetwork, ok, type FakeNetwork, type NetworkRoute } from "../support/network";
import { testQueryClient } from "../support/render-with-query";
import { linesPage, senderLine } from "../support/sender-lines";
import { StubLiveSocket } from "../socket/stub-live-socket";

export const CODE = "k3v9m2x7q1w8e5r4t6y0";
export const PATTERN_PATH = `/api/v1/api/patterns/${CODE}`;
export const LINES_PATH = "/api/v1/api/number/numbers";
const PROFILE_PATH = "/api/v1/api/user/show_profile";
export const PRICE_PATH = "/api/v1/api/send/calculate-price";
export const SEND_PATH = "/api/v1/api/send";
const CREDIT_PATH = "/api/v1/api/payment/credit/mine";
export const BY_BULK_PATH = "/api/v1/api/report/by_bulk";
export const RECIPIENTS_PATH = "/api/v1/api/report/recipients";

/** 12 Mordad 1403, 13:30 in Tehran (10:00 UTC), in Unix seconds. */
export const MADE_AT = Date.UTC(2024, 7, 2, 10, 0, 0) / 1000;

/** An approved pattern of the account with a 6-digit code and a name of at most 10 characters. */
export const pattern = (fields: Partial<Pattern> = {}): Pattern => ({
  id: "41",
  title: "کد ورود",
  username: "shop-owner",
  pattern_code: CODE,
  pattern_message: "فروشگاه نمونه: %name% عزیز، کد ورود شما %code% است.",
  admin_comment: "متن الگو مورد تأیید است.",
  pattern_description: "کد یک‌بارمصرف ورود به فروشگاه",
  website: "https://shop.example.com",
  pattern_status: "active",
  pattern_status_fa: "فعال",
  pattern_status_id: 1,
  pattern_is_share: false,
  reject_text: "",
  type: "normal",
  variable: [
    { name: "name", type: "string", len: 10 },
    { name: "code", type: "integer", len: 6 },
  ],
  delimiter: "%",
  updated_at: new Date((MADE_AT + 3600) * 1000).toISOString(),
  time: MADE_AT,
  pattern_type: "normal",
  readonly: false,
  ...fields,
});

const PROFILE: Profile = {
  user_name: "shop-owner",
  mobile: "+989121234567",
  name: "کاربر آزمایشی",
  personal: {
    first_name: null,
    last_name: null,
    national_id: null,
    father_name: null,
    birth_place: null,
    birth_date: null,
    gender: null,
    user_type: "real",
  },
  legal: null,
  contact: { email: null, website: null, landline: null, city_code: null },
  address: { province_id: null, province_name: null, city_id: null, city_name: null, postal_code: null, address: null },
  logo_id: null,
};

/** A shared advertising line and the account's own default one. */
const LINES = [
  senderLine({ id: 1, number: "+983000505", alias: "خط اشتراکی", shared: true }),
  senderLine({ id: 2, number: "+9810002000", alias: "خط اختصاصی", is_default: true }),
];

/** One part of Persian text: 1330 rials on MCI. */
const ONE_PART = { mci_price: 1330, other_price: 1463, parts: 1 };

/** The BFF's answers for a pattern's page; each may be replaced. */
export function fakePatternBff(routes: Record<string, NetworkRoute> = {}): FakeNetwork {
  return fakeNetwork({
    [`GET ${PATTERN_PATH}`]: ok(pattern()),
    [`GET ${LINES_PATH}`]: linesPage(LINES),
    [`GET ${PROFILE_PATH}`]: ok(PROFILE),
    [`GET ${CREDIT_PATH}`]: ok({ credit: 20_000 }),
    [`POST ${PRICE_PATH}`]: ok(ONE_PART),
    [`POST ${SEND_PATH}`]: ok({ message_outbox_ids: [4711] }, "انجام شد"),
    ...routes,
  });
}

/** Renders a pattern's page as the panel's layout would for this member (null: the owner), with a live socket. */
export function renderPatternPage({
  memberOf = null,
  backHref = "/pattern",
  apiBaseUrl = null,
  extra = null,
}: { memberOf?: MemberOf | null; backHref?: string; apiBaseUrl?: string | null; extra?: ReactNode } = {}) {
  const socket = new StubLiveSocket("OPEN");
  const client = testQueryClient();
  const view = render(
    <QueryClientProvider client={client}>
      <AccessProvider memberOf={memberOf}>
        <LiveSocketContext.Provider value={socket.asLiveSocket()}>
          <PatternDetail code={CODE} backHref={backHref} apiBaseUrl={apiBaseUrl} />
          {extra}
          <Toaster />
        </LiveSocketContext.Provider>
      </AccessProvider>
    </QueryClientProvider>,
  );
  return { ...view, socket, client };
}
