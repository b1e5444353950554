export const CODE_READERS_HREF = "/secretary/keywords/list";
export const CREATE_CODE_READER_HREF = "/secretary/keywords/create";

/** A reader's page: its edit form, variables, codes and what it received. */
export const codeReaderHref = (id: number) => `/secretary/keywords/${id}`;
