import type * as z from "zod/mini";
import {
  fileCategoriesResponseSchema,
  fileListResponseSchema,
  type FileCategories,
  type FileListTab,
} from "../../contract/account-files";
import type { UpstreamQuery } from "./upstream-query";

export const FILES_PATH = "v1/api/user/files";

export const fileKeys = {
  all: ["account-files"] as const,
  list: (category: FileListTab, page: number, perPage: number) =>
    [...fileKeys.all, "list", category, page, perPage] as const,
  categories: () => [...fileKeys.all, "categories"] as const,
};

type FilePage = z.infer<typeof fileListResponseSchema>;

/** A page of the account's files, newest first, all or of one category. */
export const fileListQuery = (
  category: FileListTab,
  page: number,
  perPage: number,
): UpstreamQuery<typeof fileListResponseSchema, FilePage> => ({
  kind: "query",
  queryKey: fileKeys.list(category, page, perPage),
  path: FILES_PATH,
  params: { category, page, per_page: perPage },
  schema: fileListResponseSchema,
  toData: (body) => body,
});

/** Each category's count and bytes, and the storage against the quota. */
export const fileCategoriesQuery = (): UpstreamQuery<typeof fileCategoriesResponseSchema, FileCategories> => ({
  kind: "query",
  queryKey: fileKeys.categories(),
  path: `${FILES_PATH}/categories`,
  schema: fileCategoriesResponseSchema,
  toData: (body) => body.data,
});
