import type { ExampleJob } from "../example-jobs";
import type { ReferenceOperation } from "../reference-operation";

/** How one language's ready-to-run examples are written. */
export interface ExampleLanguage {
  id: "javascript" | "python" | "shell";
  /** The file's extension, dot included. */
  extension: string;
  /** What an example prints, in the README's words. */
  output: string;
  /** What the README says to install first. */
  requirement: string;
  /** The command that runs an example file. */
  run(file: string): string;
  /** The example's whole text. */
  write(job: ExampleJob, operation: ReferenceOperation, documentation: string): string;
}
