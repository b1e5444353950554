import { fireEvent, screen } from "@testing-library/react";
import type { ComponentType } from "react";
import BlacklistPage from "@/app/(panel)/contacts/blacklist/page";
import Cancel11Page from "@/app/(panel)/contacts/cancel_11/page";
import ManageMoreFeaturesPage from "@/app/(panel)/contacts/manage-more-features/page";
import { useIsMobile } from "@/lib/hooks/use-is-mobile";
import { API, fakeBff, paged, renderPanel } from "./lists-harness";

jest.mock("@/lib/hooks/use-is-mobile", () => ({ useIsMobile: jest.fn(() => true) }));
jest.mock("next/navigation", () => ({
  useRouter: () => ({ push: jest.fn(), back: jest.fn(), replace: jest.fn(), prefetch: jest.fn() }),
  notFound: () => {
    throw new Error("NEXT_NOT_FOUND");
  },
}));

let bff: ReturnType<typeof fakeBff>;
beforeEach(() => {
  jest.mocked(useIsMobile).mockReturnValue(true);
  bff = fakeBff({
    [`GET ${API}/options/list-new`]: paged([]),
    [`GET ${API}/numbers/tags`]: paged([]),
    [`GET ${API}/blacklist`]: paged([]),
    [`GET ${API}/cancel11`]: paged([]),
    ["GET /api/v1/api/number/numbers"]: paged([]),
  });
});
afterEach(() => bff.restore());

const pageTitle = (title: string) => screen.getAllByRole("heading", { level: 1, name: title });

describe("the contacts lists' phone pages", () => {
  it("manage-more-features: the features, and the tags in a second tab", async () => {
    renderPanel(<ManageMoreFeaturesPage />);
    expect(pageTitle("ویژگی‌ها و برچسب‌ها").length).toBeGreaterThan(0);
    expect(await screen.findByText("هنوز ویژگی‌ای ندارید؛ با «ویژگی جدید» بسازید.")).toBeInTheDocument();
    fireEvent.mouseDown(screen.getByRole("tab", { name: "برچسب‌ها" }), { button: 0 });
    expect(await screen.findByText("هنوز برچسبی ندارید؛ برچسب‌ها را هنگام ویرایش مخاطب بیفزایید.")).toBeInTheDocument();
  });

  it("blacklist: the send and receive lists", async () => {
    renderPanel(<BlacklistPage />);
    expect(pageTitle("فهرست سیاه").length).toBeGreaterThan(0);
    expect(screen.getByRole("tab", { name: "فهرست سیاه دریافت" })).toBeInTheDocument();
    expect(await screen.findByText("این فهرست خالی است.")).toBeInTheDocument();
  });

  it("cancel_11: the cancel11 list", async () => {
    renderPanel(<Cancel11Page />);
    expect(pageTitle("فهرست لغو۱۱").length).toBeGreaterThan(0);
    expect(await screen.findByText("هنوز کسی «۱۱» نفرستاده است.")).toBeInTheDocument();
  });

  it.each<[string, ComponentType]>([
    ["manage-more-features", ManageMoreFeaturesPage],
    ["blacklist", BlacklistPage],
    ["cancel_11", Cancel11Page],
  ])("%s is the not-found page on a desktop-wide window", (_, Page) => {
    jest.mocked(useIsMobile).mockReturnValue(false);
    jest.spyOn(console, "error").mockImplementation(() => {});
    expect(() => renderPanel(<Page />)).toThrow("NEXT_NOT_FOUND");
  });
});
