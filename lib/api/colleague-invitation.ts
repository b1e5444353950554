import * as z from "zod/mini";
import { acceptInvitationRequestSchema } from "../contract/colleagues";
import { envelope } from "../contract/envelope";
import { checkedRequest } from "./checked-request";
import { apiPost } from "./client";

/**
 * The invited colleague sets their password (public: the link's token, sent in the body, is the
 * credential). A plain call rather than a TanStack mutation: the invitation page has no query
 * client, and a refusal is the form's to show, never a sign-out.
 */
export const acceptInvitation = (token: string, password: string) =>
  apiPost(
    envelope(z.unknown()),
    "v1/api/acl/auth/partner_invitation/accept",
    checkedRequest(acceptInvitationRequestSchema, { token, password }),
  );
