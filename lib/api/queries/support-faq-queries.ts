import {
  contactInfoResponseSchema,
  faqCategoriesResponseSchema,
  faqListResponseSchema,
  type ContactInfo,
  type FaqCategory,
  type FaqItem,
} from "../../contract/support-faq";
import type { UpstreamParams, UpstreamQuery } from "./upstream-query";

const faqKeys = {
  all: ["faq"] as const,
  categories: () => [...faqKeys.all, "categories"] as const,
  list: (params: UpstreamParams) => [...faqKeys.all, "list", params] as const,
};

/** `GET faq/category`: the FAQ's categories with how many questions each holds. */
export const faqCategoriesQuery: UpstreamQuery<typeof faqCategoriesResponseSchema, FaqCategory[]> = {
  kind: "query",
  queryKey: faqKeys.categories(),
  path: "v1/api/faq/category",
  schema: faqCategoriesResponseSchema,
  toData: (body) => body.data,
};

/** What the FAQ list is asked for: a category's questions, or those matching some words anywhere. */
export type FaqListRequest = { categoryId: number } | { search: string };

/** `GET faq/list?category_id` or `?q`: the questions with their answers. */
export function faqListQuery(request: FaqListRequest): UpstreamQuery<typeof faqListResponseSchema, FaqItem[]> {
  const params: UpstreamParams = "search" in request ? { q: request.search } : { category_id: request.categoryId };
  return {
    kind: "query",
    queryKey: faqKeys.list(params),
    path: "v1/api/faq/list",
    params,
    schema: faqListResponseSchema,
    toData: (body) => body.data,
  };
}

/** `GET panel/contact_info`: the provider's phones, hours, address, email and social links. */
export const contactInfoQuery: UpstreamQuery<typeof contactInfoResponseSchema, ContactInfo> = {
  kind: "query",
  queryKey: ["contact-info"],
  path: "v1/api/panel/contact_info",
  schema: contactInfoResponseSchema,
  toData: (body) => body.data,
};
