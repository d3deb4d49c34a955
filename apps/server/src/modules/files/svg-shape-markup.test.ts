import { describe, expect, it } from "vitest";
import { HttpError } from "../../errors.ts";
import { checkSvg, SVG_LIMITS, svgShape } from "./clean-svg.ts";

const svg = (body: string) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48">${body}</svg>`;
/**
 * A processing instruction ends at `?>`, not at its first `>`: here an XML parser reads one
 * instruction, the drawing, and a second instruction whose data is `-->`; a count that ended the
 * first at its `>` would take `<!-- ?>` for the start of a comment and pass over the drawing.
 */
const behindInstruction = (drawing: string) => svg(`<?p x> <!-- ?>${drawing}<?q -->?>`);
const nested = (depth: number) => `${"<g>".repeat(depth)}<rect/>${"</g>".repeat(depth)}`;

describe("svgShape reads processing instructions as an XML parser does", () => {
  it("counts the depth and the elements after an instruction holding a '>'", () => {
    const shape = svgShape(behindInstruction(nested(SVG_LIMITS.depth + 10)));
    expect(shape.depth).toBeGreaterThan(SVG_LIMITS.depth);
    expect(svgShape(behindInstruction("<rect/>".repeat(SVG_LIMITS.nodes + 1))).nodes).toBeGreaterThan(SVG_LIMITS.nodes);
  });

  it("so that checkSvg refuses such a drawing before it is parsed", () => {
    const refusal = (() => {
      try {
        checkSvg(Buffer.from(behindInstruction(nested(4_000))));
        return undefined;
      } catch (error) {
        return error;
      }
    })();
    expect(refusal).toBeInstanceOf(HttpError);
    expect(refusal).toMatchObject({ status: 422 });
  });
});
