/** How far an upload's bytes have gone: 0 to 1. */
export type UploadProgressListener = (fraction: number) => void;

/**
 * A `fetch` for the API client that sends through XMLHttpRequest, whose upload reports its
 * progress (fetch reports none). Answers a `Response` as fetch would; rejects as fetch does when
 * the network fails or the signal aborts.
 */
export function fetchWithUploadProgress(onProgress: UploadProgressListener): typeof fetch {
  return (input, init = {}) =>
    new Promise<Response>((resolve, reject) => {
      const request = new XMLHttpRequest();
      request.open(init.method ?? "GET", String(input));
      request.withCredentials = init.credentials !== "omit";
      request.responseType = "blob";
      for (const [name, value] of new Headers(init.headers).entries()) request.setRequestHeader(name, value);
      request.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
      };
      request.onload = () => {
        const headers = new Headers();
        for (const line of request.getAllResponseHeaders().trim().split(/\r?\n/)) {
          const colon = line.indexOf(":");
          if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
        }
        onProgress(1);
        resolve(new Response(request.response as Blob, { status: request.status, statusText: request.statusText, headers }));
      };
      request.onerror = () => reject(new TypeError("Network request failed"));
      request.ontimeout = request.onerror;
      const signal = init.signal;
      if (signal) {
        if (signal.aborted) {
          reject(signal.reason as Error);
          return;
        }
        signal.addEventListener("abort", () => {
          request.abort();
          reject(signal.reason as Error);
        });
      }
      request.send((init.body as XMLHttpRequestBodyInit | null | undefined) ?? null);
    });
}
