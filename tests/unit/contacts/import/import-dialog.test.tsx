import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { ImportContactsDialog } from "@/components/contacts/import/import-contacts-dialog";
import type { PhonebookOption } from "@/lib/contract/phonebooks";
import { AGE, CITY } from "./import-file";
import { chunkIndexes, commits, fakeImportUpstream, isChunk } from "./support/fake-import-upstream";

jest.mock("@/lib/files/recipients/create-recipients-worker", () => {
  const { InThreadWorker } = jest.requireActual("./support/in-thread-worker");
  return { createRecipientsWorker: () => new InThreadWorker() };
});

const option = (feature: typeof AGE): PhonebookOption => ({
  ...feature,
  created_at: "2024-01-01 10:00:00",
  enabled: true,
  system: false,
});

const PHONEBOOK = { id: 12, title: "مشتریان" };
const CSV = [
  "موبایل,نام,جنسیت,سن,شهر محل",
  "09121234567,علی,مرد,30,تهران",
  "۰۹۳۵۱۲۳۴۵۶۷,مریم,زن,سی,شیراز",
  "+989901234567,رضا,نامشخص,25,",
  "0912,بد,مرد,1,",
  "09121234567,تکراری,مرد,2,",
].join("\n");

let upstream: ReturnType<typeof fakeImportUpstream>;

function renderDialog() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const invalidated = jest.spyOn(client, "invalidateQueries");
  const onOpenChange = jest.fn();
  render(
    <QueryClientProvider client={client}>
      <ImportContactsDialog phonebook={PHONEBOOK} open onOpenChange={onOpenChange} />
    </QueryClientProvider>,
  );
  return { invalidated, onOpenChange };
}

async function pickFile(text = CSV, name = "contacts.csv") {
  const file = new File([text], name, { type: "text/csv", lastModified: 1_700_000_000_000 });
  fireEvent.change(screen.getByLabelText("فایل مخاطبان"), { target: { files: [file] } });
  await screen.findByText(/ردیف خوانده شد/);
}

async function choose(combobox: RegExp, optionName: string) {
  fireEvent.click(screen.getByRole("combobox", { name: combobox }));
  fireEvent.click(await screen.findByRole("option", { name: optionName }));
}

const next = () => fireEvent.click(screen.getByRole("button", { name: "بعدی" }));

beforeEach(() => {
  window.sessionStorage.clear();
  upstream = fakeImportUpstream({ features: [option(AGE), option(CITY)], phonebookNumbers: ["+989351234567"] });
});
afterEach(() => {
  jest.useRealTimers();
  upstream.restore();
});

describe("ImportContactsDialog", () => {
  it("reads a file, maps its columns, reports it, uploads it and says what it did", async () => {
    const { invalidated, onOpenChange } = renderDialog();
    const dialog = screen.getByRole("dialog", { name: "ورود مخاطبان به «مشتریان»" });
    expect(within(dialog).getByRole("link", { name: "دانلود نمونه (xlsx)" })).toHaveAttribute(
      "href",
      "/api/v1/api/phonebooks/12/import/get-sample?format=xlsx",
    );
    expect(within(dialog).getByRole("link", { name: "دانلود نمونه (csv)" })).toHaveAttribute(
      "href",
      "/api/v1/api/phonebooks/12/import/get-sample?format=csv",
    );

    await pickFile();
    expect(screen.getByText(/۵ ردیف خوانده شد/)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole("button", { name: "بعدی" })).toBeEnabled());
    next();

    // The titles were recognised; the city column is chosen by hand.
    expect(screen.getByRole("combobox", { name: /ستون B — نام/ })).toHaveTextContent("نام");
    expect(screen.getByRole("combobox", { name: /ستون C — جنسیت/ })).toHaveTextContent("جنسیت");
    expect(screen.getByRole("combobox", { name: /ستون D — سن/ })).toHaveTextContent("ویژگی: سن");
    expect(screen.getByRole("combobox", { name: /ستون E — شهر محل/ })).toHaveTextContent("نادیده گرفتن");
    await choose(/ستون E — شهر محل/, "ویژگی: شهر");
    next();

    await screen.findByText(/مخاطب در .* بخش بارگذاری می‌شود/);
    expect(screen.getByText(/شماره نامعتبر:/)).toHaveTextContent("شماره نامعتبر: ۱ ردیف");
    expect(screen.getByText(/شماره تکراری:/)).toHaveTextContent("شماره تکراری: ۱ ردیف");
    expect(screen.getByText(/مقدار نامعتبر/)).toHaveTextContent("۱ ردیف");
    expect(screen.getByText(/ردیف ۳، ستون/)).toHaveTextContent("مقدار «سن» باید عدد صحیح باشد");
    expect(screen.getByText(/جنسیت ناشناخته/)).toHaveTextContent("۱ ردیف");
    expect(screen.getByText(/مخاطب در .* بخش بارگذاری می‌شود/)).toHaveTextContent("۲ مخاطب در ۱ بخش");

    fireEvent.click(screen.getByRole("button", { name: "شروع بارگذاری" }));
    await screen.findByText(/ورود مخاطبان به دفترچهٔ/);
    const [chunk] = upstream.calls.filter(isChunk());
    expect((chunk!.body as { contacts: unknown[] }).contacts).toEqual([
      { row: 2, number: "+989121234567", name: "علی", gender: 1, options: { "7": "30", "9": "تهران" } },
      { row: 4, number: "+989901234567", name: "رضا", options: { "7": "25" } },
    ]);
    expect(commits(upstream.calls)).toHaveLength(1);
    const figure = (label: string) => screen.getByText(label).closest("div")!;
    expect(figure("مخاطب افزوده شد")).toHaveTextContent("۲");
    expect(figure("شماره از پیش در دفترچه بود")).toHaveTextContent("۰");
    expect(figure("شمارهٔ تکراری در فایل")).toHaveTextContent("۱");
    expect(figure("ردیف پذیرفته نشد")).toHaveTextContent("۲");

    // The footer's button (the corner × has the same name).
    fireEvent.click(screen.getAllByRole("button", { name: "بستن" }).at(-1)!);
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(invalidated).toHaveBeenCalledWith({ queryKey: ["phonebooks"] });
    expect(invalidated).toHaveBeenCalledWith({ queryKey: ["contacts"] });
  });

  it("pauses when the connection drops and goes on with «ادامهٔ بارگذاری»", async () => {
    renderDialog();
    await pickFile("mobile\n09121234567\n09351234567\n");
    await waitFor(() => expect(screen.getByRole("button", { name: "بعدی" })).toBeEnabled());
    next();
    await screen.findByText(/مخاطب در .* بخش بارگذاری می‌شود/);

    jest.useFakeTimers();
    upstream.dropConnection(isChunk());
    fireEvent.click(screen.getByRole("button", { name: "شروع بارگذاری" }));
    await act(async () => {
      await jest.advanceTimersByTimeAsync(10_000);
    });
    expect(screen.getByRole("status")).toHaveTextContent("ارتباط با سرور قطع شد");
    expect(chunkIndexes(upstream.calls)).toEqual([0, 0, 0, 0]);

    upstream.reconnect();
    fireEvent.click(screen.getByRole("button", { name: "ادامهٔ بارگذاری" }));
    await act(async () => {
      await jest.advanceTimersByTimeAsync(100);
    });
    expect(screen.getByText("مخاطب افزوده شد").closest("div")).toHaveTextContent("۱");
    expect(screen.getByText("شماره از پیش در دفترچه بود").closest("div")).toHaveTextContent("۱");
    expect(commits(upstream.calls)).toHaveLength(1);
  });

  it("tells about an unfinished upload into this phonebook", () => {
    window.sessionStorage.setItem(
      "phonebook-import:12",
      JSON.stringify({
        importId: "a1b2c3d4e5f6",
        phonebookId: 12,
        file: { name: "old.xlsx", size: 10, lastModified: 1 },
        mapping: "[]",
        records: 5,
        chunks: 1,
      }),
    );
    renderDialog();
    expect(screen.getByRole("status")).toHaveTextContent("بارگذاری فایل «old.xlsx» در این دفترچه نیمه‌کاره مانده است");
  });
});
