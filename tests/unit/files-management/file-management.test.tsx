import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { FileManagement } from "@/components/files/file-management";
import { useLiveFiles } from "@/lib/api/account-files";
import type { AccountFile } from "@/lib/contract/account-files";
import { formatFileSize } from "@/lib/format/file-size";
import { useIsMobile } from "@/lib/hooks/use-is-mobile";
import { StubLiveSocket } from "../socket/stub-live-socket";
import { byCall, fakeNetwork, type FakeNetwork } from "../support/network";
import { renderScreen } from "../support/render-screen";

jest.mock("@/lib/hooks/use-is-mobile", () => ({ useIsMobile: jest.fn(() => false) }));
jest.mock("next/navigation", () => ({
  useRouter: () => ({ prefetch: jest.fn(), push: jest.fn(), back: jest.fn(), replace: jest.fn() }),
}));

const FILES = "/api/v1/api/user/files";

const file = (over: Partial<AccountFile> = {}): AccountFile => ({
  id: 7,
  category: "exports",
  source: "contacts",
  name: "contacts.csv",
  content_type: "text/csv; charset=utf-8",
  size: 0,
  state: "writing",
  rows_done: 20_000,
  rows_total: 150_000,
  made_by: "علی رضایی",
  deletable: false,
  created_at: "2026-11-27 10:12:40",
  finished_at: null,
  ...over,
});

const page = (rows: AccountFile[]) => ({
  data: rows,
  meta: {
    status: true,
    message: "انجام شد",
    message_parameters: [],
    message_code: "200-1",
    current_page: 1,
    per_page: 10,
    total: rows.length,
    last_page: 1,
    from: rows.length ? 1 : null,
    to: rows.length || null,
  },
});
const envelope = (data: unknown) => ({
  data,
  meta: { status: true, message: "انجام شد", message_parameters: [], message_code: "200-1" },
});
const categories = (used: number, count: number) =>
  envelope({
    categories: [
      { key: "exports", title: "خروجی‌ها", count, size: used },
      { key: "documents", title: "مدارک", count: 0, size: 0 },
      { key: "tickets", title: "پیوست‌های پشتیبانی", count: 0, size: 0 },
    ],
    used_bytes: used,
    quota_bytes: 1_073_741_824,
  });

function Live() {
  useLiveFiles();
  return null;
}

let network: FakeNetwork | null = null;
afterEach(() => network?.restore());
beforeEach(() => jest.mocked(useIsMobile).mockReturnValue(false));

describe("file management", () => {
  it("says so when the account has no file yet, with the storage at zero of 1 GB", async () => {
    network = fakeNetwork({
      [`GET ${FILES}`]: { body: page([]) },
      [`GET ${FILES}/categories`]: { body: categories(0, 0) },
    });
    renderScreen(<FileManagement />);
    expect(await screen.findByText("هنوز فایلی ندارید", { exact: false })).toBeInTheDocument();
    expect(screen.getByTestId("storage-usage")).toHaveTextContent("۰ بایت از ۱ گیگابایت");
    expect(screen.getByRole("progressbar", { name: "فضای به‌کاررفته از سهمیهٔ حساب" })).toHaveAttribute(
      "aria-valuetext",
      "۰٪",
    );
  });

  it("shows the first bytes of the quota as a sliver of bar, said to be under one percent", async () => {
    network = fakeNetwork({
      [`GET ${FILES}`]: { body: page([file({ state: "ready", size: 63, deletable: true })]) },
      [`GET ${FILES}/categories`]: { body: categories(63, 1) },
    });
    renderScreen(<FileManagement />);
    await waitFor(() => expect(screen.getByTestId("storage-usage")).toHaveTextContent("۶۳ بایت از ۱ گیگابایت"));
    const bar = screen.getByRole("progressbar", { name: "فضای به‌کاررفته از سهمیهٔ حساب" });
    expect(bar).toHaveAttribute("aria-valuenow", "1");
    expect(bar).toHaveAttribute("aria-valuetext", "کمتر از ۱٪");
    expect(screen.getByText("کمتر از ۱٪")).toBeInTheDocument();
  });

  it("moves a file's bar as the socket tells it, then shows it ready with its size, a download and a delete that asks first", async () => {
    let ready = false;
    const size = 15_482_113;
    network = fakeNetwork(
      byCall({
        [`GET ${FILES}`]: () => ({
          body: page([ready ? file({ state: "ready", size, rows_done: 150_000, deletable: true }) : file()]),
        }),
        [`GET ${FILES}/categories`]: () => ({ body: categories(ready ? size : 0, 1) }),
        [`DELETE ${FILES}/7`]: { body: envelope({ id: 7, name: "contacts.csv" }) },
      }),
    );
    const socket = new StubLiveSocket("OPEN");
    renderScreen(
      <>
        <FileManagement />
        <Live />
      </>,
      { socket },
    );
    const bar = await screen.findByRole("progressbar", { name: "پیشرفت ساخت contacts.csv" });
    expect(bar).toHaveAttribute("aria-valuenow", "13");
    act(() =>
      socket.emit({
        event: "file.progress",
        data: { id: 7, name: "contacts.csv", state: "writing", rows_done: 90_000, rows_total: 150_000, size: 0 },
      }),
    );
    await waitFor(() =>
      expect(screen.getByRole("progressbar", { name: "پیشرفت ساخت contacts.csv" })).toHaveAttribute(
        "aria-valuenow",
        "60",
      ),
    );

    ready = true;
    act(() =>
      socket.emit({
        event: "file.progress",
        data: { id: 7, name: "contacts.csv", state: "ready", rows_done: 150_000, rows_total: 150_000, size },
      }),
    );
    expect(await screen.findByText("فایل contacts.csv آماده است", { exact: false })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "مشاهده در مدیریت فایل‌ها" })).toHaveAttribute("href", "/file-management");
    const table = screen.getByRole("table", { name: "فایل‌ها" });
    await waitFor(() => expect(table).toHaveTextContent(formatFileSize(size)));
    expect(formatFileSize(size)).toBe("۱۴٫۸ مگابایت");
    expect(within(table).getByRole("link", { name: "دریافت «contacts.csv»" })).toHaveAttribute(
      "href",
      `${FILES}/7/download`,
    );

    fireEvent.click(within(table).getByRole("button", { name: "حذف «contacts.csv»" }));
    const dialog = await screen.findByRole("dialog");
    expect(network.to("DELETE", `${FILES}/7`)).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole("button", { name: "حذف" }));
    expect(await screen.findByText("فایل «contacts.csv» حذف شد.")).toBeInTheDocument();
    expect(network.to("DELETE", `${FILES}/7`)).toHaveLength(1);
  });
});

describe("sizes in Persian", () => {
  it("reads bytes, kilobytes, megabytes and gigabytes with Persian digits", () => {
    expect(formatFileSize(812)).toBe("۸۱۲ بایت");
    expect(formatFileSize(12_700)).toBe("۱۲٫۴ کیلوبایت");
    expect(formatFileSize(1_073_741_824)).toBe("۱ گیگابایت");
  });
});
