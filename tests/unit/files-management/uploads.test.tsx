import { screen, within } from "@testing-library/react";
import { FileManagement } from "@/components/files/file-management";
import type { AccountFile } from "@/lib/contract/account-files";
import { useIsMobile } from "@/lib/hooks/use-is-mobile";
import { fakeNetwork, type FakeNetwork } from "../support/network";
import { renderScreen } from "../support/render-screen";

jest.mock("@/lib/hooks/use-is-mobile", () => ({ useIsMobile: jest.fn(() => false) }));
jest.mock("next/navigation", () => ({
  useRouter: () => ({ prefetch: jest.fn(), push: jest.fn(), back: jest.fn(), replace: jest.fn() }),
}));

const FILES = "/api/v1/api/user/files";

const upload = (over: Partial<AccountFile>): AccountFile => ({
  id: 21,
  category: "uploads",
  source: "send_file",
  name: "گیرندگان.xlsx",
  content_type: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  size: 12_700,
  state: "ready",
  rows_done: 0,
  rows_total: 0,
  made_by: "سارا احمدی",
  deletable: true,
  created_at: "2026-11-27 10:12:40",
  finished_at: "2026-11-27 10:12:40",
  ...over,
});

const meta = { status: true, message: "انجام شد", message_parameters: [], message_code: "200-1" };
const page = (rows: AccountFile[]) => ({
  data: rows,
  meta: { ...meta, current_page: 1, per_page: 10, total: rows.length, last_page: 1, from: 1, to: rows.length },
});

let network: FakeNetwork | null = null;
afterEach(() => network?.restore());
beforeEach(() => jest.mocked(useIsMobile).mockReturnValue(false));

describe("file management's uploads", () => {
  it("names the uploads tab in Persian with its count, and lists each upload with what it was for, a download and a delete", async () => {
    const files = [
      upload({}),
      upload({ id: 22, source: "contacts_import", name: "contacts.csv", content_type: "text/csv; charset=utf-8" }),
    ];
    network = fakeNetwork({
      [`GET ${FILES}`]: { body: page(files) },
      [`GET ${FILES}/categories`]: {
        body: {
          data: {
            categories: [
              { key: "exports", title: "خروجی‌ها", count: 0, size: 0 },
              { key: "uploads", title: "فایل‌های بارگذاری‌شده", count: 2, size: 25_400 },
              { key: "documents", title: "مدارک", count: 0, size: 0 },
              { key: "tickets", title: "پیوست‌های پشتیبانی", count: 0, size: 0 },
            ],
            used_bytes: 25_400,
            quota_bytes: 1_073_741_824,
          },
          meta,
        },
      },
    });
    renderScreen(<FileManagement />);
    expect(await screen.findByRole("tab", { name: "فایل‌های بارگذاری‌شده (۲)" })).toBeInTheDocument();
    const table = await screen.findByRole("table", { name: "فایل‌ها" });
    await within(table).findByText("گیرندگان.xlsx");
    expect(table).toHaveTextContent("فایل گیرندگان ارسال");
    expect(table).toHaveTextContent("فایل ورود مخاطبان");
    expect(within(table).getAllByText("فایل‌های بارگذاری‌شده")).toHaveLength(2);
    expect(within(table).getByRole("link", { name: "دریافت «contacts.csv»" })).toHaveAttribute(
      "href",
      `${FILES}/22/download`,
    );
    expect(within(table).getByRole("button", { name: "حذف «گیرندگان.xlsx»" })).toBeInTheDocument();
  });
});
