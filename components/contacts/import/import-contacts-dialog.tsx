"use client";

import { Button } from "@/components/ui/button";
import { Modal } from "@/components/ui/dialog";
import { ProgressBar } from "@/components/ui/progress-bar";
import { Stepper } from "@/components/ui/stepper";
import { readSavedImport, sessionImportStore } from "@/lib/contacts/import/saved-import";
import { ImportColumnsStep } from "./import-columns-step";
import { ImportFileStep } from "./import-file-step";
import { ImportReportStep } from "./import-report-step";
import { ImportResultStep } from "./import-result-step";
import { ImportUploadStep } from "./import-upload-step";
import { IMPORT_STEPS, useImportContacts } from "./use-import-contacts";

export interface ImportContactsDialogProps {
  phonebook: { id: number; title: string };
  open: boolean;
  onOpenChange(open: boolean): void;
}

/** Wide on a desktop, the whole screen on a phone. */
const PANEL =
  "max-w-3xl max-md:h-dvh max-md:max-h-dvh max-md:w-screen max-md:max-w-none max-md:rounded-none max-md:border-0";

/**
 * Importing contacts into a phonebook from a txt, csv or xlsx file, step by step: the file (with
 * the sample to download), what each extra column fills, the file's report, the upload in
 * chunks (resumable), and what it did. Closing refreshes the phonebook's lists and counts.
 */
export function ImportContactsDialog({ phonebook, open, onOpenChange }: ImportContactsDialogProps) {
  const flow = useImportContacts(phonebook.id, open);
  const { step, upload, plan } = flow;
  const uploadState = upload.state;
  const unfinished = open && step === 0 ? readSavedImport(sessionImportStore(), phonebook.id) : null;
  const result = flow.file.status === "ready" ? flow.file.result : null;

  const changeOpen = (next: boolean) => {
    if (!next) flow.close();
    onOpenChange(next);
  };

  const footer =
    step === 0 ? (
      <>
        <Button variant="secondary" onClick={() => changeOpen(false)}>
          انصراف
        </Button>
        <Button onClick={flow.next} disabled={!flow.canLeaveFile} loading={flow.checking !== null}>
          بعدی
        </Button>
      </>
    ) : step === 1 ? (
      <>
        <Button variant="secondary" onClick={flow.back} disabled={flow.checking !== null}>
          قبلی
        </Button>
        <Button onClick={flow.next} loading={flow.checking !== null}>
          بعدی
        </Button>
      </>
    ) : step === 2 ? (
      <>
        <Button variant="secondary" onClick={flow.back}>
          قبلی
        </Button>
        <Button onClick={flow.startUpload} disabled={!plan || plan.mapped.sent.length === 0}>
          شروع بارگذاری
        </Button>
      </>
    ) : step === 4 ? (
      <Button onClick={() => changeOpen(false)} className="min-w-24">
        بستن
      </Button>
    ) : null;

  return (
    <Modal
      open={open}
      onOpenChange={changeOpen}
      title={`ورود مخاطبان به «${phonebook.title}»`}
      className={PANEL}
      footer={footer}
    >
      <Stepper
        steps={IMPORT_STEPS}
        current={step}
        failed={uploadState.status === "paused" || uploadState.status === "failed"}
      />
      {step === 0 ? (
        <ImportFileStep phonebookId={phonebook.id} file={flow.file} onPicked={flow.onPicked} unfinished={unfinished} />
      ) : null}
      {step === 1 && result && flow.targets ? (
        <ImportColumnsStep
          result={result}
          targets={flow.targets}
          onChange={flow.setTarget}
          features={flow.features}
          featuresFailed={flow.featuresQuery.isError}
          onRetryFeatures={() => void flow.featuresQuery.refetch()}
        />
      ) : null}
      {flow.checking !== null ? <ProgressBar value={flow.checking} label="بررسی ردیف‌ها" /> : null}
      {step === 2 && plan ? (
        <ImportReportStep report={plan.result.report} mapped={plan.mapped} chunks={plan.bounds.length - 1} />
      ) : null}
      {step === 3 && uploadState.status !== "idle" && uploadState.status !== "done" ? (
        <ImportUploadStep
          state={uploadState}
          onCancel={upload.cancel}
          onResume={upload.resume}
          onRestart={flow.restart}
        />
      ) : null}
      {step === 4 && uploadState.status === "done" && plan ? (
        <ImportResultStep
          title={phonebook.title}
          totals={{
            result: uploadState.result,
            refusedBefore:
              plan.result.report.emptyCell.count +
              plan.result.report.invalidNumber.count +
              plan.result.report.otherReasons.count +
              plan.mapped.refused.count,
            repeatedInFile: plan.result.report.duplicate.count,
          }}
        />
      ) : null}
    </Modal>
  );
}
