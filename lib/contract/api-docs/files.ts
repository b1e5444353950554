/** The media types of the files the upstream answers with. */
export const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
export const CSV = "text/csv; charset=utf-8";
