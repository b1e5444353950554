/** Where the browser downloads a request's file: through the panel's BFF, as `documentFileHref` does a document's. */
export const attachmentHref = (attachmentId: number) => `/api/v1/api/ticket/attachment/${attachmentId}`;
