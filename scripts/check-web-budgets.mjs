#!/usr/bin/env node
// The budget stage of `npm test`: reads the production build and fails when a page's first-load
// JavaScript, its own share of it, or the fonts have grown past scripts/web-budgets.json.
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { firstLoadOf, fontFilesOf, KB } from "./lib/first-load.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const nextDir = path.join(root, ".next");
const budgets = JSON.parse(readFileSync(path.join(root, "scripts", "web-budgets.json"), "utf8"));

const kb = (bytes) => (bytes / KB).toFixed(1);
const failures = [];
const rows = [];

for (const [page, budget] of Object.entries(budgets.pages)) {
  const { total, own } = firstLoadOf(nextDir, budget.route);
  rows.push(
    `${page.padEnd(16)} first load ${kb(total).padStart(6)} kB (≤ ${budget.firstLoadJs})   own ${kb(own).padStart(6)} kB (≤ ${budget.ownJs})`,
  );
  if (total > budget.firstLoadJs * KB)
    failures.push(`${page}: first-load JavaScript ${kb(total)} kB is over its ${budget.firstLoadJs} kB`);
  if (own > budget.ownJs * KB)
    failures.push(`${page}: its own JavaScript ${kb(own)} kB is over its ${budget.ownJs} kB`);
}

const fonts = fontFilesOf(nextDir).reduce((total, font) => total + font.bytes, 0);
rows.push(`${"fonts".padEnd(16)} ${kb(fonts).padStart(6)} kB (≤ ${budgets.fonts})`);
if (fonts > budgets.fonts * KB) failures.push(`fonts: ${kb(fonts)} kB is over the ${budgets.fonts} kB budget`);

console.log(rows.join("\n"));
if (failures.length > 0) {
  console.error(`\nover budget:\n${failures.map((line) => `  ${line}`).join("\n")}`);
  process.exit(1);
}
