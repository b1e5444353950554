/** How much of a file is read to find its header row. */
const HEAD_BYTES = 64 * 1024;

/** A part of a file as text (UTF-8), through FileReader, which every browser has. */
function readText(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === "string" ? reader.result : "");
    reader.onerror = () => reject(reader.error ?? new Error("unreadable"));
    reader.readAsText(blob, "utf-8");
  });
}

const extensionOf = (name: string) => name.slice(name.lastIndexOf(".")).toLowerCase();

/** The header row's cells: the delimiter is whichever of comma, semicolon or tab the row has most of. */
export function headerCells(line: string): string[] {
  const delimiters = [",", ";", "\t"];
  const delimiter = delimiters.reduce((best, next) =>
    line.split(next).length > line.split(best).length ? next : best,
  );
  return line.split(delimiter).map((cell) =>
    cell
      .trim()
      .replace(/^"(.*)"$/, "$1")
      .trim(),
  );
}

/**
 * The variables a codes file brings, read in the browser: a txt file has none (a code a line); a
 * csv file's header row names the columns after the code's. Null when the browser cannot tell (an
 * xlsx file): the reader's page lists them once it is saved.
 */
export async function fileVariables(file: File): Promise<string[] | null> {
  const extension = extensionOf(file.name);
  if (extension === ".txt") return [];
  if (extension !== ".csv") return null;
  try {
    const head = await readText(file.slice(0, HEAD_BYTES));
    const first = head.replace(/^\uFEFF/, "").split(/\r?\n/, 1)[0] ?? "";
    return headerCells(first)
      .slice(1)
      .filter((name) => name !== "");
  } catch {
    return null;
  }
}
