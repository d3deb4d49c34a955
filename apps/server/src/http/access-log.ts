import { LogController, type FastifyReply, type FastifyRequest } from "fastify";

/**
 * The request log (decision 0154): one line a request at `info`, written when its answer has been
 * sent, naming the request (method, redacted address, host, client), its status and its time, as
 * a web server's access log does. Fastify's own controller writes two lines a request, one on
 * arrival and one on completion; under load each line is an object graph, a JSON string and a
 * write of its own, and the second line said nothing the first did not but the status and time.
 * The arrival line is kept at `debug`: with `LOG_LEVEL=debug` a request that never completes can
 * still be seen arriving.
 *
 * `unlogged(request)` names the requests no line is written for (a rendered page's own API calls,
 * which are part of the page's request).
 */
export class AccessLog extends LogController {
  constructor(unlogged: (request: FastifyRequest) => boolean) {
    super({ disableRequestLogging: unlogged });
  }

  override incomingRequest(request: FastifyRequest): void {
    if (this.isLogDisabled(request)) return;
    request.log.debug({ req: request }, "incoming request");
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, "request errored");
    else reply.log.info(line, "request completed");
  }
}
