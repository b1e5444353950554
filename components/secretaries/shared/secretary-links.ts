import type { SecretaryInboxKind } from "@/lib/contract/secretaries";

export const SECRETARIES_HREF = "/secretary/received-message/inbox";
export const CREATE_SECRETARY_HREF = "/secretary/received-message/create";

export const secretaryEditHref = (id: number) => `/secretary/received-message/${id}`;

/** A secretary's page: what it received, all of it or of one kind. */
export const secretaryRecipientsHref = (id: number, kind: SecretaryInboxKind | "all" = "all") =>
  `/secretary/received-message/recipients/${id}/${kind}`;
