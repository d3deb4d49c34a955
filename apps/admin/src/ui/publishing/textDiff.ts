/**
 * A readable diff of two texts (decision 0035, slice 4: the revision history compares rich text
 * by its text). The texts are cut into words at white space; Chinese and Japanese characters are
 * words of their own, since those languages write no spaces between words, so a changed
 * character there is marked alone. The longest common subsequence of the words keeps what both
 * texts share. Its table grows with the product of the two lengths, so after the common start and
 * end are set aside, a middle longer than `DIFF_WORD_LIMIT` words on either side is shown as
 * wholly changed. White space is not compared: a run of it becomes one space, or a line break when
 * it holds one.
 */

export interface DiffPart {
  kind: "same" | "deleted" | "inserted";
  text: string;
}

/** Words per side, after the common start and end, beyond which a text counts as wholly changed. */
export const DIFF_WORD_LIMIT = 2_000;

interface Word {
  word: string;
  /** The word with the white space before it, as shown. */
  text: string;
}

const WORD = /(\s*)([\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]|[^\s\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]+)/gu;

function wordsOf(text: string): Word[] {
  return Array.from(text.matchAll(WORD), ([, space = "", word = ""]) => ({
    word,
    text: (space.includes("\n") ? "\n" : space ? " " : "") + word,
  }));
}

/** The parts of `before` and `after`: kept, deleted and inserted words in reading order, neighbours of one kind joined. */
export function textDiff(before: string, after: string): DiffPart[] {
  const a = wordsOf(before);
  const b = wordsOf(after);
  let start = 0;
  while (start < a.length && start < b.length && a[start]!.word === b[start]!.word) start++;
  let end = 0;
  while (end < a.length - start && end < b.length - start && a[a.length - 1 - end]!.word === b[b.length - 1 - end]!.word) end++;
  const middleA = a.slice(start, a.length - end);
  const middleB = b.slice(start, b.length - end);
  const parts: DiffPart[] = [];
  const add = (kind: DiffPart["kind"], words: readonly Word[]) => {
    for (const { text } of words) {
      const last = parts.at(-1);
      if (last?.kind === kind) last.text += text;
      else parts.push({ kind, text });
    }
  };
  // A kept word takes the white space before it from whichever text has some, so that it never runs into a changed neighbour.
  const kept = (indexA: number, indexB: number) => (a[indexA]!.text.length >= b[indexB]!.text.length ? a[indexA]! : b[indexB]!);
  add(
    "same",
    a.slice(0, start).map((_, index) => kept(index, index)),
  );
  if (middleA.length > DIFF_WORD_LIMIT || middleB.length > DIFF_WORD_LIMIT) {
    add("deleted", middleA);
    add("inserted", middleB);
  } else {
    for (const [kind, indexA, indexB] of commonSubsequenceSteps(middleA, middleB)) {
      if (kind === "same") add(kind, [kept(start + indexA, start + indexB)]);
      else add(kind, [kind === "deleted" ? middleA[indexA]! : middleB[indexB]!]);
    }
  }
  add(
    "same",
    Array.from({ length: end }, (_, index) => kept(a.length - end + index, b.length - end + index)),
  );
  return parts;
}

/** The steps from `a` to `b` along a longest common subsequence of their words, with the words' indexes; deletions before insertions. */
function commonSubsequenceSteps(a: readonly Word[], b: readonly Word[]): [DiffPart["kind"], number, number][] {
  const width = b.length + 1;
  // lengths[i * width + j]: the longest common subsequence of a[i..] and b[j..] (at most DIFF_WORD_LIMIT).
  const lengths = new Uint16Array((a.length + 1) * width);
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      lengths[i * width + j] =
        a[i]!.word === b[j]!.word
          ? lengths[(i + 1) * width + j + 1]! + 1
          : Math.max(lengths[(i + 1) * width + j]!, lengths[i * width + j + 1]!);
    }
  }
  const steps: [DiffPart["kind"], number, number][] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i]!.word === b[j]!.word) {
      steps.push(["same", i++, j++]);
    } else if (j >= b.length || (i < a.length && lengths[(i + 1) * width + j]! >= lengths[i * width + j + 1]!)) {
      steps.push(["deleted", i++, j]);
    } else {
      steps.push(["inserted", i, j++]);
    }
  }
  return steps;
}
