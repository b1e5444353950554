import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/**
 * Serious and critical WCAG 2.1 A/AA findings of the page as it is now, as "rule: selector" lines.
 * A page without frames (every panel page) is checked by `axe.run` in the page itself, the builder's
 * legacy mode: the default's per-frame partial runs, merged in a blank tab it opens for each check,
 * find the same there and take about three times as long. A page with frames keeps the default, which
 * reaches other origins' frames too. Only the violations come back with all their nodes.
 */
async function axeFindings(page: Page, onlyColours = false): Promise<string[]> {
  const builder = new AxeBuilder({ page })
    .options({ resultTypes: ["violations"] })
    .setLegacyMode(page.frames().length === 1);
  const { violations } = await (
    onlyColours ? builder.withRules([...COLOUR_RULES]) : builder.withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
  ).analyze();
  return violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .flatMap((violation) => violation.nodes.map((node) => `${violation.id}: ${node.target.join(" ")}`));
}

/**
 * The rules a theme can change the outcome of: a theme swaps colours only, so names, roles, labels
 * and structure are checked once, in the light theme, and the dark one is read for its colours.
 */
const COLOUR_RULES = ["color-contrast", "link-in-text-block"] as const;

/** Colours switch at once, not through their transitions, so what is read is the theme's own. */
const NO_TRANSITIONS = "*, *::before, *::after { transition: none !important; }";

/** The page in one theme, as the toggle shows it (the class on <html>). */
async function showTheme(page: Page, dark: boolean) {
  await page.evaluate(
    ({ on, css }) => {
      if (!document.getElementById("axe-no-transitions")) {
        const style = document.createElement("style");
        style.id = "axe-no-transitions";
        style.textContent = css;
        document.head.append(style);
      }
      document.documentElement.classList.toggle("dark", on);
    },
    { on: dark, css: NO_TRANSITIONS },
  );
}

/**
 * The findings of the page in the light theme and then the dark one's colours, each line named by its
 * theme: one visit checks both, as a user switching theme on that screen would see them.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  const found: string[] = [];
  for (const dark of [false, true]) {
    await showTheme(page, dark);
    found.push(...(await axeFindings(page, dark)).map((line) => `${dark ? "dark" : "light"} ${line}`));
  }
  return found;
}
