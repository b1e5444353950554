import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { RecipientDownloads } from "@/components/reports/send-report/recipient-downloads";
import type { AccountFile } from "@/lib/contract/account-files";
import { saveFile } from "@/lib/files/save-file";
import { fakeNetwork, type FakeNetwork } from "../support/network";
import { renderScreen } from "../support/render-screen";

jest.mock("@/lib/files/save-file", () => ({ saveFile: jest.fn() }));

const DOWNLOAD = "/api/v1/api/report/download_recipients";

const queuedFile: AccountFile = {
  id: 31,
  category: "exports",
  source: "send_recipients",
  name: "recipients-42.csv",
  content_type: "text/csv; charset=utf-8",
  size: 0,
  state: "writing",
  rows_done: 0,
  rows_total: 1_000_000,
  made_by: "علی رضایی",
  deletable: false,
  created_at: "2026-11-27 10:12:40",
  finished_at: null,
};
const meta = (message: string, status = true) => ({
  status,
  message,
  message_parameters: [],
  message_code: status ? "200-1" : "422-1",
});

let network: FakeNetwork | null = null;
afterEach(() => {
  network?.restore();
  jest.mocked(saveFile).mockClear();
});

describe("an export link", () => {
  it("saves a small export's file straight away", async () => {
    network = fakeNetwork({ [`GET ${DOWNLOAD}`]: { body: { rows: "as a file" } } });
    renderScreen(<RecipientDownloads id="42" status={null} />);
    const csv = within(screen.getByRole("group", { name: "دریافت فایل همهٔ گیرندگان" })).getByRole("link", {
      name: "خروجی CSV",
    });
    expect(csv).toHaveAttribute("href", `${DOWNLOAD}?bulk_id=42&format=csv`);
    fireEvent.click(csv);
    await waitFor(() => expect(saveFile).toHaveBeenCalledTimes(1));
    expect(jest.mocked(saveFile).mock.calls[0]![1]).toBe("export.csv");
    expect(network.calls[0]!.query.get("bulk_id")).toBe("42");
  });

  it("says a large export is being written in the background, with the way to file management, and saves nothing", async () => {
    network = fakeNetwork({
      [`GET ${DOWNLOAD}`]: {
        status: 202,
        body: { data: { file: queuedFile }, meta: meta("خروجی بزرگ است") },
      },
    });
    renderScreen(<RecipientDownloads id="42" status={3} />);
    fireEvent.click(screen.getByRole("link", { name: "خروجی اکسل" }));
    expect(await screen.findByText(/در پس‌زمینه ساخته می‌شود/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "مدیریت فایل‌ها" })).toHaveAttribute("href", "/file-management");
    expect(network.calls[0]!.query.get("status")).toBe("3");
    expect(saveFile).not.toHaveBeenCalled();
  });

  it("shows the upstream's refusal as a toast", async () => {
    network = fakeNetwork({
      [`GET ${DOWNLOAD}`]: {
        status: 422,
        body: { data: null, meta: meta("فضای فایل‌های حساب پر است؛ برای خروجی تازه چند فایل را حذف کنید", false) },
      },
    });
    renderScreen(<RecipientDownloads id="42" status={null} />);
    fireEvent.click(screen.getByRole("link", { name: "خروجی CSV" }));
    expect(await screen.findByText(/فضای فایل‌های حساب پر است/)).toBeInTheDocument();
    expect(saveFile).not.toHaveBeenCalled();
  });
});
