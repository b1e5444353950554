import type { LoadOptions, SelectOption, SelectValue } from "./types";

type PagerStatus = "idle" | "loading" | "ready" | "error";

export interface PagerState<V extends SelectValue> {
  /** The search the loaded pages answer. */
  search: string;
  /** Every loaded page, in order. */
  options: SelectOption<V>[];
  /** The last page that arrived (0 before the first). */
  page: number;
  hasMore: boolean;
  status: PagerStatus;
  error: unknown;
  /** Every option any page has brought, so chosen values keep their labels after a new search. */
  known: ReadonlyMap<V, SelectOption<V>>;
}

/**
 * The pages of a server-backed option list. A plain store (read with useSyncExternalStore) so that
 * loads can start from event handlers and effects alike; an answer that arrives after a newer
 * request (another search, or the list closed) is dropped.
 */
export class OptionPager<V extends SelectValue> {
  private state: PagerState<V> = {
    search: "",
    options: [],
    page: 0,
    hasMore: false,
    status: "idle",
    error: undefined,
    known: new Map(),
  };
  private readonly listeners = new Set<() => void>();
  private requestId = 0;
  private load: LoadOptions<V> | null = null;

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  getSnapshot = (): PagerState<V> => this.state;

  /** Drops what was loaded and fetches page 1 of `search`. */
  start = (load: LoadOptions<V>, search: string) => {
    this.load = load;
    this.fetch(search, 1, []);
  };

  /** Fetches the next page, unless one is loading, the last one failed, or there is none. */
  more = () => {
    const { status, hasMore, search, page, options } = this.state;
    if (status !== "ready" || !hasMore) return;
    this.fetch(search, page + 1, options);
  };

  /** Asks again for the page that failed. */
  retry = () => {
    const { status, search, page, options } = this.state;
    if (status !== "error") return;
    this.fetch(search, page + 1, options);
  };

  /** Forgets any request in flight (the list closed); the label cache stays. */
  stop = () => {
    this.requestId += 1;
    if (this.state.status === "loading") this.set({ status: "idle" });
  };

  private fetch(search: string, page: number, keep: SelectOption<V>[]) {
    const load = this.load;
    if (!load) return;
    const id = ++this.requestId;
    this.set({
      search,
      options: keep,
      page: page - 1,
      hasMore: page === 1 ? false : this.state.hasMore,
      status: "loading",
      error: undefined,
    });
    load({ search, page }).then(
      (answer) => {
        if (id !== this.requestId) return;
        const known = new Map(this.state.known);
        for (const option of answer.options) known.set(option.value, option);
        this.set({
          options: [...keep, ...answer.options],
          page,
          hasMore: answer.hasMore,
          status: "ready",
          known,
        });
      },
      (error: unknown) => {
        if (id !== this.requestId) return;
        this.set({ status: "error", error });
      },
    );
  }

  private set(patch: Partial<PagerState<V>>) {
    this.state = { ...this.state, ...patch };
    for (const listener of this.listeners) listener();
  }
}
