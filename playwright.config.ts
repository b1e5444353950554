import { defineConfig, devices } from "@playwright/test";
import { E2E_DATA_DIR, OLD_PANEL_URL } from "./tests/e2e/support/panel-env";

const PORT = Number(process.env.E2E_PORT ?? 3100);
const UPSTREAM_PORT = Number(process.env.E2E_UPSTREAM_PORT ?? 4100);
const DATA_DIR = E2E_DATA_DIR;

/** Debian's Chromium, never a downloaded browser. */
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--no-first-run",
    "--disable-sync",
  ],
};

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [["list"], ["json"]] : [["list"]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    locale: "fa-IR",
    timezoneId: "Asia/Tehran",
    launchOptions: chromium,
    trace: "off",
  },
  projects: [
    {
      name: "desktop",
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 }, launchOptions: chromium },
    },
    // The BFF checks and the process supervision speak HTTP, not a screen size: once is enough.
    // So are refusals, redirects and server-side outcomes that read the same on any screen (tagged
    // @one-viewport): each area's own flows, and every test that branches on the phone's layout, still run here.
    {
      name: "mobile",
      testIgnore: /bff-security|upstream-restart|hostile\//,
      grepInvert: /@one-viewport/,
      use: { ...devices["Pixel 7"], launchOptions: chromium },
    },
  ],
  webServer: {
    command: "node scripts/start.mjs",
    url: `http://localhost:${PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 300_000,
    env: {
      PORT: String(PORT),
      UPSTREAM_PORT: String(UPSTREAM_PORT),
      DATA_DIR,
      NEXT_TELEMETRY_DISABLED: "1",
      // Tests make their own accounts and read one-time codes through them.
      UPSTREAM_DEV_ROUTES: "1",
      OLD_PANEL_URL,
      // A tenth of npm start's number bank, so the first start stays quick.
      BANK_SIZE: process.env.BANK_SIZE ?? "200000",
      // Webhook tests run their receivers on loopback, and see a day of retries in about 26 seconds,
      // slow enough for the delivery log to show the tries growing.
      WEBHOOKS_ALLOW_PRIVATE: "1",
      WEBHOOK_BACKOFF_SCALE: "0.0003",
      // Every test makes accounts and signs in: argon2id at its test cost.
      PASSWORD_HASH_COST: "test",
    },
  },
});
