import { fireEvent, render, screen } from "@testing-library/react";
import { OldPanelBanner } from "@/components/layout/old-panel-banner";
import { oldPanelUrl } from "@/lib/layout/old-panel";

describe("the old-panel banner", () => {
  beforeEach(() => {
    document.cookie = "old_panel_banner=; Max-Age=0; Path=/";
  });

  it("links to the old panel and goes away for good when closed", () => {
    render(<OldPanelBanner href="https://old.example.com/" />);
    expect(screen.getByRole("link", { name: "پنل قدیمی" })).toHaveAttribute("href", "https://old.example.com/");
    fireEvent.click(screen.getByRole("button", { name: "بستن پیام پنل قدیمی" }));
    expect(screen.queryByRole("region", { name: "پنل قدیمی" })).not.toBeInTheDocument();
    expect(document.cookie).toContain("old_panel_banner=dismissed");
  });

  it("accepts only an http(s) address for the old panel", () => {
    expect(oldPanelUrl("https://old.example.com")).toBe("https://old.example.com/");
    expect(oldPanelUrl(undefined)).toBeNull();
    expect(oldPanelUrl("javascript:alert(1)")).toBeNull();
    expect(oldPanelUrl("old.example.com")).toBeNull();
  });
});
