// A stand-in for the image process (src/images/image-worker.ts) in tests of how the server lives
// with its child (decision 0109): `echo` answers its input and the child's process id, `hang`
// never answers, and every other task (the real ones among them) kills the child at once, as a
// crash of libvips or the kernel's out-of-memory killer would. It says it is ready as `serveTasks`
// does, after TASK_FIXTURE_START_MS (none unless set), as a child loading its modules on a busy machine.
setTimeout(
  () => {
    process.on("message", ({ id, task, input }) => {
      if (task === "echo") process.send({ id, ok: true, value: { pid: process.pid, input } });
      else if (task !== "hang") process.kill(process.pid, "SIGKILL");
    });
    process.send({ ready: true });
  },
  Number(process.env.TASK_FIXTURE_START_MS ?? 0),
);
process.on("disconnect", () => process.exit(0));
