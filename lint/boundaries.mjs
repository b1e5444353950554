// Which part of the tree may import which: enforced by eslint-plugin-import's no-restricted-paths,
// which resolves every import ("@/…" and relative alike) to its file before it judges it.
import { readdirSync } from "node:fs";

/** Areas with parts of their own under components/; ui and layout are shared by every one. */
const SHARED = ["ui", "layout"];
const areas = readdirSync(new URL("../components", import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !SHARED.includes(entry.name))
  .map((entry) => entry.name);

/** Browser code: everything a page may bundle. */
const BROWSER = ["./components", "./lib/api", "./lib/hooks", "./lib/ui", "./lib/send", "./lib/socket"];

export const boundaryZones = [
  // An area's parts never reach into another area's; what two areas share moves to components/ui.
  ...areas.map((area) => ({
    target: `./components/${area}`,
    from: "./components",
    except: [`./${area}`, ...SHARED.map((shared) => `./${shared}`)],
    message:
      "An area's components import only their own, components/ui and components/layout; move what areas share into components/ui.",
  })),
  {
    target: "./components/ui",
    from: ["./components/layout", "./lib/api"],
    message: "Design-system parts know neither the shell nor the API: take data and mutations as props.",
  },
  {
    target: "./lib",
    from: ["./components", "./app"],
    message: "lib holds rules and data access; it never imports components or pages.",
  },
  {
    target: BROWSER,
    from: ["./lib/bff", "./upstream"],
    message: "Browser code never imports the BFF's server-only modules or the reference upstream.",
  },
  {
    target: ["./app", "./components", "./lib"],
    from: "./upstream",
    message: "The panel never imports the reference upstream: they share lib/contract and the pure rules.",
  },
  {
    target: "./upstream",
    from: ["./components", "./app", "./lib/api", "./lib/bff", "./lib/hooks", "./lib/ui", "./lib/navigation"],
    message: "The reference upstream imports only lib/contract and the panel's pure rules.",
  },
];
