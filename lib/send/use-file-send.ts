"use client";

import { useCallback, useState } from "react";
import { postFileSend } from "../api/send";
import { SEND_MESSAGES, type FileSendFields } from "../contract/send";
import type { RecipientsFileResult } from "../files/recipients/types";
import { useRecipientsFile } from "../files/recipients/use-recipients-file";
import { fileSendFormData } from "./file-send-form-data";
import type { SendSubmit } from "./use-send-flow";

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

  const onPicked = useCallback((file: File | null) => {
    setPicked(file);
    setFileError(undefined);
  }, []);

  return {
    recipientsFile,
    readyFile,
    submitter,
    /** Props of RecipientsFileField. */
    field: { file: recipientsFile, onPicked, error: fileError },
    setFileError,
    /** Percent of the file uploaded, once sending started. */
    uploaded,
  };
}
