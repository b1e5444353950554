// Lints pieces of code as if they were files of the tree, with the project's ESLint config, and
// prints each one's messages as JSON. Run in its own process: the config is ES modules.
import { ESLint } from "eslint";

const cases = JSON.parse(process.argv[2]);
const eslint = new ESLint({ cwd: process.cwd() });
const results = [];
for (const { filePath, code } of cases) {
  const [result] = await eslint.lintText(code, { filePath });
  results.push((result?.messages ?? []).map(({ ruleId, message }) => ({ ruleId, message })));
}
process.stdout.write(JSON.stringify(results));
