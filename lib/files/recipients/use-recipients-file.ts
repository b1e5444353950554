"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { parseRecipientsFile, type RecipientsWorker } from "./parse-recipients-file";
import type { ColumnChoiceNeeded, ParseRecipientsOptions, RecipientsFileError, RecipientsFileResult } from "./types";

type RecipientsFileStatus = "idle" | "parsing" | "ready" | "choose_column" | "error";

interface State {
  status: RecipientsFileStatus;
  progress: number;
  fileName: string | null;
  result: RecipientsFileResult | null;
  choice: ColumnChoiceNeeded | null;
  error: RecipientsFileError | null;
}

const IDLE: State = { status: "idle", progress: 0, fileName: null, result: null, choice: null, error: null };

/**
 * A recipients file for a screen: `read(file, options)` reads it in a worker with progress;
 * `chooseColumns({ mobileColumn, messageColumn })` reads the same file again once the user picked
 * the column(s) the outcome asked for; `cancel()` stops reading and returns to idle; a new `read`
 * or unmounting cancels the one running.
 */
export function useRecipientsFile(createWorker?: () => RecipientsWorker) {
  const [state, setState] = useState<State>(IDLE);
  const running = useRef<AbortController | null>(null);
  const last = useRef<{ file: Blob & { name: string }; options: ParseRecipientsOptions } | null>(null);

  const cancel = useCallback(() => {
    running.current?.abort();
    running.current = null;
    setState((current) => (current.status === "parsing" ? IDLE : current));
  }, []);

  const read = useCallback(
    async (file: Blob & { name: string }, options: ParseRecipientsOptions = {}) => {
      running.current?.abort();
      const controller = new AbortController();
      running.current = controller;
      last.current = { file, options };
      setState({ ...IDLE, status: "parsing", fileName: file.name });
      try {
        const outcome = await parseRecipientsFile(
          file,
          options,
          (progress) => setState((current) => (running.current === controller ? { ...current, progress } : current)),
          controller.signal,
          createWorker,
        );
        if (running.current !== controller) return null;
        running.current = null;
        const base = { ...IDLE, progress: 100, fileName: file.name };
        if (outcome.status === "ready") setState({ ...base, status: "ready", result: outcome });
        else if (outcome.status === "choose_column") setState({ ...base, status: "choose_column", choice: outcome });
        else setState({ ...base, status: "error", error: outcome });
        return outcome;
      } catch (error) {
        if (error instanceof DOMException && error.name === "AbortError") return null;
        throw error;
      }
    },
    [createWorker],
  );

  const chooseColumns = useCallback(
    (columns: Pick<ParseRecipientsOptions, "mobileColumn" | "messageColumn">) => {
      const previous = last.current;
      if (!previous) return Promise.resolve(null);
      return read(previous.file, { ...previous.options, ...columns });
    },
    [read],
  );

  const reset = useCallback(() => {
    running.current?.abort();
    running.current = null;
    last.current = null;
    setState(IDLE);
  }, []);

  useEffect(() => () => running.current?.abort(), []);

  return { ...state, read, chooseColumns, cancel, reset };
}
