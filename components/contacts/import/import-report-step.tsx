import { UploadReportView } from "@/components/ui/recipients-file/upload-report";
import { Alert } from "@/components/ui/alert";
import type { MappedImport } from "@/lib/contacts/import/map-rows";
import { IMPORT_UPLOAD_MESSAGES } from "@/lib/contacts/import/messages";
import type { UploadReport } from "@/lib/files/recipients/types";
import { groupDigits } from "@/lib/format/money";
import { ValueIssues } from "./value-issues";

interface ImportReportStepProps {
  report: UploadReport;
  mapped: MappedImport;
  chunks: number;
}

/** The file's upload report, the rows whose mapped values are refused, and what will be sent. */
export function ImportReportStep({ report, mapped, chunks }: ImportReportStepProps) {
  const records = mapped.sent.length;
  return (
    <div className="flex flex-col gap-4">
      <UploadReportView report={report} />
      {mapped.refused.count > 0 || mapped.warned.count > 0 ? (
        <div className="flex flex-col gap-1.5">
          <ValueIssues title="مقدار نامعتبر (این ردیف‌ها افزوده نمی‌شوند)" list={mapped.refused} />
          <ValueIssues title="جنسیت ناشناخته (بدون جنسیت افزوده می‌شوند)" list={mapped.warned} />
        </div>
      ) : null}
      {records > 0 ? (
        <Alert tone="info">
          {groupDigits(records)} مخاطب در {groupDigits(chunks)} بخش بارگذاری می‌شود. شماره‌هایی که در دفترچه هست دوباره
          افزوده نمی‌شوند.
        </Alert>
      ) : (
        <Alert tone="danger">{IMPORT_UPLOAD_MESSAGES.nothingToSend}</Alert>
      )}
    </div>
  );
}
