import { emptyPageQuerySchema, MESSAGE_CODES } from "../envelope";
import {
  createDraftGroupRequestSchema,
  createDraftGroupResponseSchema,
  createDraftRequestSchema,
  createDraftResponseSchema,
  deleteDraftGroupRequestSchema,
  deleteDraftsRequestSchema,
  DRAFT_MESSAGES,
  draftGroupCountResponseSchema,
  draftGroupListResponseSchema,
  draftListQuerySchema,
  draftListResponseSchema,
  updateDraftGroupRequestSchema,
  updateDraftRequestSchema,
} from "../drafts";
import { answerOf, NO_DATA, pageOf } from "./answers";
import type { ApiDocArea } from "./types";

const group = { draft_group_id: 4, user_id: 42, title: "تبریک‌ها", time: 1741775100 };
const draft = {
  draft_id: 81,
  draft_group_id: 4,
  user_id: 42,
  time: 1741775100,
  message: "نوروزتان پیروز!",
  type: "normal",
};
const groupNotFound = { status: 404, code: MESSAGE_CODES.notFound, message: DRAFT_MESSAGES.groupNotFound };
const draftNotFound = { status: 404, code: MESSAGE_CODES.notFound, message: DRAFT_MESSAGES.draftNotFound };

export const draftsDocs: ApiDocArea = {
  tag: "drafts",
  name: "پیام‌های آماده",
  description:
    "متن‌های آماده در گروه‌ها، برای به کار بردن در فرم‌های ارسال. هر حساب حداکثر ۲۰ گروه و ۲۰۰ پیام آماده دارد.",
  operations: {
    "GET /v1/api/user/draft/group/list": {
      summary: "فهرست گروه‌ها",
      description: "گروه‌های پیام آمادهٔ حساب، صفحه‌به‌صفحه.",
      query: emptyPageQuerySchema,
      answer: pageOf(draftGroupListResponseSchema),
      example: { query: { page: 1, per_page: 10 }, data: [group] },
    },
    "POST /v1/api/user/draft/group": {
      summary: "ساخت گروه",
      description: "گروه تازه‌ای با این عنوان می‌سازد و آن را برمی‌گرداند.",
      body: createDraftGroupRequestSchema,
      answer: answerOf(createDraftGroupResponseSchema),
      example: { body: { title: "تبریک‌ها" }, data: group },
    },
    "PUT /v1/api/user/draft/group": {
      summary: "تغییر عنوان گروه",
      description: "عنوان گروهی از حساب را تغییر می‌دهد.",
      body: updateDraftGroupRequestSchema,
      answer: NO_DATA,
      errors: [groupNotFound],
      example: { body: { draft_group_id: 4, title: "تبریک مناسبت‌ها" }, data: null },
    },
    "POST /v1/api/user/draft/group/delete": {
      summary: "حذف گروه",
      description: "گروه و همهٔ پیام‌های آمادهٔ آن را حذف می‌کند.",
      body: deleteDraftGroupRequestSchema,
      answer: NO_DATA,
      errors: [groupNotFound],
      example: { body: { draft_group_id: 4 }, data: null },
    },
    "GET /v1/api/user/draft/group/count": {
      summary: "شمار پیام‌های هر گروه",
      description: "برای هر گروه حساب، شمار پیام‌های آمادهٔ آن.",
      answer: answerOf(draftGroupCountResponseSchema),
      example: { data: [{ draft_group_id: 4, count: 12 }] },
    },
    "GET /v1/api/user/draft/list": {
      summary: "فهرست پیام‌های آماده",
      description: "پیام‌های آمادهٔ حساب، صفحه‌به‌صفحه؛ با `draft_group_id` فقط پیام‌های یک گروه.",
      query: draftListQuerySchema,
      answer: pageOf(draftListResponseSchema),
      example: { query: { page: 1, per_page: 10, draft_group_id: 4 }, data: [draft] },
    },
    "POST /v1/api/user/draft": {
      summary: "ساخت پیام آماده",
      description: "پیام آمادهٔ تازه‌ای در یک گروه حساب می‌سازد.",
      body: createDraftRequestSchema,
      answer: answerOf(createDraftResponseSchema),
      example: { body: { draft_group_id: 4, message: "نوروزتان پیروز!" }, data: draft },
    },
    "PUT /v1/api/user/draft": {
      summary: "ویرایش پیام آماده",
      description: "متن پیام آماده را تغییر می‌دهد یا آن را به گروه دیگری از حساب می‌برد.",
      body: updateDraftRequestSchema,
      answer: NO_DATA,
      errors: [draftNotFound],
      example: { body: { draft_id: 81, message: "سال نو مبارک!" }, data: null },
    },
    "POST /v1/api/user/draft/delete": {
      summary: "حذف پیام‌های آماده",
      description: "پیام‌های آماده با این شناسه‌ها را حذف می‌کند؛ اگر یکی از حساب نباشد، هیچ‌کدام حذف نمی‌شود.",
      body: deleteDraftsRequestSchema,
      answer: NO_DATA,
      errors: [draftNotFound],
      example: { body: { draft_ids: [81, 82] }, data: null },
    },
  },
};
