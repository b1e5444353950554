import { fireEvent, screen, waitFor } from "@testing-library/react";
import { LogoEditor } from "@/components/profile/account/logo-editor";
import { sectionSaveError } from "@/components/profile/account/save-error";
import { PROFILE_MESSAGES, type Profile } from "@/lib/contract/profile";
import { ApiError } from "@/lib/errors/api-error";
import { ERROR_MESSAGES } from "@/lib/errors/messages";
import { fakeNetwork, ok, type FakeNetwork } from "../support/network";
import { renderWithQuery } from "../support/render-with-query";

const PROFILE = {
  user_name: "shop-owner",
  mobile: "+989121234567",
  name: null,
  personal: { user_type: "real" },
  logo_id: null,
} as unknown as Profile;

const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52];
const file = (name: string, bytes: number[], size = bytes.length) =>
  new File([new Uint8Array(bytes), new Uint8Array(Math.max(0, size - bytes.length))], name, { type: "image/png" });

let network: FakeNetwork;
beforeAll(() => {
  // jsdom's Blob cannot answer arrayBuffer(), which browsers' can; its FileReader reads the same bytes.
  Blob.prototype.arrayBuffer ??= function (this: Blob) {
    return new Promise<ArrayBuffer>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as ArrayBuffer);
      reader.readAsArrayBuffer(this);
    });
  };
  URL.createObjectURL = jest.fn(() => "blob:preview");
  URL.revokeObjectURL = jest.fn();
});
afterEach(() => network.restore());

const pick = (chosen: File) => fireEvent.change(screen.getByLabelText("انتخاب لوگو"), { target: { files: [chosen] } });
const logoMessage = () => document.getElementById("logo-error")?.textContent;

describe("the logo field", () => {
  it("refuses a program renamed .png beside the field, before anything is sent", async () => {
    network = fakeNetwork({});
    renderWithQuery(<LogoEditor profile={PROFILE} />);
    pick(file("logo.png", [0x4d, 0x5a, 0x90, 0x00, 0x03]));
    await waitFor(() => expect(logoMessage()).toBe(PROFILE_MESSAGES.logoType));
    expect(screen.getByLabelText("انتخاب لوگو")).toHaveAttribute("aria-invalid", "true");
    expect(screen.queryByRole("button", { name: "ذخیرهٔ لوگو" })).not.toBeInTheDocument();
    expect(network.calls).toHaveLength(0);
  });

  it("refuses a 2.1 MB image beside the field", async () => {
    network = fakeNetwork({});
    renderWithQuery(<LogoEditor profile={PROFILE} />);
    pick(file("big.png", PNG_HEAD, 2.1 * 1024 * 1024));
    await waitFor(() => expect(logoMessage()).toBe(PROFILE_MESSAGES.logoTooLarge));
    expect(network.calls).toHaveLength(0);
  });

  it("previews a real image before it is saved, and drops it on cancel", async () => {
    network = fakeNetwork({});
    renderWithQuery(<LogoEditor profile={PROFILE} />);
    pick(file("shop.png", PNG_HEAD));
    expect(await screen.findByRole("img", { name: "پیش‌نمایش shop.png" })).toHaveAttribute("src", "blob:preview");
    fireEvent.click(screen.getByRole("button", { name: "انصراف" }));
    await waitFor(() => expect(screen.queryByRole("img")).not.toBeInTheDocument());
    expect(network.calls).toHaveLength(0);
  });

  it("shows the saved logo through the panel and removes it", async () => {
    network = fakeNetwork({ "DELETE /api/v1/api/user/logo": ok({ ...PROFILE, logo_id: null }) });
    renderWithQuery(<LogoEditor profile={{ ...PROFILE, logo_id: 41 }} />);
    expect(screen.getByRole("img", { name: "لوگوی حساب" })).toHaveAttribute("src", "/api/v1/api/user/logo/41");
    fireEvent.click(screen.getByRole("button", { name: "حذف لوگو" }));
    await waitFor(() => expect(network.to("DELETE", "/api/v1/api/user/logo")).toHaveLength(1));
  });
});

describe("a section's failure message", () => {
  it("is the section's own (spec §8) when the upstream names no field", () => {
    expect(sectionSaveError(new ApiError(500, { meta: { status: false, message: "x" } }), "fallback")).toBe("fallback");
    expect(sectionSaveError(new TypeError("network"), ERROR_MESSAGES.addressUpdateFailed)).toBe(
      ERROR_MESSAGES.addressUpdateFailed,
    );
  });

  it("is the upstream's words when it names a field this form does not have, or restricts access", () => {
    const named = new ApiError(422, { meta: { status: false, message: "m", errors: { section: ["فقط حقوقی"] } } });
    expect(sectionSaveError(named, "fallback")).toBe("فقط حقوقی");
    const restricted = new ApiError(403, { meta: { status: false, message: "x", message_code: "403-8" } });
    expect(sectionSaveError(restricted, "fallback")).toBe(ERROR_MESSAGES.accessRestricted);
  });
});
