/**
 * Stored-XSS payloads for the browser half of the XSS checks: a representative subset of the
 * server's list (apps/server/src/security/xss-payloads.ts), chosen for the ways a payload that
 * survived sanitising would run in a real page: script tags, error/load handlers, script URLs in
 * every encoding, frames, focus/toggle/animation/pointer handlers, style tricks and the
 * mutation-XSS classics. Each one sets `window.__xss` or calls `alert` when it runs. As in the
 * server's list, their pictures are uploads that do not exist (`/api/upload/x.png`): they fail to
 * load like the classics' `x`, and the server does not refuse them as pictures from another site.
 */
export const BROWSER_XSS_PAYLOADS: readonly string[] = [
  // Script elements.
  "<script>window.__xss=1</script>",
  "<SCRIPT>alert(1)</SCRIPT>",
  "<scr<script>ipt>window.__xss=1</scr</script>ipt>",
  "<svg><script>window.__xss=1</script></svg>",
  // Handlers that run as soon as the element loads or fails to.
  "<img src=/api/upload/x.png onerror=alert(1)>",
  '<img src=/api/upload/x.png onerror="window.__xss=1">',
  "<IMG SRC=/api/upload/x.png OnErRoR=window.__xss=1>",
  '<img/src="/api/upload/x.png"/onerror=window.__xss=1>',
  "<img src=/api/upload/x.png onerror=&#97;&#108;&#101;&#114;&#116;(1)>",
  "<img src=/api/upload/x.png onerror=eval(atob('d2luZG93Ll9feHNzPTE='))>",
  "<img src=/api/upload/x.png onerror=alert`1`>",
  "<svg onload=alert(1)>",
  "<svg/onload=window.__xss=1>",
  "<svg><animate onbegin=window.__xss=1 attributeName=x dur=1s>",
  "<video src=x onerror=window.__xss=1></video>",
  "<body onload=window.__xss=1>",
  // Frames and plugins.
  '<iframe srcdoc="<script>parent.__xss=1</script>"></iframe>',
  '<iframe src="javascript:parent.__xss=1"></iframe>',
  '<object data="data:text/html;base64,PHNjcmlwdD5wYXJlbnQuX194c3M9MTwvc2NyaXB0Pg=="></object>',
  '<embed src="data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIG9ubG9hZD0iYWxlcnQoMSkiLz4=">',
  // Script URLs, in various encodings.
  '<a href="javascript:window.__xss=1">js link</a>',
  '<a href="JaVaScRiPt:alert(1)">mixed-case link</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">entity link</a>',
  '<a href="java&#x0A;script:alert(1)">newline link</a>',
  '<a href="javascript&colon;alert(1)">colon-entity link</a>',
  '<a href="data:text/html,<script>alert(1)</script>">data link</a>',
  '<svg><a xlink:href="javascript:window.__xss=1"><text x=20 y=20>svg link</text></a></svg>',
  "<form><button formaction=javascript:window.__xss=1>submit</button></form>",
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  // Handlers that need a user (or an autofocus, an open attribute or an animation).
  '<a onmouseover="window.__xss=1">hover link</a>',
  "<a href=x onfocus=window.__xss=1 autofocus tabindex=1>focus link</a>",
  "<p onclick=window.__xss=1 onmouseover=window.__xss=1>paragraph with handlers</p>",
  "<input autofocus onfocus=window.__xss=1>",
  "<details open ontoggle=window.__xss=1><summary>details</summary>toggled</details>",
  '<div onanimationstart=window.__xss=1 style="animation-name:spin;animation-duration:1s">animated</div>',
  '<div onpointerover=window.__xss=1 style="position:fixed;inset:0;z-index:9999">overlay</div>',
  "<xss id=x tabindex=1 onfocusin=window.__xss=1>custom element</xss>",
  // Style-based.
  '<p style="background:url(javascript:alert(1))">styled paragraph</p>',
  '<style>*{background:url("javascript:alert(1)")}</style>',
  // Mutation XSS and breaking out of the markup.
  '<noscript><p title="</noscript><img src=/api/upload/x.png onerror=window.__xss=1>">',
  '<!--<img src="--><img src=/api/upload/x.png onerror=window.__xss=1//">',
  "<math><mtext><table><mglyph><style><img src=/api/upload/x.png onerror=window.__xss=1>",
  '<svg></p><style><a id="</style><img src=/api/upload/x.png onerror=window.__xss=1>">',
  '<form><math><mtext></form><form><mglyph><svg><mtext><style><path id="</style><img onerror=window.__xss=1 src>">',
  "'\"><img src=/api/upload/x.png onerror=alert(1)>",
];
