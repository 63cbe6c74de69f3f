import { describe, expect, it } from 'vitest';
import * as safeUrlModule from './safe-url';
import * as sanitizeModule from './sanitize';
import * as sanitizeHtmlModule from './sanitize-html';

describe('core/sanitize convenience re-export', () => {
  it('re-exports the split modules unchanged', () => {
    expect(sanitizeModule.sanitizeHtml).toBe(sanitizeHtmlModule.sanitizeHtml);
    expect(sanitizeModule.safeUrl).toBe(safeUrlModule.safeUrl);
    expect(sanitizeModule.isAllowedUrl).toBe(safeUrlModule.isAllowedUrl);
  });
});
