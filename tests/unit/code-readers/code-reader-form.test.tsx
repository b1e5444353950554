import { fireEvent, screen, waitFor } from "@testing-library/react";
import { CodeReaderForm } from "@/components/secretaries/keywords/form/code-reader-form";
import { headerCells } from "@/components/secretaries/keywords/form/file-header";
import { CODE_READER_MESSAGES } from "@/lib/contract/code-readers";
import { ApiError } from "@/lib/errors/api-error";
import { mockViewport } from "../date/viewport";
import { failure, fakeNetwork, ok, type FakeNetwork } from "../support/network";
import { renderScreen } from "../support/render-screen";
import { linesPage, senderLine } from "../support/sender-lines";

jest.mock("next/navigation", () => ({
  useRouter: () => ({ prefetch: jest.fn(), push: jest.fn(), back: jest.fn(), replace: jest.fn(), refresh: jest.fn() }),
}));

let network: FakeNetwork | null = null;
beforeEach(() => mockViewport(false));
afterEach(() => network?.restore());

const LINE = "+983000505";

function renderForm(save = jest.fn()) {
  network = fakeNetwork({
    "GET /api/v1/api/number/numbers": linesPage([senderLine({ id: 2, number: LINE, is_default: true })]),
    "GET /api/v1/api/numbers/receiver-list": ok([{ id: 2, number: LINE, alias: null }]),
  });
  renderScreen(<CodeReaderForm save={save} onSaved={jest.fn()} />);
  return save;
}

const textbox = (name: string) => screen.getByRole("textbox", { name });
const type = (name: string, value: string) => fireEvent.change(textbox(name), { target: { value } });
const fileInput = () => document.querySelector<HTMLInputElement>("input#file")!;
const choose = (name: string, content: string) =>
  fireEvent.change(fileInput(), { target: { files: [new File([content], name)] } });
const create = () => fireEvent.click(screen.getByRole("button", { name: "ساخت کدخوان" }));

function fillAnswers() {
  type("عنوان کدخوان", "اصالت روغن");
  type("پاسخ به کد درست", "کالای %product% اصل است");
  type("پاسخ به کد تکراری", "کد %code% در %used_at% استفاده شده");
  type("پاسخ به کد نادرست", "کد %code% نادرست است");
}

describe("a new code reader's form", () => {
  it("refuses missing fields beside each, the missing file beside the file field, and sends nothing", async () => {
    const save = renderForm();
    create();
    expect(await screen.findByText(CODE_READER_MESSAGES.titleRequired)).toBeInTheDocument();
    expect(textbox("پاسخ به کد درست")).toHaveAccessibleDescription(
      expect.stringContaining(CODE_READER_MESSAGES.answerRequired),
    );
    expect(fileInput()).toHaveAccessibleDescription(CODE_READER_MESSAGES.fileRequired);
    expect(save).not.toHaveBeenCalled();
  });

  it("refuses a file of another format at once, beside the file field", async () => {
    renderForm();
    choose("codes.pdf", "AB100");
    expect(await screen.findByText(CODE_READER_MESSAGES.fileWrongFormat)).toBeInTheDocument();
    expect(fileInput()).toHaveAttribute("aria-invalid", "true");
  });

  it("offers a csv's header columns as placeholders of the answers", async () => {
    renderForm();
    choose("codes.csv", "code,product,serial\nAB100,روغن,S1\n");
    expect((await screen.findAllByText("%serial%")).length).toBeGreaterThan(0);
    expect(screen.getAllByText("%product%").length).toBeGreaterThan(0);
  });

  it("puts the upstream's refusals beside their fields and the file's beside the file, keeping what was typed", async () => {
    const refusal = failure(422, CODE_READER_MESSAGES.fileMismatch, {
      file: [CODE_READER_MESSAGES.fileMismatch],
      correct_answer: [CODE_READER_MESSAGES.unknownPlaceholder("%product%")],
    });
    const save = jest.fn().mockRejectedValue(new ApiError(refusal.status, refusal.body));
    renderForm(save);
    await waitFor(() => expect(screen.getByRole("combobox", { name: "خط دریافت پیامک" })).toHaveTextContent("3000505"));
    fillAnswers();
    choose("codes.xlsx", "code\nAB100\n");
    create();
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(save.mock.calls[0][0].file.name).toBe("codes.xlsx");
    expect(save.mock.calls[0][0].fields).toMatchObject({ title: "اصالت روغن", receiver_number: LINE, active: true });
    expect(await screen.findByText(CODE_READER_MESSAGES.fileMismatch)).toBeInTheDocument();
    expect(fileInput()).toHaveAccessibleDescription(CODE_READER_MESSAGES.fileMismatch);
    // The refusal, and still the placeholders the answer may carry.
    expect(textbox("پاسخ به کد درست")).toHaveAccessibleDescription(
      expect.stringContaining(CODE_READER_MESSAGES.unknownPlaceholder("%product%")),
    );
    expect(textbox("پاسخ به کد درست")).toHaveAccessibleDescription(expect.stringContaining("%code%"));
    expect(textbox("عنوان کدخوان")).toHaveValue("اصالت روغن");
    expect(textbox("پاسخ به کد درست")).toHaveValue("کالای %product% اصل است");
  });
});

describe("a codes file's header row", () => {
  it("is split on the delimiter it has most of, quotes taken off", () => {
    expect(headerCells('code;"product";serial')).toEqual(["code", "product", "serial"]);
    expect(headerCells("code,product")).toEqual(["code", "product"]);
    expect(headerCells("code\tname")).toEqual(["code", "name"]);
  });
});
