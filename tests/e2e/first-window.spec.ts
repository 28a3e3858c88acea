import { get } from "node:http";
import { expect, test } from "@playwright/test";
import { prerenderPaths } from "../../app/content/routes-table";
import { localizePath } from "../../app/i18n/paths";
import { insightsPages } from "./insights-data";

/**
 * What a new connection delivers before it waits for an acknowledgement: ten TCP segments of
 * 1,460 bytes (RFC 6928), response headers included. A page whose compressed document and headers
 * fit is painted one round trip after its request; one byte more costs a round trip, 150 ms in
 * Lighthouse's model of a phone (issue #23, docs/decisions/0016 and 0018).
 */
const FIRST_WINDOW = 10 * 1460;

/** Every prerendered page in both languages, and every published article and listing. */
const pages = [
  ...prerenderPaths().flatMap((path) => [path, localizePath(path, "fr")]),
  ...insightsPages.map((entry) => entry.path),
];

/** The bytes a page's response puts on the wire: status line, headers and compressed body. */
function bytesOnTheWire(url: string): Promise<{ headers: number; body: number }> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { "Accept-Encoding": "br, gzip" } }, (response) => {
      const { rawHeaders, statusCode, statusMessage } = response;
      let headers = `HTTP/1.1 ${statusCode} ${statusMessage}\r\n`.length + 2;
      for (let i = 0; i < rawHeaders.length; i += 2) {
        headers += `${rawHeaders[i]}: ${rawHeaders[i + 1]}\r\n`.length;
      }
      let body = 0;
      response.on("data", (chunk: Buffer) => {
        body += chunk.length;
      });
      response.on("end", () => resolve({ headers, body }));
      response.on("error", reject);
    }).on("error", reject);
  });
}

test("every page's document travels with its headers in the first window", async ({ baseURL }) => {
  test.setTimeout(120_000);
  const over: string[] = [];
  for (const path of new Set(pages)) {
    const { headers, body } = await bytesOnTheWire(`${baseURL}${path}`);
    expect(body, path).toBeGreaterThan(1000);
    if (headers + body > FIRST_WINDOW) over.push(`${path}: ${headers} + ${body} bytes`);
  }
  expect(over).toEqual([]);
});
