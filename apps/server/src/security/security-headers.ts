import type { IncomingMessage, ServerResponse } from "node:http";
import type { FastifyInstance } from "fastify";
import helmet, { type HelmetOptions } from "helmet";

/** The site's and the back office's policy: no inline script, nothing from another site. */
const HELMET_OPTIONS: Readonly<HelmetOptions> = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      // No picture from another site: visitors' addresses are never handed to a third party.
      imgSrc: ["'self'", "data:", "blob:"],
      fontSrc: ["'self'", "data:"],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
  },
  referrerPolicy: { policy: "strict-origin-when-cross-origin" },
};

// Neither web app uses these browser features; no page (or injected content) may ask for them.
const PERMISSIONS_POLICY = [
  "camera=()",
  "microphone=()",
  "geolocation=()",
  "payment=()",
  "usb=()",
  "serial=()",
  "hid=()",
  "midi=()",
  "magnetometer=()",
  "gyroscope=()",
  "accelerometer=()",
  "display-capture=()",
  "browsing-topics=()",
].join(", ");

/**
 * The headers Helmet sets for `options`, worked out once: none of ours depends on the request
 * (no nonce, no directive computed per request). Helmet's middleware is run against a response
 * that only records what it is told to set and remove.
 */
function helmetHeaders(options: Readonly<HelmetOptions>): { set: Record<string, string>; removed: string[] } {
  const set: Record<string, string> = {};
  const removed: string[] = [];
  const recorder = {
    setHeader: (name: string, value: unknown) => void (set[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void removed.push(name.toLowerCase()),
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return { set, removed };
}

/**
 * Every answer's security headers (Helmet's: policy, nosniff, frame and referrer policy; and the
 * permissions policy), set by one hook from headers made at the start. `@fastify/helmet` built
 * Helmet again for every request, parsing the policy each time: 10 % of a cached page's time under
 * load (decision 0129). An answer may still replace one (a served file's stricter policy).
 */
export function addSecurityHeaders(app: FastifyInstance): void {
  const { set: helmets, removed } = helmetHeaders(HELMET_OPTIONS);
  const set = { ...helmets, "permissions-policy": PERMISSIONS_POLICY };
  app.addHook("onRequest", (_request, reply, done) => {
    for (const name of removed) reply.raw.removeHeader(name);
    reply.headers(set);
    done();
  });
}
