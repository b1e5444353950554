import "@testing-library/jest-dom";
import { configure } from "@testing-library/react";

// A screen's answer can take more than the default second to render on a loaded two-core machine
// (the whole suite in parallel with the rest of CI): waits allow 4 s, tests 15 s, so a screen that
// never shows what is awaited still fails, and one that is merely slow does not.
configure({ asyncUtilTimeout: 4_000 });
jest.setTimeout(15_000);

// The root layout renders the element modals are drawn into; components under test get it too.
beforeEach(() => {
  if (typeof document === "undefined" || document.getElementById("modal-root")) return;
  const root = document.createElement("div");
  root.id = "modal-root";
  document.body.appendChild(root);
});
