import { spawnSync } from "node:child_process";
import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { NODE_24_ALLOCATOR, NODE_24_FLAGS, SERVER_NODE_FLAGS, serverEnvironment, serverNodeFlags } from "./server-node-flags.mjs";

describe("the server process's flags and environment", () => {
  it("bound V8's heap and its young generation, and give glibc's allocator two arenas, unless the operator set another number", () => {
    expect(SERVER_NODE_FLAGS).toContain("--max-old-space-size=256");
    // V8's allocation-site pretenuring off: on Node 24 it kept requests past the young generation (decision 0157).
    expect(SERVER_NODE_FLAGS).toContain("--no-allocation-site-pretenuring");
    const { MALLOC_ARENA_MAX, PATH } = serverEnvironment({ PATH: "/usr/bin" });
    expect([MALLOC_ARENA_MAX, PATH]).toEqual(["2", "/usr/bin"]);
    expect(serverEnvironment({ MALLOC_ARENA_MAX: "4" }).MALLOC_ARENA_MAX).toBe("4");
  });

  it("fix glibc's allocator thresholds on Node 24 only (decision 0149), unless the operator set others", () => {
    const thresholds = ({ MALLOC_MMAP_THRESHOLD_, MALLOC_TRIM_THRESHOLD_ }: NodeJS.ProcessEnv) => [
      MALLOC_MMAP_THRESHOLD_,
      MALLOC_TRIM_THRESHOLD_,
    ];
    expect(thresholds(serverEnvironment({}, "20.19.0"))).toEqual([undefined, undefined]);
    expect(thresholds(serverEnvironment({}, "24.0.0"))).toEqual(["131072", "131072"]);
    expect(thresholds(serverEnvironment({}, "25.2.1"))).toEqual(["131072", "131072"]);
    expect(thresholds(serverEnvironment({ MALLOC_MMAP_THRESHOLD_: "262144" }, "24.0.0"))).toEqual(["262144", "131072"]);
    expect(serverEnvironment({}, "24.0.0").MALLOC_ARENA_MAX).toBe("2");
  });

  it("add V8's memory saver with its own heap growth on Node 24 and later only (decisions 0158, 0159), and keep Maglev on", () => {
    expect(serverNodeFlags("20.19.0")).toEqual([...SERVER_NODE_FLAGS]);
    expect(serverNodeFlags("24.0.0")).toEqual([...SERVER_NODE_FLAGS, ...NODE_24_FLAGS]);
    expect(serverNodeFlags("25.2.1")).toEqual([...SERVER_NODE_FLAGS, ...NODE_24_FLAGS]);
    expect(NODE_24_FLAGS).toEqual(["--memory-saver-mode"]);
    // The saver's own 10 % growth between full collections: 30 % raised the peak by about 13 MB (decision 0159).
    expect(serverNodeFlags("24.0.0").some((flag) => flag.startsWith("--heap-growing-percent"))).toBe(false);
    // Maglev stays on: without it first renders waited longer for optimised code (decision 0155).
    expect(serverNodeFlags("24.0.0")).not.toContain("--no-maglev");
  });

  it("are those docs/deploy.md's unit starts the server with", () => {
    const deploy = fs.readFileSync(new URL("../docs/deploy.md", import.meta.url), "utf8");
    // The unit is written for Node 24, the release a new machine installs; it tells Node 20 what to leave out.
    expect(deploy).toContain(`ExecStart=/usr/bin/node ${serverNodeFlags("24.0.0").join(" ")} apps/server/dist/main.js\n`);
    for (const [name, value] of Object.entries(serverEnvironment({}, "24.0.0"))) expect(deploy).toContain(`Environment=${name}=${value}\n`);
    expect(deploy).toContain(`On Node 20, leave out ${Object.keys(NODE_24_ALLOCATOR).join(" and ")}`);
    expect(deploy).toContain(`and the flag ${NODE_24_FLAGS.join(" ")} (its V8 refuses it`);
  });

  it("reach the process started with them on the running Node", () => {
    const child = spawnSync(
      process.execPath,
      [
        ...serverNodeFlags(),
        "-e",
        "const v8 = require('v8'); let kept = []; for (let i = 0; i < 3e6; i++) { kept.push({ i }); if (kept.length > 2e5) kept = []; } console.log(process.env.MALLOC_ARENA_MAX, process.env.MALLOC_MMAP_THRESHOLD_ ?? '-', v8.getHeapStatistics().heap_size_limit >> 20, v8.getHeapSpaceStatistics().find((space) => space.space_name === 'new_space').space_size >> 20)",
      ],
      { env: serverEnvironment({ PATH: process.env.PATH }), encoding: "utf8" },
    );
    const [arenas, mmapThreshold, heapLimitMb, youngMb] = child.stdout.trim().split(" ");
    expect(arenas).toBe("2");
    expect(mmapThreshold).toBe(Number(process.versions.node.split(".")[0]) >= 24 ? "131072" : "-");
    expect(Number(heapLimitMb)).toBeLessThan(512);
    // Objects that survive a collection or two grow the young generation to its bound: two semi-spaces
    // of 4 MB (V8's default grows to 2 × 16 MB).
    expect(Number(youngMb)).toBeLessThanOrEqual(8);
  });
});
