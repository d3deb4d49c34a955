/** Node's flags for the server process (decision 0090): see server-node-flags.mjs. */
export declare const SERVER_NODE_FLAGS: readonly string[];
/** V8's memory saver and the heap's growth the server takes on Node 24 (decision 0158): see server-node-flags.mjs. */
export declare const NODE_24_FLAGS: readonly string[];
/** `SERVER_NODE_FLAGS`, with `NODE_24_FLAGS` on Node 24 or later (the running Node's unless given). */
export declare function serverNodeFlags(nodeVersion?: string): string[];
/** The server's environment beside the operator's (decision 0093): see server-node-flags.mjs. */
export declare const SERVER_ENVIRONMENT: Readonly<Record<string, string>>;
/** glibc's allocator thresholds the server takes on Node 24 (decision 0149): see server-node-flags.mjs. */
export declare const NODE_24_ALLOCATOR: Readonly<Record<string, string>>;
/** `SERVER_ENVIRONMENT`, with `NODE_24_ALLOCATOR` on Node 24 or later, under the given environment (the operator's values win). */
export declare function serverEnvironment(env: NodeJS.ProcessEnv, nodeVersion?: string): NodeJS.ProcessEnv;
