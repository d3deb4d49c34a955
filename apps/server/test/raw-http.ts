import net from "node:net";

export interface RawAnswer {
  status: number;
  /** Header names in lower case; a repeated header's last value. */
  headers: Record<string, string>;
  body: string;
}

/**
 * Sends a request's bytes exactly as given to a listening server and reads its answer until the
 * server closes the connection (send `Connection: close`, or HTTP/1.0). For what a test client would
 * tidy up first: `inject` and `fetch` parse the address (`/\x` becomes `/x`, tabs go), fill in a Host.
 */
export function rawRequest(port: number, head: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: "127.0.0.1", port });
    let answer = "";
    socket.setEncoding("utf8");
    socket.on("data", (chunk: string) => (answer += chunk));
    socket.on("error", reject);
    socket.on("end", () => {
      const [top = "", body = ""] = answer.split(/\r\n\r\n([\s\S]*)/);
      const [statusLine = "", ...lines] = top.split("\r\n");
      const headers: Record<string, string> = {};
      for (const line of lines) {
        const colon = line.indexOf(":");
        headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
      }
      resolve({ status: Number(statusLine.split(" ")[1]), headers, body });
    });
    // Not end(): a client that half-closes may see its connection dropped before a slow answer.
    socket.write(head);
  });
}
