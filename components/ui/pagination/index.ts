export { Pagination } from "./pagination";
export { PageButtons } from "./page-buttons";
export { PageSizeSelect } from "./page-size-select";
