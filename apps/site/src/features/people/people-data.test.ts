import { describe, expect, it } from "vitest";
import { readPeopleQuery } from "./people-data";

describe("the people search in the address", () => {
  it("reads the keyword, the three filters and the page", () => {
    expect(readPeopleQuery(new URLSearchParams("keyword=%20muller%20&jobId=3&practiceAreaId=7&office=2&page=3"))).toEqual({
      keyword: "muller",
      jobId: 3,
      practiceAreaId: 7,
      office: 2,
      page: 3,
    });
  });

  it("ignores what is not an id and starts at the first page", () => {
    expect(readPeopleQuery(new URLSearchParams("jobId=abc&office=-1&page=0"))).toEqual({
      keyword: "",
      jobId: undefined,
      practiceAreaId: undefined,
      office: undefined,
      page: 1,
    });
  });

  it("drops control characters from the keyword, which no name contains and the server refuses", () => {
    expect(readPeopleQuery(new URLSearchParams("keyword=%00Wang%01%0A")).keyword).toBe("Wang");
  });
});
