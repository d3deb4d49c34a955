import { describe, expect, it } from "vitest";
import { redactedUrl } from "./log-redaction.ts";

describe("an address in the log", () => {
  it.each([
    ["/en/news/detail/12", "/en/news/detail/12"],
    ["/en/news?folder=3&page=2", "/en/news?folder=3&page=2"],
    ["/preview/de/news/detail/12?token=1767225600.abcDEF_-", "/preview/de/news/detail/12?token=[Redacted]"],
    ["/preview/en/home?banner=7&token=x.y", "/preview/en/home?banner=7&token=[Redacted]"],
    ["/x?TOKEN=a&Token=b&access_token=c&id_token=d", "/x?TOKEN=[Redacted]&Token=[Redacted]&access_token=[Redacted]&id_token=[Redacted]"],
    ["/x?set-password=abc&password=p&newPassword=q", "/x?set-password=[Redacted]&password=[Redacted]&newPassword=[Redacted]"],
    [
      "/x?secret=s&signature=t&sig=u&key=v&api_key=w&code=y&session=z",
      "/x?secret=[Redacted]&signature=[Redacted]&sig=[Redacted]&key=[Redacted]&api_key=[Redacted]&code=[Redacted]&session=[Redacted]",
    ],
    ["/x?%74oken=encoded&q=kept", "/x?%74oken=[Redacted]&q=kept"],
    ["/x?token", "/x?token=[Redacted]"],
    ["/x?token=a&token=b", "/x?token=[Redacted]&token=[Redacted]"],
    ["/x?%E0%A4%A=bad&token=a", "/x?%E0%A4%A=bad&token=[Redacted]"],
    ["/admin-login#set-password=abc", "/admin-login#[Redacted]"],
    ["/x?q=1#token=abc", "/x?q=1#[Redacted]"],
    ["/search?q=keyword&kind=news", "/search?q=keyword&kind=news"],
  ])("%s is logged as %s", (url, logged) => {
    expect(redactedUrl(url)).toBe(logged);
  });
});
