import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { ActiveSessions } from "@/components/profile/security/active-sessions";
import { RecentSignIns } from "@/components/profile/security/recent-sign-ins";
import type { ActiveSession, SignInEvent } from "@/lib/contract/security";
import { mockViewport } from "../date/viewport";
import { fakeNetwork, ok, type FakeNetwork } from "../support/network";
import { renderWithQuery } from "../support/render-with-query";

const SESSIONS = "/api/v1/api/user/sessions";
const FIREFOX = "Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0";
const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";
let network: FakeNetwork;
afterEach(() => network.restore());

const session = (id: number, current: boolean, userAgent: string, address: string): ActiveSession => ({
  id,
  current,
  support: false,
  client_address: address,
  user_agent: userAgent,
  created_at: "2024-03-20 12:00:00",
  last_used_at: "2024-03-20 12:30:00",
  expires_at: "2024-03-20 22:00:00",
});

describe("the active sessions", () => {
  it("name each session's device and browser, its address and times, this one marked and not endable", async () => {
    network = fakeNetwork({
      [`GET ${SESSIONS}`]: ok([session(1, true, FIREFOX, "198.51.100.7"), session(2, false, IPHONE, "203.0.113.9")]),
    });
    renderWithQuery(<ActiveSessions readOnly={false} />);
    const rows = await screen.findAllByTestId("session-row");
    expect(rows[0]).toHaveTextContent("رایانهٔ لینوکس، فایرفاکس ۱۲۸");
    expect(rows[0]).toHaveTextContent("همین نشست");
    expect(rows[0]).toHaveTextContent("198.51.100.7");
    expect(rows[0]).toHaveTextContent("۱۴۰۳-۰۱-۰۱ ۱۲:۳۰:۰۰");
    expect(within(rows[0]!).queryByRole("button")).toBeNull();
    expect(rows[1]).toHaveTextContent("آیفون، سافاری ۱۷");
    expect(within(rows[1]!).getByRole("button", { name: "پایان نشست آیفون، سافاری ۱۷" })).toBeEnabled();
  });

  it("end one after a confirmation, then read the list again", async () => {
    let list = [session(1, true, FIREFOX, "198.51.100.7"), session(2, false, IPHONE, "203.0.113.9")];
    network = fakeNetwork({
      [`GET ${SESSIONS}`]: () => ok(list),
      [`DELETE ${SESSIONS}/2`]: () => ((list = list.slice(0, 1)), ok({ ended: 1 })),
    });
    renderWithQuery(<ActiveSessions readOnly={false} />);
    fireEvent.click(await screen.findByRole("button", { name: "پایان نشست آیفون، سافاری ۱۷" }));
    const dialog = await screen.findByRole("dialog", { name: "پایان نشست" });
    fireEvent.click(within(dialog).getByRole("button", { name: "پایان نشست" }));
    await waitFor(() => expect(screen.getAllByTestId("session-row")).toHaveLength(1));
    expect(network.to("DELETE", `${SESSIONS}/2`)).toHaveLength(1);
    expect(screen.getByRole("button", { name: "خروج از همهٔ نشست‌های دیگر" })).toBeDisabled();
  });

  it("end every other session at once", async () => {
    let list = [session(1, true, FIREFOX, "198.51.100.7"), session(2, false, IPHONE, "203.0.113.9")];
    network = fakeNetwork({
      [`GET ${SESSIONS}`]: () => ok(list),
      [`POST ${SESSIONS}/end_others`]: () => ((list = list.slice(0, 1)), ok({ ended: 1 })),
    });
    renderWithQuery(<ActiveSessions readOnly={false} />);
    await screen.findAllByTestId("session-row");
    fireEvent.click(screen.getByRole("button", { name: "خروج از همهٔ نشست‌های دیگر" }));
    const dialog = await screen.findByRole("dialog", { name: "خروج از همهٔ نشست‌های دیگر" });
    fireEvent.click(within(dialog).getByRole("button", { name: "خروج از همه" }));
    await waitFor(() => expect(screen.getAllByTestId("session-row")).toHaveLength(1));
  });

  it("offer nothing to end in support's read-only entry", async () => {
    network = fakeNetwork({
      [`GET ${SESSIONS}`]: ok([
        { ...session(1, true, FIREFOX, "198.51.100.7"), support: true },
        session(2, false, IPHONE, "203.0.113.9"),
      ]),
    });
    renderWithQuery(<ActiveSessions readOnly />);
    const rows = await screen.findAllByTestId("session-row");
    expect(rows[0]).toHaveTextContent("ورود پشتیبان");
    expect(screen.queryByRole("button")).toBeNull();
  });
});

describe("the recent sign-ins", () => {
  it("show each attempt's time, outcome, second step, device and address; a failure as such", async () => {
    const event = (id: number, outcome: SignInEvent["outcome"], twoStep: SignInEvent["two_step"]): SignInEvent => ({
      id,
      created_at: "2024-03-20 12:00:00",
      client_address: "203.0.113.9",
      user_agent: IPHONE,
      outcome,
      two_step: twoStep,
    });
    network = fakeNetwork({
      "GET /api/v1/api/user/sign_in_events": ok([
        event(3, "ok", "recovery"),
        event(2, "wrong_code", "ga"),
        event(1, "wrong_password", null),
      ]),
    });
    mockViewport(false);
    renderWithQuery(<RecentSignIns />);
    await screen.findByText("کد بازیابی");
    const table = screen.getByRole("table", { name: "ورودهای اخیر به حساب" });
    const rows = within(table).getAllByRole("row").slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole("cell")
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ["۱۴۰۳-۰۱-۰۱ ۱۲:۰۰:۰۰", "موفق", "کد بازیابی", "آیفون، سافاری ۱۷", "203.0.113.9"],
      ["۱۴۰۳-۰۱-۰۱ ۱۲:۰۰:۰۰", "کد تأیید نادرست", "برنامهٔ احراز هویت", "آیفون، سافاری ۱۷", "203.0.113.9"],
      ["۱۴۰۳-۰۱-۰۱ ۱۲:۰۰:۰۰", "رمز عبور نادرست", "بدون مرحلهٔ دوم", "آیفون، سافاری ۱۷", "203.0.113.9"],
    ]);
  });
});
