import type { ReactNode } from 'react';

/** One term and its value in a description list (`<dl>`), grouped so a grid lays them out as one cell. */
export function Term({ term, value }: { term: string; value: ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{value}</dd>
    </div>
  );
}
