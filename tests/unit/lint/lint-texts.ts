import { execFileSync } from "node:child_process";
import path from "node:path";

export interface LintMessage {
  ruleId: string | null;
  message: string;
}

/** Each piece of code linted as the file it names, by the project's own ESLint config. */
export function lintTexts(cases: { filePath: string; code: string }[]): LintMessage[][] {
  const output = execFileSync(process.execPath, [path.join(__dirname, "run-eslint.mjs"), JSON.stringify(cases)], {
    encoding: "utf8",
    maxBuffer: 16 * 1024 * 1024,
  });
  return JSON.parse(output) as LintMessage[][];
}
