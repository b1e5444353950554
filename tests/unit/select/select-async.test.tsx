import { act, fireEvent, render, screen } from "@testing-library/react";
import type { LoadOptionsPage, LoadOptionsRequest, SelectOption } from "@/components/ui/select";
import { MultiHarness, openByClick, optionLabels, settle, SingleHarness } from "./select-harness";

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const contact = (n: number): SelectOption<number> => ({ value: n, label: `مخاطب ${n}` });
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => contact(from + i));

interface PendingCall {
  request: LoadOptionsRequest;
  resolve: (page: LoadOptionsPage<number>) => void;
  reject: (error: unknown) => void;
}

/** A loadOptions whose answers the test gives, call by call. */
function fakeServer() {
  const calls: PendingCall[] = [];
  const loadOptions = jest.fn(
    (request: LoadOptionsRequest) =>
      new Promise<LoadOptionsPage<number>>((resolve, reject) => calls.push({ request, resolve, reject })),
  );
  async function answer(index: number, page: LoadOptionsPage<number>) {
    await act(async () => calls[index]?.resolve(page));
  }
  async function fail(index: number, error: unknown) {
    await act(async () => calls[index]?.reject(error));
  }
  const requests = () => calls.map((call) => call.request);
  return { loadOptions, answer, fail, requests };
}

function scrollList(listbox: HTMLElement, { top, height, view }: { top: number; height: number; view: number }) {
  Object.defineProperty(listbox, "scrollHeight", { configurable: true, value: height });
  Object.defineProperty(listbox, "clientHeight", { configurable: true, value: view });
  Object.defineProperty(listbox, "scrollTop", { configurable: true, writable: true, value: top });
  fireEvent.scroll(listbox);
}

const spinner = () => screen.queryByRole("status", { name: "در حال بارگذاری" });

describe("Select over server-paged options", () => {
  it("loads the first page when it opens, with a spinner row until it arrives", async () => {
    const server = fakeServer();
    render(<SingleHarness aria-label="مخاطب" loadOptions={server.loadOptions} />);
    expect(server.loadOptions).not.toHaveBeenCalled();

    await openByClick("مخاطب");
    expect(server.requests()).toEqual([{ search: "", page: 1 }]);
    expect(spinner()).toBeInTheDocument();
    expect(screen.getByRole("listbox")).toHaveAttribute("aria-busy", "true");

    await server.answer(0, { options: range(1, 5), hasMore: true });
    expect(spinner()).toBeNull();
    expect(optionLabels()).toEqual(["مخاطب 1", "مخاطب 2", "مخاطب 3", "مخاطب 4", "مخاطب 5"]);
  });

  it("sends a search only once typing has paused for 1000 ms", async () => {
    const server = fakeServer();
    render(<SingleHarness aria-label="مخاطب" searchable loadOptions={server.loadOptions} />);
    await openByClick("مخاطب");
    await server.answer(0, { options: range(1, 5), hasMore: false });

    const search = screen.getByRole("searchbox", { name: "جستجو" });
    fireEvent.change(search, { target: { value: "علی" } });
    await act(async () => jest.advanceTimersByTime(600));
    fireEvent.change(search, { target: { value: "علیرضا" } });
    await act(async () => jest.advanceTimersByTime(999));
    expect(server.requests()).toHaveLength(1);

    await act(async () => jest.advanceTimersByTime(1));
    expect(server.requests()).toEqual([
      { search: "", page: 1 },
      { search: "علیرضا", page: 1 },
    ]);
    expect(optionLabels()).toEqual([]);
    expect(spinner()).toBeInTheDocument();

    await server.answer(1, { options: [{ value: 40, label: "علیرضا کریمی" }], hasMore: false });
    expect(optionLabels()).toEqual(["علیرضا کریمی"]);
  });

  it("says «موردی یافت نشد» when a search finds nothing, «لیست خالی است» when the list itself is empty", async () => {
    const server = fakeServer();
    render(<SingleHarness aria-label="مخاطب" searchable loadOptions={server.loadOptions} />);
    await openByClick("مخاطب");
    await server.answer(0, { options: [], hasMore: false });
    expect(screen.getByRole("status")).toHaveTextContent("لیست خالی است");

    fireEvent.change(screen.getByRole("searchbox", { name: "جستجو" }), { target: { value: "زهرا" } });
    await act(async () => jest.advanceTimersByTime(1000));
    await server.answer(1, { options: [], hasMore: false });
    expect(screen.getByRole("status")).toHaveTextContent("موردی یافت نشد");
  });

  it("loads the next page once the list is scrolled to within 10 px of its bottom", async () => {
    const server = fakeServer();
    render(<SingleHarness aria-label="مخاطب" loadOptions={server.loadOptions} />);
    await openByClick("مخاطب");
    await server.answer(0, { options: range(1, 10), hasMore: true });
    const listbox = screen.getByRole("listbox");

    scrollList(listbox, { top: 189, height: 400, view: 200 });
    expect(server.requests()).toHaveLength(1);

    scrollList(listbox, { top: 190, height: 400, view: 200 });
    expect(server.requests()).toEqual([
      { search: "", page: 1 },
      { search: "", page: 2 },
    ]);
    expect(spinner()).toBeInTheDocument();
    expect(optionLabels()).toHaveLength(10);

    // Still at the bottom while page 2 is on its way: no second request for it.
    scrollList(listbox, { top: 195, height: 400, view: 200 });
    expect(server.requests()).toHaveLength(2);

    Object.defineProperty(listbox, "scrollHeight", { configurable: true, value: 800 });
    await server.answer(1, { options: range(11, 20), hasMore: true });
    expect(optionLabels()).toHaveLength(20);
    expect(optionLabels()[19]).toBe("مخاطب 20");
    expect(server.requests()).toHaveLength(2);
  });

  it("asks for no further page when the last answer said there is none", async () => {
    const server = fakeServer();
    render(<SingleHarness aria-label="مخاطب" loadOptions={server.loadOptions} />);
    await openByClick("مخاطب");
    await server.answer(0, { options: range(1, 10), hasMore: false });
    scrollList(screen.getByRole("listbox"), { top: 200, height: 400, view: 200 });
    await settle();
    expect(server.requests()).toHaveLength(1);
    expect(spinner()).toBeNull();
  });

  it("asks for the next page at once when a laid-out first page does not fill the list", async () => {
    const server = fakeServer();
    render(<SingleHarness aria-label="مخاطب" loadOptions={server.loadOptions} />);
    await openByClick("مخاطب");
    const listbox = screen.getByRole("listbox");
    Object.defineProperty(listbox, "scrollHeight", { configurable: true, value: 120 });
    Object.defineProperty(listbox, "clientHeight", { configurable: true, value: 120 });
    await server.answer(0, { options: range(1, 3), hasMore: true });
    expect(server.requests()).toEqual([
      { search: "", page: 1 },
      { search: "", page: 2 },
    ]);
  });

  it("shows the failure with a retry that asks for the same page again", async () => {
    const server = fakeServer();
    render(<SingleHarness aria-label="مخاطب" loadOptions={server.loadOptions} />);
    await openByClick("مخاطب");
    await server.answer(0, { options: range(1, 10), hasMore: true });
    scrollList(screen.getByRole("listbox"), { top: 200, height: 400, view: 200 });
    await server.fail(1, "سرور پاسخ نداد");

    expect(screen.getByRole("alert")).toHaveTextContent("سرور پاسخ نداد");
    expect(spinner()).toBeNull();
    expect(optionLabels()).toHaveLength(10);

    fireEvent.click(screen.getByRole("button", { name: "تلاش دوباره" }));
    await settle();
    expect(server.requests()[2]).toEqual({ search: "", page: 2 });
    expect(screen.queryByRole("alert")).toBeNull();
    expect(spinner()).toBeInTheDocument();

    await server.answer(2, { options: range(11, 12), hasMore: false });
    expect(optionLabels()).toHaveLength(12);
  });

  it("retries a failed first page with Enter from the keyboard", async () => {
    const server = fakeServer();
    render(<SingleHarness aria-label="مخاطب" loadOptions={server.loadOptions} />);
    const trigger = await openByClick("مخاطب");
    await server.fail(0, new Error("offline"));
    expect(screen.getByRole("alert")).toHaveTextContent("خطا در ارسال اطلاعات");

    fireEvent.keyDown(trigger, { key: "Enter" });
    await settle();
    expect(server.requests()).toEqual([
      { search: "", page: 1 },
      { search: "", page: 1 },
    ]);
  });

  it("drops the answer to an older search that arrives after a newer one", async () => {
    const server = fakeServer();
    render(<SingleHarness aria-label="مخاطب" searchable loadOptions={server.loadOptions} />);
    await openByClick("مخاطب");
    const search = screen.getByRole("searchbox", { name: "جستجو" });
    fireEvent.change(search, { target: { value: "رضا" } });
    await act(async () => jest.advanceTimersByTime(1000));
    await server.answer(1, { options: [contact(7)], hasMore: false });
    await server.answer(0, { options: range(1, 5), hasMore: false });
    expect(optionLabels()).toEqual(["مخاطب 7"]);
  });

  it("keeps the labels of chosen options after a search loads other ones", async () => {
    const server = fakeServer();
    render(<MultiHarness aria-label="مخاطبان" searchable loadOptions={server.loadOptions} />);
    await openByClick("مخاطبان");
    await server.answer(0, { options: range(1, 3), hasMore: false });
    fireEvent.click(screen.getByRole("option", { name: "مخاطب 2" }));
    await settle();

    fireEvent.change(screen.getByRole("searchbox", { name: "جستجو" }), { target: { value: "۹" } });
    await act(async () => jest.advanceTimersByTime(1000));
    await server.answer(1, { options: [contact(9)], hasMore: false });
    fireEvent.click(screen.getByRole("option", { name: "مخاطب 9" }));
    await settle();

    const trigger = screen.getByRole("combobox", { name: "مخاطبان" });
    expect(trigger.textContent).toBe("مخاطب 2، مخاطب 9");
  });

  it("shows the label given for a value chosen before any page was loaded", async () => {
    const server = fakeServer();
    render(
      <SingleHarness
        aria-label="مخاطب"
        loadOptions={server.loadOptions}
        initial={42}
        selectedOptions={[{ value: 42, label: "مریم احمدی" }]}
      />,
    );
    expect(screen.getByRole("combobox", { name: "مخاطب" })).toHaveTextContent("مریم احمدی");
    expect(server.loadOptions).not.toHaveBeenCalled();
  });

  it("reloads the first page, unfiltered, each time it opens", async () => {
    const server = fakeServer();
    render(<SingleHarness aria-label="مخاطب" searchable loadOptions={server.loadOptions} />);
    await openByClick("مخاطب");
    fireEvent.change(screen.getByRole("searchbox", { name: "جستجو" }), { target: { value: "رضا" } });
    fireEvent.keyDown(screen.getByRole("searchbox", { name: "جستجو" }), { key: "Escape" });
    await act(async () => jest.advanceTimersByTime(2000));
    expect(server.requests()).toHaveLength(1);

    await openByClick("مخاطب");
    await act(async () => jest.advanceTimersByTime(2000));
    expect(server.requests()).toEqual([
      { search: "", page: 1 },
      { search: "", page: 1 },
    ]);
  });
});
