"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useMemo, useState } from "react";
import { setImportFile, useImportFeatures } from "@/lib/api/phonebook-import";
import { fileKeys } from "@/lib/api/queries/account-file-queries";
import { chunkRows, planChunks } from "@/lib/contacts/import/chunks";
import {
  guessColumnTargets,
  type ColumnTarget,
  type ColumnTargets,
  type ImportFeature,
} from "@/lib/contacts/import/column-targets";
import { ImportRowMapper, mapImportRows, type MappedImport } from "@/lib/contacts/import/map-rows";
import { mappingSignature } from "@/lib/contacts/import/saved-import";
import { useImportUpload } from "@/lib/contacts/import/use-import-upload";
import type { RecipientsFileResult } from "@/lib/files/recipients/types";
import { useRecipientsFile } from "@/lib/files/recipients/use-recipients-file";

export const IMPORT_STEPS = ["انتخاب فایل", "ستون‌ها", "گزارش فایل", "بارگذاری", "نتیجه"] as const;
export type ImportStep = 0 | 1 | 2 | 3 | 4;

/** The file's rows mapped with one set of targets, ready to be sent in chunks. */
export interface ImportPlan {
  result: RecipientsFileResult;
  mapper: ImportRowMapper;
  mapped: MappedImport;
  /** Where each chunk starts among the sent rows, then where the last ends. */
  bounds: number[];
}

/**
 * The import's flow for the dialog: the file read in the worker, the extra columns' targets
 * (guessed from the titles, then the user's), the rows mapped and checked with progress, the
 * upload, and the step shown.
 */
export function useImportContacts(phonebookId: number, open: boolean) {
  const queryClient = useQueryClient();
  const file = useRecipientsFile();
  const featuresQuery = useImportFeatures(open);
  const upload = useImportUpload();
  const [picked, setPicked] = useState<File | null>(null);
  const [step, setStep] = useState<ImportStep>(0);
  const [targets, setTargets] = useState<{ result: RecipientsFileResult; targets: ColumnTargets } | null>(null);
  const [checking, setChecking] = useState<number | null>(null);
  const [plan, setPlan] = useState<ImportPlan | null>(null);

  const features: ImportFeature[] = useMemo(() => featuresQuery.data ?? [], [featuresQuery.data]);
  const result = file.status === "ready" ? file.result : null;
  const currentTargets = result && targets?.result === result ? targets.targets : null;

  const check = useCallback(
    async (ready: RecipientsFileResult, chosen: ColumnTargets) => {
      setChecking(0);
      const mapper = new ImportRowMapper(ready, chosen, features);
      const mapped = await mapImportRows(mapper, { onProgress: setChecking });
      setPlan({ result: ready, mapper, mapped, bounds: planChunks(mapped.bytes) });
      setChecking(null);
      setStep(2);
    },
    [features],
  );

  /** From the file to its columns (or straight to the report when it has none besides the mobiles). */
  const next = useCallback(() => {
    if (step === 0 && result) {
      const chosen = currentTargets ?? guessColumnTargets(result, features);
      setTargets({ result, targets: chosen });
      if (result.keptColumns.length === 0) void check(result, chosen);
      else setStep(1);
    } else if (step === 1 && result && currentTargets && checking === null) void check(result, currentTargets);
  }, [step, result, currentTargets, features, check, checking]);

  const back = useCallback(() => {
    if (step === 2) setStep(result && result.keptColumns.length > 0 ? 1 : 0);
    else if (step === 1) setStep(0);
  }, [step, result]);

  const setTarget = useCallback(
    (column: number, target: ColumnTarget) => {
      if (result && currentTargets) setTargets({ result, targets: { ...currentTargets, [column]: target } });
    },
    [result, currentTargets],
  );

  const startUpload = useCallback(() => {
    if (!plan || !picked || !currentTargets || plan.mapped.sent.length === 0) return;
    const { mapper, mapped, bounds } = plan;
    // The original file goes to file management once the import is committed.
    setImportFile(phonebookId, picked);
    upload.start({
      fingerprint: {
        phonebookId,
        file: { name: picked.name, size: picked.size, lastModified: picked.lastModified },
        mapping: mappingSignature(currentTargets),
        records: mapped.sent.length,
        chunks: bounds.length - 1,
      },
      chunkAt: (index) => chunkRows(mapper, mapped, bounds, index),
    });
    setStep(3);
  }, [plan, picked, currentTargets, phonebookId, upload]);

  const restart = useCallback(() => {
    upload.reset();
    setStep(2);
  }, [upload]);

  /** Closing stops a running upload (kept for a later resume), starts afresh, and refreshes the phonebook's lists and the files. */
  const close = useCallback(() => {
    upload.reset();
    setImportFile(phonebookId, null);
    file.reset();
    setPicked(null);
    setTargets(null);
    setPlan(null);
    setChecking(null);
    setStep(0);
    void queryClient.invalidateQueries({ queryKey: ["phonebooks"] });
    void queryClient.invalidateQueries({ queryKey: ["contacts"] });
    void queryClient.invalidateQueries({ queryKey: fileKeys.all });
  }, [upload, file, queryClient, phonebookId]);

  const shownStep: ImportStep = upload.state.status === "done" ? 4 : step;

  return {
    step: shownStep,
    file,
    onPicked: setPicked,
    features,
    featuresQuery,
    targets: currentTargets,
    setTarget,
    checking,
    plan,
    upload,
    next,
    back,
    startUpload,
    restart,
    close,
    /** The file is read and the features are known (or could not be read): the columns can be chosen. */
    canLeaveFile: result !== null && !featuresQuery.isPending,
  };
}
