/** jsdom cannot navigate: each attempt is reported to the console as "navigation not implemented". */
export function countNavigations() {
  const spy = jest.spyOn(console, "error").mockImplementation(() => undefined);
  return {
    count: () =>
      spy.mock.calls.filter(([first]) => String((first as Error)?.message ?? first).includes("navigation")).length,
    restore: () => spy.mockRestore(),
  };
}
