import { describe, expect, it } from "vitest";
import { germanSpacing } from "./typography.ts";

describe("German spacing", () => {
  it("joins a section sign or a reference to its number or letter", () => {
    expect(germanSpacing("nach § 5 DDG und §§ 43 BRAO")).toBe("nach §\u00a05 DDG und §§\u00a043 BRAO");
    expect(germanSpacing("Art. 6 Abs. 1 lit. f DSGVO")).toBe("Art.\u00a06 Abs.\u00a01 lit.\u00a0f DSGVO");
    expect(germanSpacing("S. 12, Nr. 3, Rn. 7")).toBe("S.\u00a012, Nr.\u00a03, Rn.\u00a07");
  });

  it("joins the letters of a spaced abbreviation with a narrow space", () => {
    expect(germanSpacing("z. B. hier, d. h. dort, i. d. R. immer (u. a. so)")).toBe(
      "z.\u202fB. hier, d.\u202fh. dort, i.\u202fd.\u202fR. immer (u.\u202fa. so)",
    );
  });

  it("leaves other spaces alone, and text already spaced as it is", () => {
    const plain = "Dr. Anna Weber berät Unternehmen. Sie ist Partnerin.";
    expect(germanSpacing(plain)).toBe(plain);
    const spaced = germanSpacing("z. B. § 5");
    expect(germanSpacing(spaced)).toBe(spaced);
  });
});
