import { configure } from '@testing-library/react';

/**
 * `waitFor` and `findBy*` wait for a state up to this long (Testing Library's default is 1 s).
 * A view that renders in slices, one task each, took longer than 1 s in happy-dom while
 * `npm test` shared the two CPUs with a build and a browser: a passing test waits no longer.
 */
configure({ asyncUtilTimeout: 5_000 });
