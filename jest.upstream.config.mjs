import nextJest from "next/jest.js";

/**
 * The reference upstream's tests: unit tests of its modules and black-box tests over HTTP
 * against one upstream started by the global setup (fresh DATA_DIR, or DATABASE_URL when set).
 * Run: npx jest -c jest.upstream.config.mjs
 */
const createJestConfig = nextJest({ dir: "./" });

const config = {
  displayName: "upstream",
  testEnvironment: "node",
  roots: ["<rootDir>/tests/upstream"],
  testMatch: ["<rootDir>/tests/upstream/**/*.test.ts"],
  // `*.pglite.test.ts` tests the embedded database alone (its backup and restore, its plans of kept-prepared
  // statements): not run on PostgreSQL.
  testPathIgnorePatterns: process.env.DATABASE_URL
    ? ["/node_modules/", "/.next/", "\\.pglite\\.test\\.ts$"]
    : ["/node_modules/", "/.next/"],
  moduleNameMapper: { "^@/(.*)$": "<rootDir>/$1" },
  globalSetup: "<rootDir>/tests/upstream/support/global-setup.ts",
  globalTeardown: "<rootDir>/tests/upstream/support/global-teardown.ts",
  testTimeout: 30_000,
};

export default await createJestConfig(config)();
