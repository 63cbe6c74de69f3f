import { Fragment } from 'react';
import type { HighlightPart } from '../../core/search/highlight';

/** A highlighted title as text, the matches in <mark> (the service's HTML is never rendered). */
export function Highlighted({ runs }: { runs: readonly HighlightPart[] }) {
  return (
    <>
      {runs.map((run, index) =>
        run.highlighted ? (
          <mark key={index}>{run.text}</mark>
        ) : (
          <Fragment key={index}>{run.text}</Fragment>
        ),
      )}
    </>
  );
}
