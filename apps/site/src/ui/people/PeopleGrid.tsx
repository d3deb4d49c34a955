import type { Ref } from "react";
import type { PersonCardItem as Person } from "./people-list";
import { PersonCard } from "./PersonCard";
import styles from "./PeopleGrid.module.css";

/** People as a grid of portrait cards, in the server's order (pinned first). */
export function PeopleGrid({
  people,
  headingLevel = 2,
  compact = false,
  listRef,
  className,
}: {
  people: readonly Person[];
  headingLevel?: 2 | 3;
  compact?: boolean;
  listRef?: Ref<HTMLUListElement>;
  className?: string;
}) {
  return (
    <ul ref={listRef} className={className ? `${styles.grid} ${className}` : styles.grid}>
      {people.map((person) => (
        <li key={person.id}>
          <PersonCard person={person} headingLevel={headingLevel} compact={compact} />
        </li>
      ))}
    </ul>
  );
}
