import "@testing-library/jest-dom";

// The root layout renders the element modals are drawn into; components under test get it too.
beforeEach(() => {
  if (typeof document === "undefined" || document.getElementById("modal-root")) return;
  const root = document.createElement("div");
  root.id = "modal-root";
  document.body.appendChild(root);
});
