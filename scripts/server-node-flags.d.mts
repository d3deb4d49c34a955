/** Node's flags for the server process (decision 0090): see server-node-flags.mjs. */
export declare const SERVER_NODE_FLAGS: readonly string[];
/** The server's Node flags for the Node of `version` (the running one's by default): Node 24's add V8's memory saver (decision 0146). */
export declare function serverNodeFlags(version?: string): string[];
/** The server's environment beside the operator's (decision 0093): see server-node-flags.mjs. */
export declare const SERVER_ENVIRONMENT: Readonly<Record<string, string>>;
/** `SERVER_ENVIRONMENT` under the given environment (the operator's values win). */
export declare function serverEnvironment(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv;
