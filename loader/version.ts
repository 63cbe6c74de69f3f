/** The SDK version, exposed as `window.Rove.version` (kept equal to package.json by a test). */
export const VERSION = '1.0.0';
