import type { ReactNode } from "react";

export type Fact = readonly [label: string, value: ReactNode];

/** Label–value pairs as a definition list (each pair in its own group); facts without a value are left out. */
export function FactList({ facts, className, label }: { facts: readonly Fact[]; className: string; label?: string }) {
  return (
    <dl className={className} aria-label={label}>
      {facts
        .filter(([, value]) => Boolean(value))
        .map(([name, value]) => (
          <div key={name}>
            <dt>{name}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </dl>
  );
}
