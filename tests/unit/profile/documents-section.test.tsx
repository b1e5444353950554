import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { DocumentsSection } from "@/components/profile/documents/documents-section";
import { fakeNetwork, ok, type FakeNetwork } from "../support/network";
import { renderWithQuery } from "../support/render-with-query";

const LIST = "/api/v1/api/user/documents";
const REMOVE = "/api/v1/api/user/documents/remove";
let network: FakeNetwork;
afterEach(() => network.restore());

/** A kind as Edge lists it, counts as strings. */
function kind(id: number, title: string, fileCount: number, userDocument: unknown = null): Record<string, unknown> {
  return {
    id,
    title,
    description: `توضیح ${title}`,
    need_file: "1",
    show_profile: "1",
    expire_after_days: "0",
    show_order: String(id),
    file_count: String(fileCount),
    files_structure: null,
    sample_file: [],
    user_document: userDocument,
  };
}
const submission = (state: string, extra: Record<string, unknown> = {}) => ({
  id: 90,
  state,
  reason: null,
  submitted_at: "2025-05-01 10:00:00",
  reviewed_at: null,
  files: [{ id: 501, name: "کارت.png", size: 2048, content_type: "image/png", created_at: "2025-05-01 10:00:00" }],
  ...extra,
});

const KINDS = [
  kind(1, "فرم درخواست خرید خط اختصاصی", 2),
  kind(2, "تصویر روی کارت ملی", 1, submission("review")),
  kind(
    3,
    "تصویر پشت کارت ملی",
    1,
    submission("rejected", { reason: "تصویر تار است", reviewed_at: "2025-05-02 09:00:00" }),
  ),
  kind(4, "تعهدنامهٔ ارسال پیامک", 1, submission("approved", { reviewed_at: "2025-05-02 09:00:00" })),
];

const card = (title: string) => screen.getByRole("article", { name: title });

describe("the documents", () => {
  it("shows each kind's state, the reason of a rejection and the files sent, opened through the panel", async () => {
    network = fakeNetwork({ [`GET ${LIST}`]: ok(KINDS) });
    renderWithQuery(<DocumentsSection />);
    expect(await screen.findByText(/۱ از ۴ مدرک تأیید شده است/)).toBeInTheDocument();
    expect(within(card("فرم درخواست خرید خط اختصاصی")).getByText("ارسال نشده")).toBeInTheDocument();
    expect(within(card("تصویر روی کارت ملی")).getByText("در انتظار بررسی")).toBeInTheDocument();
    const rejected = card("تصویر پشت کارت ملی");
    expect(within(rejected).getByText("رد شده")).toBeInTheDocument();
    expect(within(rejected).getByRole("alert")).toHaveTextContent("دلیل رد: تصویر تار است");
    const file = within(card("تصویر روی کارت ملی")).getByRole("link", { name: "کارت.png" });
    expect(file).toHaveAttribute("href", "/api/v1/api/user/documents/files/501");
    expect(within(card("تصویر روی کارت ملی")).getByText("۲ کیلوبایت")).toBeInTheDocument();
  });

  it("offers sending, replacing and removing only while not approved", async () => {
    network = fakeNetwork({ [`GET ${LIST}`]: ok(KINDS) });
    renderWithQuery(<DocumentsSection />);
    await screen.findByText(/مدرک تأیید شده است/);
    expect(screen.getByLabelText("انتخاب فایل برای فرم درخواست خرید خط اختصاصی")).toHaveAttribute("multiple");
    expect(screen.getByLabelText("انتخاب فایل‌های جایگزین برای تصویر روی کارت ملی")).not.toHaveAttribute("multiple");
    expect(screen.queryByRole("button", { name: "حذف فرم درخواست خرید خط اختصاصی" })).toBeNull();
    expect(screen.getByRole("button", { name: "حذف تصویر پشت کارت ملی" })).toBeInTheDocument();
    const approved = card("تعهدنامهٔ ارسال پیامک");
    expect(within(approved).getByText("تأیید شده")).toBeInTheDocument();
    expect(within(approved).queryByRole("button")).toBeNull();
    expect(within(approved).queryByLabelText(/انتخاب فایل/)).toBeNull();
  });

  it("refuses too many files and a type that is not allowed before sending anything", async () => {
    network = fakeNetwork({ [`GET ${LIST}`]: ok(KINDS) });
    renderWithQuery(<DocumentsSection />);
    const input = await screen.findByLabelText("انتخاب فایل برای فرم درخواست خرید خط اختصاصی");
    const png = (name: string) => new File([new Uint8Array([0x89, 0x50])], name, { type: "image/png" });
    fireEvent.change(input, { target: { files: [png("a.png"), png("b.png"), png("c.png")] } });
    expect(await screen.findByText("برای این مدرک حداکثر ۲ فایل می‌توان فرستاد")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "ارسال برای بررسی" })).toBeDisabled();

    fireEvent.change(input, { target: { files: [png("a.png"), new File(["MZ"], "setup.exe")] } });
    expect(
      await screen.findByText("فایل «setup.exe» از نوع JPG\u200F، PNG\u200F یا PDF\u200F نیست"),
    ).toBeInTheDocument();
    expect(input).toHaveAccessibleDescription("فایل «setup.exe» از نوع JPG\u200F، PNG\u200F یا PDF\u200F نیست");

    fireEvent.change(input, { target: { files: [png("a.png"), png("b.png")] } });
    await waitFor(() => expect(screen.getByRole("button", { name: "ارسال برای بررسی" })).toBeEnabled());
    expect(within(screen.getByRole("list", { name: /فایل‌های انتخاب‌شده/ })).getAllByRole("listitem")).toHaveLength(2);
  });

  it("removes a submission after asking, then reads the list again", async () => {
    let removed = false;
    network = fakeNetwork({
      [`GET ${LIST}`]: () =>
        ok(removed ? KINDS.map((k) => (k.id === 3 ? kind(3, "تصویر پشت کارت ملی", 1) : k)) : KINDS),
      [`POST ${REMOVE}`]: () => {
        removed = true;
        return ok(null);
      },
    });
    renderWithQuery(<DocumentsSection />);
    fireEvent.click(await screen.findByRole("button", { name: "حذف تصویر پشت کارت ملی" }));
    fireEvent.click(await screen.findByRole("button", { name: "حذف مدرک" }));
    await waitFor(() => expect(within(card("تصویر پشت کارت ملی")).getByText("ارسال نشده")).toBeInTheDocument());
    expect(network.to("POST", REMOVE)[0]!.body).toEqual({ document_id: 3 });
  });
});
