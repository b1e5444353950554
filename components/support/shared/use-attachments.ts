"use client";

import { useCallback, useRef, useState } from "react";
import { chooseAttachments } from "@/lib/support/attachment-checks";

export interface Attachments {
  files: File[];
  /** Refusals to show beside the field: from the last choice, or the upstream's. */
  problems: string[];
  /** Checks newly chosen files by content and size and adds those that pass. */
  choose: (chosen: readonly File[]) => Promise<void>;
  remove: (file: File) => void;
  setProblems: (problems: string[]) => void;
  clear: () => void;
}

/** A message's chosen files: kept across a refused send, checked before anything is sent. */
export function useAttachments(): Attachments {
  const [files, setFiles] = useState<File[]>([]);
  const [problems, setProblems] = useState<string[]>([]);
  // The files as of the last change, so two quick choices add up instead of the second losing the first.
  const latest = useRef<File[]>([]);
  const choose = useCallback(async (chosen: readonly File[]) => {
    const result = await chooseAttachments(latest.current, chosen);
    latest.current = result.files;
    setFiles(result.files);
    setProblems(result.problems);
  }, []);
  const remove = useCallback((file: File) => {
    latest.current = latest.current.filter((taken) => taken !== file);
    setFiles(latest.current);
    setProblems([]);
  }, []);
  const clear = useCallback(() => {
    latest.current = [];
    setFiles([]);
    setProblems([]);
  }, []);
  return { files, problems, choose, remove, setProblems, clear };
}
