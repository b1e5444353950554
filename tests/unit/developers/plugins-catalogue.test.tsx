import { fireEvent, screen, within } from "@testing-library/react";
import { PluginCatalogue } from "@/components/developers/plugins/plugin-catalogue";
import { pluginSchema, type Plugin } from "@/lib/contract/plugins";
import { failure, fakeNetwork, ok, type FakeNetwork } from "../support/network";
import { renderWithQuery } from "../support/render-with-query";

jest.mock("next/navigation", () => ({
  useRouter: () => ({ push: jest.fn(), prefetch: jest.fn() }),
  usePathname: () => "/developers/plugins",
}));

const CATALOGUE = "GET /api/v1/api/panel/plugins";

const javascript: Plugin = {
  id: 1,
  name: "نمونه‌های آمادهٔ JavaScript",
  platform: "Node.js 18+",
  version: "1.0.0",
  description: "چهار برنامهٔ کوچک و آمادهٔ اجرا برای کارهای رایج.",
  documentation_url: "/developers/documents#post_v1_api_send",
  download_url: "/v1/api/panel/plugins/1/download",
  file_name: "sms-api-examples-javascript-1.0.0.zip",
  file_size: 5911,
};
const reference: Plugin = {
  ...javascript,
  id: 4,
  name: "سند OpenAPI راهنمای API",
  platform: "OpenAPI 3.1",
  documentation_url: "/v1/api/panel/llms.txt",
  download_url: "/v1/api/panel/plugins/4/download",
  file_name: "sms-api-openapi-1.0.0.zip",
  file_size: 106_120,
};

let network: FakeNetwork;
afterEach(() => network.restore());

describe("the plugins catalogue", () => {
  it("shows each entry as a card: name, platform and version left to right, size in Persian, its description", async () => {
    network = fakeNetwork({ [CATALOGUE]: ok([javascript, reference]) });
    renderWithQuery(<PluginCatalogue />);
    const card = (await screen.findByRole("article", { name: javascript.name })) as HTMLElement;
    expect(card).toHaveTextContent("Node.js 18+");
    expect(within(card).getByText("1.0.0").closest("bdi")).toHaveAttribute("dir", "ltr");
    expect(card).toHaveTextContent("۶ کیلوبایت");
    expect(card).toHaveTextContent(javascript.description);
    expect(screen.getByRole("article", { name: reference.name })).toHaveTextContent("۱۰۴ کیلوبایت");
  });

  it("downloads the real file through the panel's /api with the session, and links the documentation", async () => {
    network = fakeNetwork({ [CATALOGUE]: ok([javascript, reference]) });
    renderWithQuery(<PluginCatalogue />);
    const download = await screen.findByRole("link", { name: `دریافت ${javascript.name} (فایل zip)` });
    expect(download).toHaveAttribute("href", "/api/v1/api/panel/plugins/1/download");
    expect(download).toHaveAttribute("download", "sms-api-examples-javascript-1.0.0.zip");
    expect(download).toHaveTextContent("دریافت");

    const docs = screen.getByRole("link", { name: `مستندات ${javascript.name}` });
    expect(docs).toHaveAttribute("href", "/developers/documents#post_v1_api_send");
    expect(docs).not.toHaveAttribute("target");
    // The reference's Markdown is the upstream's: through /api, in a new tab.
    const markdown = screen.getByRole("link", { name: `مستندات ${reference.name} (در برگهٔ تازه)` });
    expect(markdown).toHaveAttribute("href", "/api/v1/api/panel/llms.txt");
    expect(markdown).toHaveAttribute("target", "_blank");
  });

  it("refuses a row whose links are not plain local paths, showing the error state rather than the link", async () => {
    network = fakeNetwork({
      [CATALOGUE]: ok([{ ...javascript, documentation_url: "javascript:alert(1)" }]),
    });
    renderWithQuery(<PluginCatalogue />);
    expect(await screen.findByRole("alert")).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: /مستندات/ })).not.toBeInTheDocument();
    // Another site, by scheme or by a protocol-relative or backslashed path, is no local path either.
    for (const documentation_url of [
      "https://evil.example/x",
      "//evil.example/x",
      "/\\evil.example",
      "data:text/html,x",
    ])
      expect(pluginSchema.safeParse({ ...javascript, documentation_url }).success).toBe(false);
    expect(pluginSchema.safeParse({ ...javascript, download_url: "/v1/api/panel/plugins/1/../../x" }).success).toBe(
      false,
    );
  });

  it("shows the upstream's failure with a retry that reads the catalogue again", async () => {
    let fail = true;
    network = fakeNetwork({
      [CATALOGUE]: () => (fail ? failure(503, "سرویس در دسترس نیست") : ok([javascript])),
    });
    renderWithQuery(<PluginCatalogue />);
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(/.+/);
    fail = false;
    fireEvent.click(within(alert).getByRole("button", { name: "تلاش دوباره" }));
    expect(await screen.findByRole("article", { name: javascript.name })).toBeInTheDocument();
  });
});
