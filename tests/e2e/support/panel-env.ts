import path from "node:path";

/** The previous panel the signed-in pages offer in their banner (set on the panel under test). */
export const OLD_PANEL_URL = "https://old-panel.example.com/";

/** The embedded upstream's DATA_DIR (same variable as playwright.config.ts); its dev-secret file is there. */
export const E2E_DATA_DIR = path.resolve(process.env.E2E_DATA_DIR ?? ".test-data/e2e");
