import { createLoader, type LoaderInput, type ParserMap } from "nuqs/server";

/** A page's query as the server receives it (Next's `searchParams`), or any form nuqs reads. */
export type UrlSearch = LoaderInput;

/** What `parsers` read from the query, exactly as the browser's `useQueryStates` with them reads it. */
export const readUrl = <P extends ParserMap>(parsers: P, search: UrlSearch) => createLoader(parsers)(search);
