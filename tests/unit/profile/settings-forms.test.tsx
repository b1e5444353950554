import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { DefaultLineForm } from "@/components/profile/settings/default-line-form";
import { NotificationsForm } from "@/components/profile/settings/notifications-form";
import { DEFAULT_NOTIFICATION_CHANNELS } from "@/lib/contract/user-setting";
import { lineLabel } from "@/lib/send/line-label";
import { failure, fakeNetwork, ok, type FakeNetwork } from "../support/network";
import { renderWithQuery } from "../support/render-with-query";
import { choose } from "../support/select";
import { linesPage, senderLine } from "../support/sender-lines";

const SETTING = "/api/v1/api/user/setting";
const LINES = "/api/v1/api/number/numbers";
const DEFAULT_LINE = "/api/v1/api/numbers/defaults/upsert";

let network: FakeNetwork;
afterEach(() => network.restore());

const group = (name: string) => screen.getByRole("group", { name });

describe("the notifications form", () => {
  it("shows the saved channels, and saves what the user chose", async () => {
    network = fakeNetwork({
      [`GET ${SETTING}`]: ok({ low_credit_threshold: null, notifications: DEFAULT_NOTIFICATION_CHANNELS }),
      [`POST ${SETTING}`]: (body) =>
        ok({
          low_credit_threshold: null,
          notifications: { ...DEFAULT_NOTIFICATION_CHANNELS, ...(body as { notifications: object }).notifications },
        }),
    });
    renderWithQuery(<NotificationsForm />);
    await waitFor(() =>
      expect(within(group("کمبود اعتبار")).getByRole("radio", { name: "پیامک و پنل" })).toBeChecked(),
    );
    expect(within(group("بررسی پرداخت")).getByRole("radio", { name: "فقط در پنل" })).toBeChecked();

    fireEvent.click(within(group("کمبود اعتبار")).getByRole("radio", { name: "فقط در پنل" }));
    fireEvent.click(screen.getByRole("button", { name: "ذخیرهٔ اعلان‌ها" }));
    await waitFor(() => expect(network.to("POST", SETTING)).toHaveLength(1));
    expect(network.to("POST", SETTING)[0]!.body).toEqual({
      notifications: { low_credit: "panel", payment_reviewed: "panel", ticket_answered: "sms", export_ready: "panel" },
    });
  });

  it("keeps the choice and says why when the save fails", async () => {
    network = fakeNetwork({
      [`GET ${SETTING}`]: ok({ low_credit_threshold: null, notifications: DEFAULT_NOTIFICATION_CHANNELS }),
      [`POST ${SETTING}`]: failure(422, "روش اعلان را انتخاب کنید"),
    });
    renderWithQuery(<NotificationsForm />);
    await waitFor(() =>
      expect(within(group("پاسخ پشتیبانی")).getByRole("radio", { name: "پیامک و پنل" })).toBeChecked(),
    );
    const panelOnly = within(group("پاسخ پشتیبانی")).getByRole("radio", { name: "فقط در پنل" });
    fireEvent.click(panelOnly);
    fireEvent.click(screen.getByRole("button", { name: "ذخیرهٔ اعلان‌ها" }));
    expect(await screen.findByText("روش اعلان را انتخاب کنید")).toBeInTheDocument();
    expect(panelOnly).toBeChecked();
  });
});

describe("the default line form", () => {
  const lines = [
    senderLine({ id: 1, number: "+9810001000", shared: true, is_default: true, alias: "خط عمومی" }),
    senderLine({ id: 2, number: "+983000505", alias: "خط اختصاصی" }),
    senderLine({ id: 3, number: "+98BANK", use: "bank", alias: "بانک شماره" }),
  ];

  it("starts on the default line, offers only general lines, and saves the one chosen", async () => {
    network = fakeNetwork({ [`GET ${LINES}`]: linesPage(lines), [`POST ${DEFAULT_LINE}`]: ok(null) });
    renderWithQuery(<DefaultLineForm />);
    const save = screen.getByRole("button", { name: "ذخیرهٔ خط پیش‌فرض" });
    await waitFor(() => expect(screen.getByRole("combobox", { name: "خط ارسال‌کننده" })).toHaveTextContent("خط عمومی"));
    expect(save).toBeDisabled();
    fireEvent.click(screen.getByRole("combobox", { name: "خط ارسال‌کننده" }));
    expect((await screen.findAllByRole("option")).map((option) => option.textContent)).toEqual(
      lines.slice(0, 2).map(lineLabel),
    );
    fireEvent.click(screen.getByRole("combobox", { name: "خط ارسال‌کننده" }));
    await choose("خط ارسال‌کننده", lineLabel(lines[1]!));
    fireEvent.click(save);
    await waitFor(() => expect(network.to("POST", DEFAULT_LINE)).toHaveLength(1));
    expect(network.to("POST", DEFAULT_LINE)[0]!.body).toEqual({ number_id: 2 });
  });
});
