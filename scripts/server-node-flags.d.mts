/** Node's flags for the server process (decision 0090): see server-node-flags.mjs. */
export declare const SERVER_NODE_FLAGS: readonly string[];
