import nextVitals from "eslint-config-next/core-web-vitals";
import nextTypescript from "eslint-config-next/typescript";
import { boundaryZones } from "./lint/boundaries.mjs";
import { panelPlugin } from "./lint/logical-directions.mjs";

const config = [
  ...nextVitals,
  ...nextTypescript,
  {
    ignores: [
      ".next/**",
      "node_modules/**",
      ".data/**",
      ".test-data/**",
      "test-results/**",
      "playwright-report/**",
      "upstream/db/migrations/**",
      "next-env.d.ts",
    ],
  },
  {
    settings: { "import/resolver": { typescript: { project: "./tsconfig.json" }, node: true } },
    rules: {
      "import/no-restricted-paths": ["error", { zones: boundaryZones }],
    },
  },
  {
    // Logical directions only in an RTL panel: see lint/logical-directions.mjs.
    plugins: { panel: panelPlugin },
    rules: {
      "panel/logical-directions": "error",
    },
  },
];

export default config;
