import type { FastifyReply, FastifyRequest } from "fastify";
import { describe, expect, it, vi } from "vitest";
import { AccessLog } from "./access-log.ts";

/** A request and its reply whose logger records what it is asked to write. */
function loggedRequest() {
  const log = { debug: vi.fn(), info: vi.fn(), error: vi.fn() };
  const request = { log } as unknown as FastifyRequest;
  const reply = { log, elapsedTime: 12.5 } as unknown as FastifyReply;
  return { log, request, reply };
}

describe("AccessLog", () => {
  it("writes a request whose answer failed as one line at error, with the request, the answer, its time and the error", () => {
    const { log, request, reply } = loggedRequest();
    const failure = new Error("premature close");
    new AccessLog(() => false).requestCompleted(failure, request, reply);
    expect(log.error).toHaveBeenCalledExactlyOnceWith({ req: request, res: reply, responseTime: 12.5, err: failure }, "request errored");
    expect(log.info).not.toHaveBeenCalled();
  });

  it("writes no line, neither on arrival nor on answer, for a request it is told not to log", () => {
    const { log, request, reply } = loggedRequest();
    const unlogged = new AccessLog((logged) => logged === request);
    unlogged.incomingRequest(request);
    unlogged.requestCompleted(undefined, request, reply);
    unlogged.requestCompleted(new Error("closed"), request, reply);
    expect([log.debug, log.info, log.error].map((write) => write.mock.calls.length)).toEqual([0, 0, 0]);
  });
});
