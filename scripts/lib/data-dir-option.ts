import path from "node:path";

/**
 * The data directory `npm run backup` and `npm run restore` work on: `--data-dir <dir>` when given,
 * otherwise DATA_DIR, otherwise `.data` (what `npm start` uses), resolved from the working directory.
 * The other arguments are handed back in order.
 */
export function dataDirOption(args: string[]): { dataDir: string; rest: string[] } {
  const rest: string[] = [];
  let dataDir = process.env.DATA_DIR || ".data";
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === "--data-dir" && args[i + 1]) dataDir = args[++i]!;
    else if (arg.startsWith("--data-dir=")) dataDir = arg.slice("--data-dir=".length);
    else rest.push(arg);
  }
  return { dataDir: path.resolve(dataDir), rest };
}
