import { markdownTable, writeQualityPart } from '../helpers/quality-report';

/** One journey's outcome in one engine, for docs/QUALITY.md. */
export interface JourneyOutcome {
  name: string;
  passed: boolean;
  seconds: number;
}

const HEADER = {
  heading: '## Engines: Firefox ESR and WebKitGTK',
  intro:
    'The shopper journeys of issue 23 driven in the production build served by the demo host ' +
    '(`npm run test:engines`, tests/engines/): each passes only if what the shopper sees matches ' +
    'and the page recorded no uncaught error, rejection, console.error or CSP violation.',
};

/** Writes this engine's part of the `engines` fragment (the other engine writes its own). */
export function writeEngineQuality(label: string, outcomes: readonly JourneyOutcome[]): void {
  const part = label.split(' ')[0]?.toLowerCase() ?? label;
  const rows = outcomes.map((o) => [
    o.name,
    o.passed ? 'passed' : '**failed**',
    o.seconds.toFixed(1),
  ]);
  writeQualityPart(
    'engines',
    part,
    HEADER,
    `### ${label}\n\n${markdownTable(['Journey', 'Result', 's'], rows)}`,
  );
}
