import {
  CHUNK_RELOAD_KEY,
  decideChunkReload,
  isChunkLoadError,
  reloadForChunkError,
  resetChunkReloads,
} from "@/components/layout/chunk-reload";

function chunkError() {
  const error = new Error("Loading chunk 742 failed.\n(error: http://localhost:3000/_next/static/chunks/742.js)");
  error.name = "ChunkLoadError";
  return error;
}

describe("reloading after a failed page download", () => {
  it("recognises the browsers' ways of saying a chunk failed to load", () => {
    expect(isChunkLoadError(chunkError())).toBe(true);
    expect(isChunkLoadError(new TypeError("Failed to fetch dynamically imported module: /_next/x.js"))).toBe(true);
    expect(isChunkLoadError(new Error("Loading chunk app/dashboard failed"))).toBe(true);
    expect(isChunkLoadError(new Error("Cannot read properties of undefined"))).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });

  it("reloads up to three times, then gives up", () => {
    expect(decideChunkReload(chunkError(), 0)).toEqual({ reload: true, nextCount: 1 });
    expect(decideChunkReload(chunkError(), 2)).toEqual({ reload: true, nextCount: 3 });
    expect(decideChunkReload(chunkError(), 3)).toEqual({ reload: false });
  });

  it("never reloads for an ordinary render error", () => {
    expect(decideChunkReload(new Error("boom"), 0)).toEqual({ reload: false });
  });

  it("counts reloads across page loads and starts afresh after a page renders", () => {
    const reload = jest.fn();
    for (let i = 0; i < 3; i++) expect(reloadForChunkError(chunkError(), sessionStorage, reload)).toBe(true);
    expect(reloadForChunkError(chunkError(), sessionStorage, reload)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(3);
    expect(sessionStorage.getItem(CHUNK_RELOAD_KEY)).toBe("3");

    resetChunkReloads(sessionStorage);
    expect(reloadForChunkError(chunkError(), sessionStorage, reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(4);
  });
});
