import { fireEvent, render, screen } from "@testing-library/react";
import { BannerLink } from "@/components/layout/banner/banner-link";
import type { Banner } from "@/lib/contract/home";

function banner(action: number, overrides: Partial<Banner> = {}): Banner {
  return {
    id: action,
    type: 2,
    action,
    mainFiles: {
      mobile: "/api/v1/api/panel/files/m.png",
      desktop: "/api/v1/api/panel/files/d.png",
      link: "https://example.com/offer",
      alt: "جشنواره",
    },
    popupFiles: {
      mobile: "/api/v1/api/panel/files/pm.png",
      desktop: "/api/v1/api/panel/files/pd.png",
      link: "https://example.com/popup",
      alt: "جزئیات جشنواره",
    },
    ...overrides,
  };
}

describe("clicking a banner", () => {
  it("action 1 opens a popup whose image links to the popup link, and closes", async () => {
    render(<BannerLink banner={banner(1)} />);
    expect(screen.queryByRole("dialog")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "جشنواره" }));
    // The popup's parts load with this first click.
    const dialog = await screen.findByRole("dialog");
    const link = screen.getByRole("link", { name: "جزئیات جشنواره" });
    expect(dialog).toContainElement(link);
    expect(link).toHaveAttribute("href", "https://example.com/popup");
    fireEvent.click(screen.getByRole("button", { name: "بستن" }));
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("action 2 follows the link in the same window", () => {
    render(<BannerLink banner={banner(2)} />);
    const link = screen.getByRole("link", { name: "جشنواره" });
    expect(link).toHaveAttribute("href", "https://example.com/offer");
    expect(link).not.toHaveAttribute("target");
  });

  it("any other action opens a new tab without handing over this window", () => {
    render(<BannerLink banner={banner(3)} />);
    const link = screen.getByRole("link", { name: "جشنواره" });
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
  });

  it("a banner without a link is only an image", () => {
    render(<BannerLink banner={banner(2, { mainFiles: { ...banner(2).mainFiles, link: null } })} />);
    expect(screen.queryByRole("link")).toBeNull();
    expect(screen.getByRole("img", { name: "جشنواره" })).toBeInTheDocument();
  });

  it("shows the mobile image by default and the desktop one from 1024 px, where the column fits the artwork", () => {
    const { container } = render(<BannerLink banner={banner(2)} />);
    expect(screen.getByRole("img", { name: "جشنواره" })).toHaveAttribute("src", "/api/v1/api/panel/files/m.png");
    const source = container.querySelector("source");
    expect(source).toHaveAttribute("srcset", "/api/v1/api/panel/files/d.png");
    expect(source).toHaveAttribute("media", "(min-width: 1024px)");
  });
});
