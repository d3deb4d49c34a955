import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { SERVER_NODE_FLAGS, serverEnvironment } from "./server-node-flags.mjs";

describe("the server process's flags and environment", () => {
  it("bounds V8's heap and gives glibc's allocator two arenas, unless the operator set another number", () => {
    expect(SERVER_NODE_FLAGS).toContain("--max-old-space-size=256");
    const { MALLOC_ARENA_MAX, PATH } = serverEnvironment({ PATH: "/usr/bin" });
    expect([MALLOC_ARENA_MAX, PATH]).toEqual(["2", "/usr/bin"]);
    expect(serverEnvironment({ MALLOC_ARENA_MAX: "4" }).MALLOC_ARENA_MAX).toBe("4");
  });

  it("reaches the process started with them", () => {
    const child = spawnSync(
      process.execPath,
      [...SERVER_NODE_FLAGS, "-e", "console.log(process.env.MALLOC_ARENA_MAX, require('v8').getHeapStatistics().heap_size_limit >> 20)"],
      { env: serverEnvironment({ PATH: process.env.PATH }), encoding: "utf8" },
    );
    const [arenas, heapLimitMb] = child.stdout.trim().split(" ");
    expect(arenas).toBe("2");
    expect(Number(heapLimitMb)).toBeLessThan(512);
  });
});
