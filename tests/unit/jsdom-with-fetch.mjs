import { TestEnvironment } from "jest-environment-jsdom";

/** Node's own web APIs that jsdom leaves out; with them the panel's real HTTP client runs in tests. */
const NODE_WEB_APIS = ["fetch", "Request", "Response", "Headers", "ReadableStream", "TextEncoder", "TextDecoder"];

/**
 * jsdom plus Node's fetch classes, so a test can replace `fetch` itself (the network boundary)
 * and everything above it (ky, schemas, error mapping) runs as in the browser.
 */
export default class JsdomWithFetchEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of NODE_WEB_APIS) {
      if (this.global[name] === undefined) this.global[name] = globalThis[name];
    }
    // As in a browser, a relative URL ("/api/...") is read against the page's address.
    const page = this.global;
    const NodeRequest = globalThis.Request;
    page.Request = class PageRequest extends NodeRequest {
      constructor(input, init) {
        super(typeof input === "string" ? new URL(input, page.location.href).href : input, init);
      }
    };
  }
}
