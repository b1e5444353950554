import { screen } from "@testing-library/react";
import { CodeReaderPage } from "@/components/secretaries/keywords/reader/code-reader-editors";
import { CODE_READER_MESSAGES, type CodeReaderInboxRow, type CodeReaderOut } from "@/lib/contract/code-readers";
import { mockViewport } from "../date/viewport";
import { failure, fakeNetwork, ok, type FakeNetwork } from "../support/network";
import { renderScreen } from "../support/render-screen";

jest.mock("next/navigation", () => ({
  useRouter: () => ({ prefetch: jest.fn(), push: jest.fn(), back: jest.fn(), replace: jest.fn(), refresh: jest.fn() }),
}));

const READERS = "/api/v1/api/phonebooks/advanced-services/advanced-reader";

let network: FakeNetwork | null = null;
beforeEach(() => mockViewport(false));
afterEach(() => network?.restore());

const reader: CodeReaderOut = {
  id: 7,
  title: "اصالت روغن",
  receiver_number: "+983000505",
  sender_number: "+983000505",
  correct_answer: "کالای %product% اصل است",
  repeated_answer: "کد %code% در %used_at% استفاده شده",
  wrong_answer: "کد %code% نادرست است",
  phonebook_id: null,
  expires_at: null,
  active: true,
  answering: true,
  variables: ["product"],
  codes_total: 1200,
  codes_used: 35,
  received_count: 3,
  created_at: "2026-11-20 08:15:00",
  updated_at: "2026-11-20 08:15:00",
};

const row = (overrides: Partial<CodeReaderInboxRow>): CodeReaderInboxRow => ({
  id: 1,
  msisdn: "+989121234567",
  message: "AB100",
  code: "AB100",
  kind: "correct",
  answer: "کالای روغن اصل است",
  answer_state: "sent",
  answer_send_id: 4,
  received_at: "2026-11-21 11:40:12",
  ...overrides,
});

const page = (rows: CodeReaderInboxRow[]) => ({
  body: {
    data: rows,
    meta: {
      status: true,
      message: null,
      current_page: 1,
      per_page: 10,
      total: rows.length,
      last_page: 1,
      from: rows.length ? 1 : null,
      to: rows.length || null,
    },
  },
});

describe("a code reader's page", () => {
  it("says the reader was not found when the upstream knows none", async () => {
    network = fakeNetwork({
      [`GET ${READERS}/7`]: failure(404, CODE_READER_MESSAGES.readerNotFound),
    });
    renderScreen(<CodeReaderPage id={7} />);
    expect(await screen.findByText(CODE_READER_MESSAGES.readerNotFound)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "بازگشت به کدخوان‌ها" })).toHaveAttribute(
      "href",
      "/secretary/keywords/list",
    );
  });

  it("shows its codes used of all, its codes' download, and what it received with each answer's state in words", async () => {
    network = fakeNetwork({
      [`GET ${READERS}/7`]: ok(reader),
      [`GET ${READERS}/get-variables`]: ok({
        variables: ["product"],
        placeholders: {
          correct_answer: ["%product%", "%code%"],
          repeated_answer: ["%product%", "%code%", "%used_at%"],
          wrong_answer: ["%code%"],
        },
      }),
      [`GET ${READERS}/7/inbox`]: page([
        row({ id: 3, message: "ZZ9", code: null, kind: "wrong", answer_state: "no_credit", answer_send_id: null }),
        row({ id: 2, kind: "repeated", answer_state: "refused", answer_send_id: null }),
        row({ id: 1 }),
      ]),
    });
    renderScreen(<CodeReaderPage id={7} />);
    expect(await screen.findByText("۳۵ از ۱٬۲۰۰")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "دریافت فهرست کدها" })).toHaveAttribute(
      "href",
      `${READERS}/7/export-codes`,
    );
    expect(await screen.findByText("اعتبار کافی نبود")).toBeInTheDocument();
    expect(screen.getByText("ارسال نشد")).toBeInTheDocument();
    expect(screen.getByText("ارسال شد")).toBeInTheDocument();
    expect(await screen.findByText("ستون‌های متغیر فایل: product")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "همه" })).toHaveAttribute("aria-pressed", "true");
  });
});
