import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { RequestForm } from "@/components/support/create/request-form";
import { SUPPORT_MESSAGES } from "@/lib/contract/support";
import { fakeUploads, type SentUpload, type UploadReply } from "./fake-uploads";
import { failure, fakeNetwork, ok, type FakeNetwork } from "./network";
import { choose, settle } from "./select";
import {
  files,
  readableBlobs,
  renderSupport,
  SUGGESTION_CATEGORIES,
  TICKET_API,
  TICKET_CATEGORIES,
} from "./tickets-harness";

const mockPush = jest.fn();
jest.mock("next/navigation", () => ({
  useRouter: () => ({ push: mockPush, prefetch: jest.fn(), replace: jest.fn(), back: jest.fn() }),
}));

const FAQ_ANSWER = {
  id: 31,
  category_id: 3,
  category: "ارسال پیامک",
  question: "چرا پیامک‌های من به گیرنده نمی‌رسد؟",
  answer: "اگر شمارهٔ گیرنده در فهرست سیاه مخابرات باشد، پیامک تبلیغاتی به او نمی‌رسد.",
};

let network: FakeNetwork;
let uploads: ReturnType<typeof fakeUploads>;
beforeAll(readableBlobs);
afterEach(() => {
  network.restore();
  uploads.restore();
  mockPush.mockReset();
});

function setUp({
  suggestions = [] as (typeof FAQ_ANSWER)[],
  reply = (): UploadReply | Promise<UploadReply> => ok({ ticket_id: 100007 }),
} = {}) {
  network = fakeNetwork({
    [`GET ${TICKET_API}/category`]: (_body, call) =>
      ok(call.query.get("type") === "suggestion" ? SUGGESTION_CATEGORIES : TICKET_CATEGORIES),
    [`POST ${TICKET_API}/ai`]: ok({ suggestions }),
  });
  uploads = fakeUploads(reply);
}

const input = () => screen.getByLabelText("افزودن پیوست");
const pick = async (...chosen: File[]) => {
  await act(async () => void fireEvent.change(input(), { target: { files: chosen } }));
  await settle();
};
const fileMessages = () => document.getElementById("request-files-error")?.textContent ?? "";

async function fillTicket(subject = "پیامک‌ها نمی‌رسد", text = "از دیروز هیچ پیامکی به مشتریان نمی‌رسد.") {
  await screen.findByRole("combobox", { name: "دسته‌بندی" });
  await choose("دسته‌بندی", "فنی");
  fireEvent.change(screen.getByRole("textbox", { name: "عنوان" }), { target: { value: subject } });
  fireEvent.change(screen.getByRole("textbox", { name: "متن درخواست" }), { target: { value: text } });
}

const sentField = (upload: SentUpload, name: string) => upload.form.get(name);

describe("a new ticket's files", () => {
  it("refuses a program renamed .pdf, a 10.1 MB file and a seventh kind beside the field, each named, with nothing sent", async () => {
    setUp();
    renderSupport(<RequestForm type="ticket" />);
    await pick(files.pdf(), files.exeAsPdf(), files.tooLarge(), files.gif());
    expect(fileMessages()).toContain(SUPPORT_MESSAGES.fileType.replace("{name}", "setup.pdf"));
    expect(fileMessages()).toContain(SUPPORT_MESSAGES.fileTooLarge.replace("{name}", "scan.pdf"));
    expect(fileMessages()).toContain(SUPPORT_MESSAGES.fileType.replace("{name}", "animation.gif"));
    expect(input()).toHaveAttribute("aria-invalid", "true");
    expect(input()).toHaveAttribute("aria-describedby", "request-files-error");
    // Only the real PDF is taken.
    const chosen = screen.getByRole("list", { name: "پیوست‌ها (اختیاری)" });
    expect(within(chosen).getAllByRole("listitem")).toHaveLength(1);
    expect(chosen).toHaveTextContent("گزارش.pdf");
    expect(uploads.sent).toHaveLength(0);
    expect(network.calls.filter((call) => call.method !== "GET")).toHaveLength(0);
  });

  it("takes at most five files a message, and a removed one can be chosen again", async () => {
    setUp();
    renderSupport(<RequestForm type="ticket" />);
    await pick(...[1, 2, 3, 4, 5, 6].map((n) => files.png(`تصویر-${n}.png`)));
    expect(fileMessages()).toBe(SUPPORT_MESSAGES.tooManyFiles);
    expect(screen.getAllByRole("button", { name: /^حذف تصویر-/ })).toHaveLength(5);
    expect(input()).toBeDisabled();
    fireEvent.click(screen.getByRole("button", { name: "حذف تصویر-2.png" }));
    expect(input()).toBeEnabled();
    expect(fileMessages()).toBe("");
  });
});

describe("before a ticket is sent, the FAQ is asked", () => {
  it("shows up to three answers; «مشکلم حل شد» sends nothing and goes back to /support", async () => {
    setUp({
      suggestions: [FAQ_ANSWER, { ...FAQ_ANSWER, id: 32 }, { ...FAQ_ANSWER, id: 33 }, { ...FAQ_ANSWER, id: 34 }],
    });
    renderSupport(<RequestForm type="ticket" />);
    await fillTicket();
    fireEvent.click(screen.getByRole("button", { name: "ثبت درخواست پشتیبانی" }));
    const region = await screen.findByRole("region", { name: "شاید پاسخ شما اینجا باشد" });
    expect(within(region).getAllByRole("article")).toHaveLength(3);
    expect(within(region).getAllByText(FAQ_ANSWER.answer)[0]).toBeInTheDocument();
    expect(network.to("POST", `${TICKET_API}/ai`)[0]?.body).toEqual({
      subject: "پیامک‌ها نمی‌رسد",
      description: "از دیروز هیچ پیامکی به مشتریان نمی‌رسد.",
    });
    fireEvent.click(within(region).getByRole("button", { name: "مشکلم حل شد" }));
    expect(mockPush).toHaveBeenCalledWith("/support");
    expect(uploads.sent).toHaveLength(0);
  });

  it("«ادامهٔ ثبت درخواست» sends the ticket with its fields and files, with progress, and opens it", async () => {
    let answer: (reply: UploadReply) => void = () => undefined;
    setUp({ suggestions: [FAQ_ANSWER], reply: () => new Promise((resolve) => (answer = resolve)) });
    renderSupport(<RequestForm type="ticket" />);
    await fillTicket();
    await choose("زیردسته (اختیاری)", "ارسال پیامک");
    fireEvent.click(screen.getByRole("radio", { name: "فوری" }));
    fireEvent.click(screen.getByRole("checkbox", { name: /خبر دادن با پیامک/ }));
    await pick(files.pdf());
    fireEvent.click(screen.getByRole("button", { name: "ثبت درخواست پشتیبانی" }));
    fireEvent.click(await screen.findByRole("button", { name: "ادامهٔ ثبت درخواست" }));
    await waitFor(() => expect(uploads.sent).toHaveLength(1));
    expect(await screen.findByRole("progressbar", { name: "بارگذاری پیوست‌ها" })).toHaveAttribute(
      "aria-valuenow",
      "50",
    );
    const [sent] = uploads.sent;
    expect(sent!.path).toBe(TICKET_API);
    expect(sentField(sent!, "type")).toBe("ticket");
    expect(sentField(sent!, "subject")).toBe("پیامک‌ها نمی‌رسد");
    expect(sentField(sent!, "category_id")).toBe("1");
    expect(sentField(sent!, "sub_category_id")).toBe("11");
    expect(sentField(sent!, "importance")).toBe("acute");
    expect(sentField(sent!, "sms_notification")).toBe("1");
    expect((sent!.form.getAll("file") as File[]).map((file) => file.name)).toEqual(["گزارش.pdf"]);
    await act(async () => answer(ok({ ticket_id: 100007 })));
    await waitFor(() => expect(mockPush).toHaveBeenCalledWith("/support/ticket/100007"));
    // The FAQ is asked once for the same words.
    expect(network.to("POST", `${TICKET_API}/ai`)).toHaveLength(1);
  });

  it("says so honestly when the FAQ has nothing like it, and sends at once", async () => {
    setUp({ suggestions: [] });
    renderSupport(<RequestForm type="ticket" />);
    await fillTicket("فاکتور اسفند صادر نشده", "فاکتور رسمی خرید اسفند ماه را در پنل پیدا نمی‌کنم.");
    fireEvent.click(screen.getByRole("button", { name: "ثبت درخواست پشتیبانی" }));
    expect(await screen.findByText(new RegExp(SUPPORT_MESSAGES.noSuggestions))).toBeInTheDocument();
    await waitFor(() => expect(mockPush).toHaveBeenCalledWith("/support/ticket/100007"));
    expect(uploads.sent).toHaveLength(1);
    expect(screen.queryByRole("button", { name: "مشکلم حل شد" })).toBeNull();
  });
});

describe("a refused request", () => {
  it("is checked with the contract before anything is asked or sent", async () => {
    setUp();
    renderSupport(<RequestForm type="ticket" />);
    await screen.findByRole("combobox", { name: "دسته‌بندی" });
    fireEvent.change(screen.getByRole("textbox", { name: "عنوان" }), { target: { value: "سل" } });
    fireEvent.click(screen.getByRole("button", { name: "ثبت درخواست پشتیبانی" }));
    expect(await screen.findByText(SUPPORT_MESSAGES.subjectTooShort)).toBeInTheDocument();
    expect(screen.getByText(SUPPORT_MESSAGES.categoryRequired)).toBeInTheDocument();
    expect(screen.getByText(SUPPORT_MESSAGES.descriptionRequired)).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "عنوان" })).toHaveAttribute("aria-invalid", "true");
    expect(network.to("POST", `${TICKET_API}/ai`)).toHaveLength(0);
    expect(uploads.sent).toHaveLength(0);
  });

  it("puts the upstream's messages beside their fields and the files', keeping what was typed and chosen", async () => {
    setUp({
      reply: () =>
        failure(422, "خطا", {
          subject: ["این عنوان پذیرفته نیست"],
          "file.0": [SUPPORT_MESSAGES.fileType.replace("{name}", "گزارش.pdf")],
        }),
    });
    renderSupport(<RequestForm type="ticket" />);
    await fillTicket();
    await pick(files.pdf());
    fireEvent.click(screen.getByRole("button", { name: "ثبت درخواست پشتیبانی" }));
    expect(await screen.findByText("این عنوان پذیرفته نیست")).toBeInTheDocument();
    expect(fileMessages()).toBe(SUPPORT_MESSAGES.fileType.replace("{name}", "گزارش.pdf"));
    expect(screen.getByRole("textbox", { name: "عنوان" })).toHaveValue("پیامک‌ها نمی‌رسد");
    expect(screen.getByRole("textbox", { name: "متن درخواست" })).toHaveValue("از دیروز هیچ پیامکی به مشتریان نمی‌رسد.");
    expect(screen.getByRole("list", { name: "پیوست‌ها (اختیاری)" })).toHaveTextContent("گزارش.pdf");
    expect(mockPush).not.toHaveBeenCalled();
  });
});

describe("a suggestion request", () => {
  it("goes without the FAQ step, with the suggestion's categories and no importance", async () => {
    setUp();
    renderSupport(<RequestForm type="suggestion" />);
    await screen.findByRole("combobox", { name: "دسته‌بندی" });
    await choose("دسته‌بندی", "امکانات پنل");
    expect(screen.queryByRole("radio", { name: "فوری" })).toBeNull();
    fireEvent.change(screen.getByRole("textbox", { name: "عنوان" }), { target: { value: "گزارش ماهانه" } });
    fireEvent.change(screen.getByRole("textbox", { name: "متن پیشنهاد یا انتقاد" }), {
      target: { value: "ای کاش گزارش ماهانهٔ ارسال‌ها به ایمیل فرستاده شود." },
    });
    fireEvent.click(screen.getByRole("button", { name: "ثبت پیشنهاد یا انتقاد" }));
    await waitFor(() => expect(mockPush).toHaveBeenCalledWith("/support/suggestion-request/100007"));
    expect(sentField(uploads.sent[0]!, "type")).toBe("suggestion");
    expect(sentField(uploads.sent[0]!, "category_id")).toBe("7");
    expect(network.to("POST", `${TICKET_API}/ai`)).toHaveLength(0);
  });

  it("takes a closed request's subject carried over", async () => {
    setUp();
    renderSupport(<RequestForm type="suggestion" subject="  گزارش ماهانه  " />);
    expect(screen.getByRole("textbox", { name: "عنوان" })).toHaveValue("گزارش ماهانه");
  });
});
