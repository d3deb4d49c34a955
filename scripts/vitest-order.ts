/** What the run order needs to know of a test file. */
export interface FileToOrder {
  /** Its Vitest project's name. */
  project: string;
  /** Whether its project runs each file in a module registry of its own (`isolate: true`). */
  isolated: boolean;
  /** Its environment (node, happy-dom). */
  environment: string;
}

/**
 * The order the test files run in, from Vitest's (project by project; within one, the longest or
 * largest files first): the isolated projects' files before the others, and each project's files
 * of one environment together, each group in Vitest's order.
 *
 * Isolated first: Vitest puts a project's `-isolated` part after it, and the last part, the unit
 * tests' isolated files, holds the CPU pool's tests (20 to 60 s, worker threads and child processes
 * started again and again), which then ran alone on one worker while the other had nothing left.
 * The last files are now the shared-registry unit tests, many and short.
 *
 * Environments together: a worker that shares its module registry is kept for the next file only
 * when that file has the same environment; in the unit project, where the back office's happy-dom
 * files and the node files came mixed, a worker was ended and a new one loaded React, Ant Design or
 * the server again at nearly every other file.
 */
export function inRunOrder<File>(files: File[], describe: (file: File) => FileToOrder): File[] {
  const projectPlace = new Map<string, number>();
  const described = files.map((file, index) => {
    const facts = describe(file);
    if (!projectPlace.has(facts.project)) projectPlace.set(facts.project, index);
    return { file, index, ...facts };
  });
  return described
    .sort(
      (a, b) =>
        Number(b.isolated) - Number(a.isolated) ||
        projectPlace.get(a.project)! - projectPlace.get(b.project)! ||
        a.environment.localeCompare(b.environment) ||
        a.index - b.index,
    )
    .map(({ file }) => file);
}
