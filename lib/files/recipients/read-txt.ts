import type { RecipientsPipeline } from "./recipients-pipeline";

const ENTRY_SEPARATORS = /[,;\t،؛]/;
const LF = 10;
const CR = 13;
const PROGRESS_EVERY_LINES = 1 << 16;

/**
 * Feeds a txt file to the pipeline: one number per line, or several on a line separated by commas,
 * semicolons or tabs (Persian ، and ؛ too). Each number is a record of one column; its row is its line.
 */
export function readTxt(text: string, pipeline: RecipientsPipeline, onProgress: (fraction: number) => void): void {
  let lineNumber = 0;
  let start = 0;
  const length = text.length;
  while (start < length) {
    let end = start;
    while (end < length) {
      const c = text.charCodeAt(end);
      if (c === LF || c === CR) break;
      end++;
    }
    const line = text.slice(start, end);
    lineNumber++;
    start = end + (text.charCodeAt(end) === CR && text.charCodeAt(end + 1) === LF ? 2 : 1);

    if (!ENTRY_SEPARATORS.test(line)) {
      if (!pipeline.push([line], lineNumber)) return;
    } else {
      for (const entry of line.split(ENTRY_SEPARATORS)) {
        if (entry.trim() && !pipeline.push([entry], lineNumber)) return;
      }
    }
    if (lineNumber % PROGRESS_EVERY_LINES === 0) onProgress(start / length);
  }
}
