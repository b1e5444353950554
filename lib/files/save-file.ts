/** Hands a file the page holds to the browser's downloads, under `name`. */
export function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  link.rel = "noopener";
  document.body.append(link);
  link.click();
  link.remove();
  // The download has taken the data once the click is handled; the next task may let it go.
  window.setTimeout(() => URL.revokeObjectURL(url), 0);
}
