"use client";

import { useCallback, useState } from "react";
import { postFileSend } from "../api/send";
import { SEND_MESSAGES, type FileSendFields } from "../contract/send";
import type { RecipientsFileResult } from "../files/recipients/types";
import { useRecipientsFile } from "../files/recipients/use-recipients-file";
import { fileSendFormData } from "./file-send-form-data";
import { groupPersonalTexts } from "./personal-price-groups";
import type { SendSubmit, useSendFlow } from "./use-send-flow";

/** How a send where each row has its own text (keyword, peer-to-peer) reads and checks those texts. */
interface PersonalTexts {
  /** The text of one row of the file read. */
  textOf: (result: RecipientsFileResult, row: number) => string;
  cancelSuffix: boolean;
  /** Says why a text cannot be sent (e.g. too long), where the form shows it. */
  onRefused: (message: string) => void;
}

/**
 * What every send from a file shares (file, keyword, peer-to-peer): the chosen file read in the
 * worker, «choose a file» when there is none, and the multipart send with its upload progress.
 */
export function useFileSend() {
  const recipientsFile = useRecipientsFile();
  const [picked, setPicked] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | undefined>();
  const [uploaded, setUploaded] = useState<number | null>(null);

  /** The file and what was read from it, or null (and «choose a file» shown) when it is not ready. */
  const readyFile = (): { file: File; result: RecipientsFileResult } | null => {
    if (!picked || recipientsFile.status !== "ready" || !recipientsFile.result) {
      setFileError(SEND_MESSAGES.fileRequired);
      return null;
    }
    return { file: picked, result: recipientsFile.result };
  };

  /** Sends the fields and the file, with the columns it was read with. */
  const submitter =
    (fields: FileSendFields, ready: { file: File; result: RecipientsFileResult }): SendSubmit =>
    (key) => {
      setUploaded(0);
      const columns = { mobileColumn: ready.result.mobileColumn, messageColumn: ready.result.messageColumn };
      return postFileSend(fileSendFormData(fields, ready.file, columns), key, setUploaded);
    };

  /** Prices a send where each row has its own text, grouped by encoding and parts, then asks to confirm it. */
  const reviewPersonalised = async (
    flow: ReturnType<typeof useSendFlow>,
    fields: FileSendFields,
    { textOf, cancelSuffix, onRefused }: PersonalTexts,
  ) => {
    const ready = readyFile();
    if (!ready) return;
    const { result } = ready;
    const grouped = await groupPersonalTexts({
      numbers: result.numbers,
      rows: result.rows,
      textOf: (i) => textOf(result, i),
      cancelSuffix,
    });
    if (!grouped.ok) {
      onRefused(grouped.message);
      return;
    }
    await flow.reviewPersonalised(submitter(fields, ready), fields.from_number, grouped.groups, fields.send_time);
  };

  const onPicked = useCallback((file: File | null) => {
    setPicked(file);
    setFileError(undefined);
  }, []);

  return {
    recipientsFile,
    /** What was read from the file, once it is ready (for previews and placeholders). */
    read: recipientsFile.status === "ready" ? recipientsFile.result : null,
    readyFile,
    submitter,
    reviewPersonalised,
    /** Props of RecipientsFileField. */
    field: { file: recipientsFile, onPicked, error: fileError },
    setFileError,
    /** Percent of the file uploaded, once sending started. */
    uploaded,
  };
}
