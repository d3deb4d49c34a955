import {
  API_BASE,
  EDIT_TAG_HEADERS,
  OK_MESSAGE,
  editStampsOf,
  editTagOf,
  type Access,
  type Endpoint,
  type EndpointOutput,
  type Envelope,
} from "@lawfirm/contract";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import { forbidden, invalidRequest, unauthorized } from "../errors.ts";
import { message, type Message } from "../i18n/messages.ts";
import type { AdminSession } from "./admin-session.ts";
import { toFieldProblem, toFieldProblems } from "./validation.ts";

declare module "fastify" {
  interface FastifyContextConfig {
    /** The endpoint's declared access, checked by the admin guard before the handler (plugins/auth.ts). */
    access?: Access;
  }
}

export interface HandlerContext<E extends Endpoint> {
  params: z.output<E["params"]>;
  query: z.output<E["query"]>;
  body: z.output<E["body"]>;
  request: FastifyRequest;
  reply: FastifyReply;
  /** The signed-in administrator; throws 401 when there is none. */
  readonly admin: AdminSession;
  /** The request's `If-Match`: the edit tag the writer read the item with (decision 0050); undefined when it sent none. */
  ifMatch: string | undefined;
  /**
   * Names the one language version the call changed, for the audit log: a publishing call's body
   * names a version or a revision, its answer every version of the item.
   */
  auditVersion(version: AuditedVersion): void;
  /**
   * Says in words what the call changed, for the audit log, where the names read from the call say
   * too little (a setting's old and new value, a right granted); written in the request's language.
   */
  auditSummary(summary: readonly Message[]): void;
}

/** A language version a call changed: its row's id and its language. */
export interface AuditedVersion {
  id: number;
  lang: string;
}

export type Handler<E extends Endpoint> = (context: HandlerContext<E>) => Promise<EndpointOutput<E>>;

/** How a handler's endpoint reads its input, beyond the contract's schemas. */
export interface HandlerOptions<E extends Endpoint> {
  /**
   * The body's schema for these params, where its checks depend on stored data (the fields an
   * event asks for, decision 0106): the body is parsed with it instead of the contract's, so that
   * one answer names every problem. It throws what the call answers when the params name nothing.
   */
  bodyFor?: (params: z.output<E["params"]>) => Promise<z.ZodType<z.output<E["body"]>>>;
}

/**
 * Most items of any array in a request. Each list of the contract states its own, far lower,
 * maximum (50 at most), which zod checks before it reads the items; this cap is the second line,
 * for an array that a schema would otherwise read (and report on) item by item.
 */
const MAX_ARRAY_ITEMS = 1_000;
/** Most fields of any object in a request: the contract's largest object has a few dozen. */
const MAX_OBJECT_KEYS = 200;
/** Deeper than any input the contract describes; zod reads no deeper either. */
const MAX_INSPECTED_DEPTH = 32;

interface RefusedValue {
  path: PropertyKey[];
  problem: Message;
}

/**
 * The first thing in a request that no schema should have to read: a NUL character (PostgreSQL
 * cannot store one in text), an array longer or an object wider than any request needs. One walk over the input;
 * `path` is where the walk is (one array, extended and shortened as it goes).
 */
function findRefusedValue(value: unknown, path: PropertyKey[] = []): RefusedValue | undefined {
  if (typeof value === "string")
    return value.includes("\u0000") ? { path: [...path], problem: message("validation.nulCharacter") } : undefined;
  if (path.length > MAX_INSPECTED_DEPTH || value === null || typeof value !== "object") return undefined;
  if (Array.isArray(value)) {
    if (value.length > MAX_ARRAY_ITEMS) return { path: [...path], problem: message("validation.maxItems", { max: MAX_ARRAY_ITEMS }) };
    for (let index = 0; index < value.length; index += 1) {
      const found = findRefusedIn(value[index], index, path);
      if (found) return found;
    }
    return undefined;
  }
  // Counted before anything is read: an object of 100,000 fields is refused at once.
  const keys = Object.keys(value);
  if (keys.length > MAX_OBJECT_KEYS) return { path: [...path], problem: message("validation.maxFields", { max: MAX_OBJECT_KEYS }) };
  for (const key of keys) {
    const found = findRefusedIn((value as Record<string, unknown>)[key], key, path);
    if (found) return found;
  }
  return undefined;
}

function findRefusedIn(item: unknown, key: PropertyKey, path: PropertyKey[]): RefusedValue | undefined {
  path.push(key);
  const found = findRefusedValue(item, path);
  path.pop();
  return found;
}

function parseOrThrow<S extends z.ZodType>(schema: S, location: string, input: unknown): z.output<S> {
  const refused = findRefusedValue(input);
  if (refused) throw invalidRequest([toFieldProblem(location, refused.path, input, refused.problem)]);
  // The messages are worded after parsing (toFieldProblems), in the language of the request.
  const parsed = schema.safeParse(input, { reportInput: true });
  if (parsed.success) return parsed.data;
  throw invalidRequest(toFieldProblems(location, parsed.error.issues, input));
}

/** The input of one call made within another (`EndpointRegistrar.run`), before validation. */
export interface InnerCallInput {
  params?: unknown;
  query?: unknown;
  body?: unknown;
  /** The edit tag the item was read with (`If-Match`); none for a call within another. */
  ifMatch?: string | undefined;
}

export interface EndpointRegistrar {
  <E extends Endpoint>(endpoint: E, handler: Handler<E>, options?: HandlerOptions<E>): void;
  /**
   * Calls a registered endpoint's handler within another call of the back office (a bulk action's
   * row, decision 0056), as if the same account had called it alone: its right checked (403), its
   * input validated (400), its audit entry written once it succeeded. Throws what the call would
   * have answered as an error.
   */
  run<E extends Endpoint>(
    endpoint: E,
    input: InnerCallInput,
    outer: { request: FastifyRequest; reply: FastifyReply },
  ): Promise<EndpointOutput<E>>;
}

/**
 * A handler's context, one per call: a class, whose `admin` getter is its prototype's. As an object
 * literal with a getter of its own, each call's context had V8 make a getter and setter pair in the
 * old generation, which held the getter, and through its closure the whole request, alive through
 * every young collection until a full one found the pair dead: about 1.4 KB a request promoted, a
 * full collection every half second under load (decision 0157).
 */
class HandlerCall<E extends Endpoint> implements HandlerContext<E> {
  version: AuditedVersion | undefined;
  summary: readonly Message[] | undefined;

  constructor(
    readonly params: z.output<E["params"]>,
    readonly query: z.output<E["query"]>,
    readonly body: z.output<E["body"]>,
    readonly request: FastifyRequest,
    readonly reply: FastifyReply,
    readonly ifMatch: string | undefined,
  ) {}

  get admin(): AdminSession {
    if (!this.request.adminSession) throw unauthorized();
    return this.request.adminSession;
  }

  // Fields, not methods: handlers take them out of the context (`({ auditSummary }) => …`).
  readonly auditVersion = (changed: AuditedVersion) => {
    this.version = changed;
  };

  readonly auditSummary = (changes: readonly Message[]) => {
    this.summary = changes;
  };
}

/** A call whose handler succeeded, with its parsed input and its answer, before the answer is sent. */
export interface CompletedCall {
  endpoint: Endpoint;
  request: FastifyRequest;
  params: unknown;
  query: unknown;
  body: unknown;
  output: unknown;
  /** The language version the handler named as changed (`auditVersion`). */
  version?: AuditedVersion;
  /** What the handler said the call changed (`auditSummary`). */
  summary?: readonly Message[];
}

export interface RegistrarOptions {
  /** Check every answer against the contract's result schema (tests). */
  validateResponses?: boolean;
  /** Sees every write before its handler runs (what the headline figures were, decision 0139). */
  beforeWrite?: (call: Pick<CompletedCall, "endpoint" | "request">) => Promise<void>;
  /** Sees every successful write (the audit log, docs/decisions/0026); must not throw. Reads are not shown to it. */
  afterWrite: (call: CompletedCall) => Promise<void>;
}

/**
 * Registers contract endpoints on a Fastify instance: params, query and body are validated
 * against the contract's schemas, and the handler's value is wrapped in the envelope.
 * With `validateResponses`, answers are checked against the result schema too (tests).
 * `beforeWrite` runs before a write's handler, `afterWrite` once it has succeeded, before the
 * answer goes out.
 */
export function endpointRegistrar(app: FastifyInstance, options: RegistrarOptions): EndpointRegistrar {
  const handlers = new Map<Endpoint, { handler: Handler<Endpoint>; options: HandlerOptions<Endpoint> }>();

  /** Validates the input, runs the handler and reports the success; the answer's wrapping is the caller's. */
  const perform = async (endpoint: Endpoint, input: InnerCallInput, request: FastifyRequest, reply: FastifyReply) => {
    const registered = handlers.get(endpoint);
    if (!registered) throw new Error(`${endpoint.method} ${endpoint.path} is not registered`);
    const { handler, options: handling } = registered;
    const hasBody = !(endpoint.body instanceof z.ZodUndefined) && !endpoint.multipart;
    const params = parseOrThrow(endpoint.params, "params", input.params ?? {});
    const query = parseOrThrow(endpoint.query, "query", input.query ?? {});
    const bodySchema = hasBody ? ((await handling.bodyFor?.(params)) ?? endpoint.body) : undefined;
    const body = bodySchema ? parseOrThrow(bodySchema, "body", input.body) : undefined;
    const call = new HandlerCall(params, query, body, request, reply, input.ifMatch);
    const isWrite = endpoint.method !== "GET";
    if (isWrite) await options.beforeWrite?.({ endpoint, request });
    const output = await handler(call);
    if (isWrite) {
      await options.afterWrite({ endpoint, request, params, query, body, output, version: call.version, summary: call.summary });
    }
    return output;
  };

  const register = <E extends Endpoint>(endpoint: E, handler: Handler<E>, handling: HandlerOptions<E> = {}) => {
    handlers.set(endpoint, { handler: handler as unknown as Handler<Endpoint>, options: handling as unknown as HandlerOptions<Endpoint> });
    app.route({
      method: endpoint.method,
      url: `${API_BASE}${endpoint.path}`,
      config: { access: endpoint.access },
      // No HEAD beside a back-office GET: the specification's sign-out is a GET, and a HEAD (which
      // runs the GET's handler) would sign out too. Public reads keep theirs, for crawlers and caches.
      exposeHeadRoute: endpoint.access === "public",
      // Uploads stream past Fastify's body parsing; the multipart plugin keeps their own size limit.
      ...(endpoint.multipart ? {} : { bodyLimit: endpoint.bodyLimit }),
      handler: async (request, reply) => {
        const output = await perform(
          endpoint,
          {
            params: request.params,
            query: request.query,
            body: request.body,
            ifMatch: request.headers[EDIT_TAG_HEADERS.sent] || undefined,
          },
          request,
          reply,
        );
        const envelope: Envelope<unknown> = endpoint.paged
          ? { status: 200, message: OK_MESSAGE, ...(output as { result: unknown; pageable: Envelope<unknown>["pageable"] }) }
          : { status: 200, message: OK_MESSAGE, result: output ?? null };
        if (endpoint.editTag) reply.header(EDIT_TAG_HEADERS.answered, editTagOf(editStampsOf(output)));
        if (options.validateResponses) {
          const checked = endpoint.result.safeParse(envelope.result);
          if (!checked.success)
            throw new Error(`Answer of ${endpoint.method} ${endpoint.path} breaks the contract: ${checked.error.message}`);
        }
        return reply.code(200).send(envelope);
      },
    });
  };

  const run = async <E extends Endpoint>(endpoint: E, input: InnerCallInput, outer: { request: FastifyRequest; reply: FastifyReply }) => {
    const session = outer.request.adminSession;
    if (!session) throw unauthorized();
    // The guard's check (plugins/auth.ts) for the endpoint called within: its right, as declared.
    if (endpoint.access !== "public" && !session.rights.has(endpoint.access))
      throw forbidden(message("rights.refused", { role: session.roleName }));
    return (await perform(endpoint, input, outer.request, outer.reply)) as EndpointOutput<E>;
  };

  return Object.assign(register, { run });
}
