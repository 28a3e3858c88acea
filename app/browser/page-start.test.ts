import { afterEach, describe, expect, it, vi } from "vitest";
import { sliceAfterInput } from "./page-start.mjs";

const realSetImmediate = globalThis.setImmediate;

describe("React's slices after pending input (sliceAfterInput)", () => {
  afterEach(() => {
    globalThis.setImmediate = realSetImmediate;
    vi.unstubAllGlobals();
  });

  it("gives React's scheduler a setImmediate that continues after scheduler.yield()", async () => {
    let yielded = 0;
    vi.stubGlobal("scheduler", { yield: async () => void yielded++ });
    Reflect.deleteProperty(globalThis, "setImmediate");
    sliceAfterInput();
    const calls: unknown[][] = [];
    globalThis.setImmediate((...args: unknown[]) => calls.push(args), "a", 2);
    expect(calls).toEqual([]);
    await new Promise((done) => realSetImmediate(done));
    expect(yielded).toBe(1);
    expect(calls).toEqual([["a", 2]]);
  });

  it("leaves React its own where the browser cannot yield, or a setImmediate exists", () => {
    vi.stubGlobal("scheduler", undefined);
    Reflect.deleteProperty(globalThis, "setImmediate");
    sliceAfterInput();
    expect("setImmediate" in globalThis).toBe(false);

    globalThis.setImmediate = realSetImmediate;
    vi.stubGlobal("scheduler", { yield: async () => {} });
    sliceAfterInput();
    expect(globalThis.setImmediate).toBe(realSetImmediate);
  });
});
