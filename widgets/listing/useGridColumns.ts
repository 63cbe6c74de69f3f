import { useLayoutEffect, useState } from 'react';
import { COOKIE } from '../../core/storage/cookie-names';
import { writeSiteCookie } from '../../core/settings/site-cookies';
import { readCookie } from '../../core/storage/cookies';
import { GRID_COOKIE_DAYS, parseGridSize, type GridSize } from './listing.logic';

/** The grid's columns: the shopper's choice, kept in the grid cookie (spec/shell.md §4 'Grid size'). */
export function useGridColumns(grid: HTMLElement): readonly [GridSize, (size: GridSize) => void] {
  const [columns, setColumns] = useState<GridSize>(() => parseGridSize(readCookie(COOKIE.grid)));

  // Before paint, so the grid never shows 4 columns first when the cookie says 6.
  useLayoutEffect(() => {
    grid.dataset['columns'] = String(columns);
  }, [grid, columns]);

  const changeColumns = (size: GridSize) => {
    setColumns(size);
    writeSiteCookie(COOKIE.grid, String(size), { days: GRID_COOKIE_DAYS });
  };
  return [columns, changeColumns];
}
