import { Suspense, useState, type ReactNode } from "react";

/**
 * The takeover of the server's page in several tasks (decision 0127). Preact compares the page
 * it renders with the server's elements in one synchronous pass; on a phone (four times slower
 * than a desktop) a page's 350–630 elements made one task of 120–320 ms, during which a tap waits. A part of the page wrapped in `HydrateLater` is left as the server rendered it (its
 * links are plain anchors that the site's click listener follows, its forms plain forms) and
 * compared in a task of its own, one part per task in the order they were met. The takeover is
 * complete once every part is (`allPartsTakenOver`); only then does the page say so and replay
 * what the visitor did meanwhile (takeover.ts).
 */

interface Turn {
  promise: Promise<void>;
  done: boolean;
}

/** The parts waiting for their task, in the order they were met. */
const waiting: (() => void)[] = [];
/** From the hydration's start until a task finds no part waiting; a step is scheduled meanwhile. */
let takingOver = false;
let whenComplete: Promise<void> = Promise.resolve();
let complete: () => void = () => undefined;

/**
 * Takes one waiting part over per task. A part's elements are compared in the task that resolves
 * its turn (Preact renders the parts that resumed in the microtasks after it); the parts it holds
 * join the queue meanwhile, so that the takeover is complete only in a task that found none waiting.
 */
function step(): void {
  const next = waiting.shift();
  if (next) {
    next();
    setTimeout(step, 0);
    return;
  }
  takingOver = false;
  complete();
}

function nextTurn(): Turn {
  const turn: Turn = { promise: Promise.resolve(), done: false };
  turn.promise = new Promise<void>((resolve) =>
    waiting.push(() => {
      turn.done = true;
      resolve();
    }),
  );
  return turn;
}

/** Called just before the page is hydrated: the parts met from now until the takeover is complete wait for a task of their own. */
export function takeOverInTasks(): void {
  takingOver = true;
  whenComplete = new Promise((resolve) => (complete = resolve));
  setTimeout(step, 0);
}

/** Resolves in the task after the last part was taken over (at once when the page was not hydrated in tasks). */
export function allPartsTakenOver(): Promise<void> {
  return whenComplete;
}

/** Suspends until its turn: Preact keeps the server's element meanwhile, and compares it when the turn comes. */
function WaitForTurn({ turn, children }: { turn: Turn | undefined; children: ReactNode }) {
  if (turn && !turn.done) throw turn.promise;
  return children;
}

/**
 * A part of the page taken over in a task of its own. Its children render one element (the one
 * the server's page holds in its place). Outside the takeover (a navigation, the server, the
 * development server's rendering) it renders its children as they are.
 */
export function HydrateLater({ children }: { children: ReactNode }) {
  // Kept by this component, which is taken over at once: its child suspends and renders again.
  const [turn] = useState(() => (takingOver ? nextTurn() : undefined));
  return (
    <Suspense fallback={null}>
      <WaitForTurn turn={turn}>{children}</WaitForTurn>
    </Suspense>
  );
}
