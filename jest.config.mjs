import nextJest from "next/jest.js";

const createJestConfig = nextJest({ dir: "./" });

/** Unit tests: pure rules and components in jsdom, compiled by Next's SWC setup. */
const config = {
  // jsdom, with Node's fetch classes added (see the file).
  testEnvironment: "<rootDir>/tests/unit/jsdom-with-fetch.mjs",
  setupFilesAfterEnv: ["<rootDir>/tests/unit/setup.ts"],
  testMatch: ["<rootDir>/tests/unit/**/*.test.{ts,tsx}"],
  moduleNameMapper: { "^@/(.*)$": "<rootDir>/$1" },
};

/** ES-module-only packages the tests reach (the panel's HTTP client), compiled like our own code. */
const ESM_PACKAGES = ["ky", "nuqs"];

export default async function jestConfig() {
  const base = await createJestConfig(config)();
  return {
    ...base,
    transformIgnorePatterns: [
      `/node_modules/(?!(?:${ESM_PACKAGES.join("|")})/)`,
      ...base.transformIgnorePatterns.filter((pattern) => !pattern.includes("node_modules")),
    ],
  };
}
