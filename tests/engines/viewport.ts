/** The page size every journey sees in both engines: a laptop (the desktop header and grids). */
export const VIEWPORT = { width: 1280, height: 800 } as const;
