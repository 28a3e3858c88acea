import { expect, test } from "@playwright/test";
import { sweepMethods } from "./methods";
import { rawRequest } from "./server-process";

test("every method on every kind of address gets 2xx/3xx/4xx with the security headers", async ({
  baseURL,
}) => {
  test.setTimeout(60_000);
  expect(await sweepMethods(String(baseURL))).toEqual([]);
});

test("TRACE, PUT and WebDAV methods are refused with 405 and the methods that are allowed", async ({
  baseURL,
}) => {
  const origin = String(baseURL);
  const trace = await rawRequest(origin, "TRACE", "/");
  expect(trace.status).toBe(405);
  expect(trace.headers.allow).toBe("GET, HEAD");
  expect(trace.body).toBe("This address does not accept that kind of request.");
  const put = await rawRequest(origin, "PUT", "/contact-us", { headers: { origin }, body: "a=b" });
  expect(put.status).toBe(405);
  expect(put.headers.allow).toBe("GET, HEAD, POST");
  const french = await rawRequest(origin, "PROPFIND", "/fr/nous-joindre");
  expect([french.status, french.body]).toEqual([
    405,
    "Cette adresse n'accepte pas ce type de requête.",
  ]);
  const unknown = await rawRequest(origin, "FROBNICATE", "/");
  expect(unknown.status).toBe(405);
});
