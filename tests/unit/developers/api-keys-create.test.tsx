import { QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { useState } from "react";
import { CreateApiKeyDialog } from "@/components/developers/api-keys/create-api-key-dialog";
import { isLeaving } from "@/lib/api/leaving";
import { makeQueryClient } from "@/lib/api/query-client";
import type { ApiKeyRow } from "@/lib/contract/api-keys";
import { failure, fakeNetwork, ok, type FakeNetwork } from "../support/network";
import { renderWithQuery } from "../support/render-with-query";

const OTP = "/api/v1/api/acl/api_key/otp";
const CREATE = "/api/v1/api/acl/api_key/create";
const KEY = "ipk_AbCdEf0123456789abcdefghijklmnopqrstuvwx";

const row = (over: Partial<ApiKeyRow> = {}): ApiKeyRow => ({
  id: 5,
  title: "فروشگاه",
  prefix: "ipk_AbCdEf",
  allowed_addresses: [],
  created_at: "2026-11-20T08:00:00Z",
  last_used_at: null,
  calls_today: 0,
  ...over,
});

let network: FakeNetwork;
beforeEach(() => {
  network = fakeNetwork({
    [`POST ${OTP}`]: ok({ sent: true, mobile: "+989121234567", resend_in: 120 }),
    [`POST ${CREATE}`]: (body) => ok({ ...row(), title: (body as { title: string }).title, key: KEY }),
    "GET /api/v1/api/acl/api_key/list": ok([]),
  });
});
afterEach(() => network.restore());

function Harness() {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        باز کردن
      </button>
      <CreateApiKeyDialog open={open} onOpenChange={setOpen} />
    </>
  );
}

const title = () => screen.getByRole("textbox", { name: "عنوان کلید" });
const addresses = () => screen.getByRole("textbox", { name: "نشانی‌های مجاز" });
/** The message under the addresses box, which the box names as its description. */
const addressError = () => document.getElementById("allowed_addresses-error");
const ANY_ADDRESS = /این کلید از هر نشانی‌ای پذیرفته می‌شود/;

async function askCode(titleText: string, addressText: string) {
  fireEvent.change(title(), { target: { value: titleText } });
  fireEvent.change(addresses(), { target: { value: addressText } });
  fireEvent.click(screen.getByRole("button", { name: "ارسال کد تأیید" }));
  return screen.findByRole("textbox", { name: "کد تأیید" });
}

describe("making an API key", () => {
  it("names a bad address beside the box, keeps what was typed, and asks no code", async () => {
    renderWithQuery(<Harness />);
    fireEvent.change(title(), { target: { value: "انبار" } });
    fireEvent.change(addresses(), { target: { value: "10.0.0.1\n10.0.0.300\n::1/129" } });
    fireEvent.blur(addresses());
    fireEvent.click(screen.getByRole("button", { name: "ارسال کد تأیید" }));

    await waitFor(() =>
      expect(addressError()).toHaveTextContent(
        "«10.0.0.300» نشانی IPv4 یا IPv6 یا بازهٔ CIDR معتبر نیست«::1/129» نشانی IPv4 یا IPv6 یا بازهٔ CIDR معتبر نیست",
      ),
    );
    expect(addresses()).toHaveAttribute("aria-describedby", addressError()!.id);
    expect(addresses()).toHaveAttribute("aria-invalid", "true");
    expect(addresses()).toHaveValue("10.0.0.1\n10.0.0.300\n::1/129");
    expect(title()).toHaveValue("انبار");
    expect(network.to("POST", OTP)).toHaveLength(0);

    fireEvent.change(addresses(), { target: { value: "10.0.0.1\n10.0.0.30" } });
    await waitFor(() => expect(addresses()).not.toHaveAttribute("aria-invalid"));
    expect(addresses()).toHaveAccessibleDescription(/^هر نشانی در یک سطر/);
  });

  it("warns that a key without addresses works from any address, until one is typed", async () => {
    renderWithQuery(<Harness />);
    expect(screen.getByText(ANY_ADDRESS)).toBeVisible();
    fireEvent.change(addresses(), { target: { value: "203.0.113.10" } });
    await waitFor(() => expect(screen.queryByText(ANY_ADDRESS)).toBeNull());
  });

  it("sends the code, makes the key with it and shows the key once; reopened, the dialog starts anew", async () => {
    renderWithQuery(<Harness />);
    const code = await askCode("  فروشگاه  ", "203.0.113.10\n198.51.100.0/24, 2001:db8::1");
    expect(screen.getByText("09121234567")).toBeVisible();
    expect(screen.getByText(/ارسال دوباره کد تا/)).toBeVisible();

    fireEvent.change(code, { target: { value: "۱۲۳۴۵۶" } });
    fireEvent.click(screen.getByRole("button", { name: "ساخت کلید" }));

    expect(await screen.findByTestId("shown-api-key")).toHaveTextContent(KEY);
    expect(network.to("POST", CREATE)[0]!.body).toEqual({
      title: "فروشگاه",
      allowed_addresses: ["203.0.113.10", "198.51.100.0/24", "2001:db8::1"],
      code: "123456",
    });
    expect(screen.getByText(/فقط همین یک بار نمایش داده می‌شود/)).toBeVisible();
    expect(screen.getByRole("button", { name: "کپی کلید API" })).toBeVisible();

    fireEvent.click(screen.getByRole("button", { name: "کلید را برداشتم" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    fireEvent.click(screen.getByRole("button", { name: "باز کردن" }));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).queryByText(KEY)).toBeNull();
    expect(title()).toHaveValue("");
  });

  it("puts a refused code beside its field and keeps the title, the addresses and the code", async () => {
    network.restore();
    network = fakeNetwork({
      [`POST ${OTP}`]: ok({ sent: true, mobile: "+989121234567", resend_in: 120 }),
      [`POST ${CREATE}`]: failure(422, "کد تأیید درست نیست", { code: ["کد تأیید درست نیست"] }),
    });
    // The panel's own query client: a refused code is no ended session.
    render(
      <QueryClientProvider client={makeQueryClient()}>
        <Harness />
      </QueryClientProvider>,
    );
    const code = await askCode("فروشگاه", "203.0.113.10");
    fireEvent.change(code, { target: { value: "111111" } });
    fireEvent.click(screen.getByRole("button", { name: "ساخت کلید" }));

    expect(await screen.findByText("کد تأیید درست نیست")).toBeVisible();
    expect(code).toHaveAttribute("aria-invalid", "true");
    expect(code).toHaveValue("111111");
    expect(title()).toHaveValue("فروشگاه");
    expect(addresses()).toHaveValue("203.0.113.10");
    expect(screen.queryByTestId("shown-api-key")).toBeNull();
    expect(isLeaving()).toBe(false);
  });

  it("shows the upstream's field message for an address beside the box", async () => {
    network.restore();
    network = fakeNetwork({
      [`POST ${OTP}`]: ok({ sent: true, mobile: "+989121234567", resend_in: 120 }),
      [`POST ${CREATE}`]: failure(422, "«10.0.0.2» تکراری است", { "allowed_addresses.1": ["«10.0.0.2» تکراری است"] }),
    });
    renderWithQuery(<Harness />);
    const code = await askCode("فروشگاه", "10.0.0.2\n10.0.0.3");
    fireEvent.change(code, { target: { value: "123456" } });
    fireEvent.click(screen.getByRole("button", { name: "ساخت کلید" }));
    await waitFor(() => expect(addressError()).toHaveTextContent("«10.0.0.2» تکراری است"));
    expect(addresses()).toHaveAttribute("aria-invalid", "true");
  });

  it("says why no code was sent (a flood of codes) and stays on the form", async () => {
    network.restore();
    network = fakeNetwork({
      [`POST ${OTP}`]: failure(429, "کد تأیید به‌تازگی ارسال شده است. تا ۴۵ ثانیه دیگر دوباره درخواست کنید."),
    });
    renderWithQuery(<Harness />);
    fireEvent.change(title(), { target: { value: "فروشگاه" } });
    fireEvent.click(screen.getByRole("button", { name: "ارسال کد تأیید" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("تا ۴۵ ثانیه دیگر دوباره درخواست کنید");
    expect(screen.queryByRole("textbox", { name: "کد تأیید" })).toBeNull();
    expect(title()).toHaveValue("فروشگاه");
  });

  it("says so when the last code is still good and no new one went out", async () => {
    network.restore();
    network = fakeNetwork({ [`POST ${OTP}`]: ok({ sent: false, mobile: "+989121234567", resend_in: 40 }) });
    renderWithQuery(<Harness />);
    await askCode("فروشگاه", "");
    expect(screen.getByText("کد پیشین هنوز معتبر است؛ همان را وارد کنید.")).toBeVisible();
  });
});
