import nextVitals from "eslint-config-next/core-web-vitals";
import nextTypescript from "eslint-config-next/typescript";
import { boundaryZones } from "./lint/boundaries.mjs";

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
    rules: {
      // Logical directions only in an RTL panel.
      "no-restricted-syntax": [
        "error",
        {
          selector: "Literal[value=/(^|\\s)(ml|mr|pl|pr|left|right)-\\S|text-(left|right)\\b/]",
          message: "Use logical directions (ms/me/ps/pe/start/end/text-start) in the RTL panel.",
        },
      ],
    },
  },
];

export default config;
