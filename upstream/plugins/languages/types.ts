import type { ApiSamples } from "@/lib/api-samples";
import type { ExampleJob } from "../example-jobs";
import type { ReferenceOperation } from "../reference-operation";

/** How one language's ready-to-run examples are written around the reference's sample of a call. */
export interface ExampleLanguage {
  id: "javascript" | "python" | "shell";
  /** Which of the shared generator's samples the files are built on. */
  sample: keyof ApiSamples;
  /** The file's extension, dot included. */
  extension: string;
  /** What an example prints, in the README's words. */
  output: string;
  /** What the README says to install first. */
  requirement: string;
  /** The command that runs an example file. */
  run(file: string): string;
  /** The example's whole text: the sample of its call (`sample`), with what makes it a program around it. */
  write(job: ExampleJob, operation: ReferenceOperation, documentation: string, sample: string): string;
}

/** The sample without the line it ends with (a plain print of the answer), which the example replaces with its own. */
export function withoutEnding(sample: string, ending: string): string {
  if (!sample.endsWith(ending)) throw new Error(`plugins: the shared sample no longer ends with ${ending}:\n${sample}`);
  return sample.slice(0, -ending.length).trimEnd();
}
