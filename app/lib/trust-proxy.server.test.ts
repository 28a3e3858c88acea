// @vitest-environment node
import { describe, expect, it } from "vitest";
import { readEnv } from "./env.server";

const trustProxy = (value: string) => readEnv({ TRUST_PROXY: value }).TRUST_PROXY;

describe("TRUST_PROXY", () => {
  it("is off when unset or blank", () => {
    expect(readEnv({}).TRUST_PROXY).toBeUndefined();
    expect(trustProxy("")).toBeUndefined();
  });

  it.each([
    ["1", 1],
    ["2", 2],
    ["5", 5],
    ["2001:db8::/32", ["2001:db8::/32"]],
    ["fc00::/7", ["fc00::/7"]],
    ["127.0.0.1", ["127.0.0.1"]],
    ["10.0.0.0/8, 192.168.1.7", ["10.0.0.0/8", "192.168.1.7"]],
    ["::1", ["::1"]],
    ["fd00::/8,2001:db8::1/128", ["fd00::/8", "2001:db8::1/128"]],
    ["loopback, linklocal, uniquelocal", ["loopback", "linklocal", "uniquelocal"]],
    // IPv4 proxies named in the mapped form, as narrow as an IPv4 range may be.
    ["::ffff:10.0.0.5", ["::ffff:10.0.0.5"]],
    ["::ffff:a00:0/104", ["::ffff:a00:0/104"]],
    ["::ffff:10.0.0.0/104", ["::ffff:10.0.0.0/104"]],
    ["64:ff9b::a00:0/104", ["64:ff9b::a00:0/104"]],
    ["2002:a00::/32", ["2002:a00::/32"]],
  ])("takes %j as %j", (value, expected) => {
    expect(trustProxy(value)).toEqual(expected);
  });

  it.each([
    "true",
    "yes",
    "TRUE",
    "false",
    "0",
    "-1",
    "1.5",
    "01",
    "0.0.0.0/0",
    "::/0",
    "6",
    "999",
    "0.0.0.0/1,128.0.0.0/1",
    "0.0.0.0/1",
    "64.0.0.0/2",
    "1.0.0.0/7",
    "2000::/3",
    "2001:db8::/31",
    "fc00::/6",
    "10.0.0.0/33",
    "fd00::/129",
    "10.0.0.0/8/8",
    "10.0.0.0/",
    "256.0.0.1",
    "example.com",
    "127.0.0.1,",
    "127.0.0.1, true",
    "[::1]",
    "localhost",
    // IPv6 ranges that hold every IPv4 client (or a /1 to /7 of them) in another form.
    "::ffff:0:0/96",
    "::ffff:0.0.0.0/96",
    "::FFFF:0:0/96",
    "::ffff:0:0/100",
    "::/32",
    "::/96",
    "0:0:0:0:0:ffff:0:0/96",
    "64:ff9b::/96",
    "64:ff9b::/32",
    "64:ff9b:1::/48",
    "::ffff:0:0:0/96",
    "2002::/16",
  ])("refuses %j, naming TRUST_PROXY", (value) => {
    expect(() => trustProxy(value)).toThrow(/TRUST_PROXY: must be the number of proxies/);
  });

  it("names the entries it refuses", () => {
    expect(() => trustProxy("10.0.0.1, proxy.internal")).toThrow(/not "proxy.internal"$/m);
  });
});
