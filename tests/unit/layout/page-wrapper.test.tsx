import { fireEvent, render, screen, within } from "@testing-library/react";
import { useEffect } from "react";
import { useMobileLayout } from "@/components/layout/mobile-layout";
import { PageWrapper } from "@/components/layout/page-wrapper";

const router = { push: jest.fn(), back: jest.fn(), replace: jest.fn(), prefetch: jest.fn() };
jest.mock("next/navigation", () => ({ useRouter: () => router }));

beforeEach(() => jest.clearAllMocks());

const topBar = () => screen.getAllByRole("heading", { level: 1 })[0]?.parentElement as HTMLElement;

function SecondStep({ onBack }: { onBack: () => void }) {
  const { setMobileLayout } = useMobileLayout();
  useEffect(() => {
    setMobileLayout({ title: "تأیید ارسال", backNavigate: onBack, customFooter: <button>ارسال نهایی</button> });
  }, [setMobileLayout, onBack]);
  return <p>مرحله دوم</p>;
}

describe("the page wrapper", () => {
  it("puts the title in both the desktop heading and the mobile top bar with a back icon", () => {
    render(
      <PageWrapper title="گزارش‌ها" description="ارسال‌های ۳۰ روز اخیر">
        <p>محتوا</p>
      </PageWrapper>,
    );
    expect(screen.getAllByRole("heading", { level: 1, name: "گزارش‌ها" })).toHaveLength(2);
    expect(screen.getAllByText("ارسال‌های ۳۰ روز اخیر")).toHaveLength(2);
    fireEvent.click(within(topBar()).getByRole("button", { name: "بازگشت" }));
    expect(router.back.mock.calls.length + router.push.mock.calls.length).toBe(1);
  });

  it("hides the back icon when the page suppresses it", () => {
    render(
      <PageWrapper title="خانه" suppressedShowBackIcon>
        <p>محتوا</p>
      </PageWrapper>,
    );
    expect(screen.queryByRole("button", { name: "بازگشت" })).not.toBeInTheDocument();
  });

  it("sends the back icon to the page's own address", () => {
    render(
      <PageWrapper title="جزئیات" backNavigate="/reports">
        <p>محتوا</p>
      </PageWrapper>,
    );
    fireEvent.click(screen.getByRole("button", { name: "بازگشت" }));
    expect(router.push).toHaveBeenCalledWith("/reports");
  });

  it("lets a part of the page set the mobile title, back action and footer", () => {
    const onBack = jest.fn();
    render(
      <PageWrapper title="ارسال سریع">
        <SecondStep onBack={onBack} />
      </PageWrapper>,
    );
    expect(within(topBar()).getByRole("heading", { name: "تأیید ارسال" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "ارسال نهایی" })).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "بازگشت" }));
    expect(onBack).toHaveBeenCalled();
    expect(router.back).not.toHaveBeenCalled();
  });

  it("refuses the mobile layout hook outside a page wrapper", () => {
    const Outside = () => {
      useMobileLayout();
      return null;
    };
    jest.spyOn(console, "error").mockImplementation(() => {});
    expect(() => render(<Outside />)).toThrow("useMobileLayout is used outside a PageWrapper.");
  });
});
