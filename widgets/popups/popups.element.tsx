import { useMemo } from 'react';
import { popupsText } from '../../core/i18n/popups';
import { getSettings } from '../../core/settings/settings';
import { createRoveElement, type ElementProps } from '../shared/element/define-element';
import { Popups } from './Popups';
import { parsePopupsConfig } from './popups-config';
import popupsCss from './popups.css?raw';
import { usePopups } from './usePopups';

/** Attributes of <rove-popups> (see README.md). */
export interface PopupsAttributes extends ElementProps {
  /**
   * Space-separated popup ids this instance runs (e.g. a campaign page's own sign-up);
   * absent = every popup of the settings, and the countdown banner.
   */
  only?: string;
}

/** `only="a b"` → ['a', 'b']; absent or blank → null (all). */
export function parseOnly(only: string | undefined): string[] | null {
  const ids = (only ?? '').split(/\s+/).filter(Boolean);
  return ids.length > 0 ? ids : null;
}

function ConnectedPopups({ only, container }: PopupsAttributes) {
  const settings = getSettings();
  const config = useMemo(
    () => parsePopupsConfig(settings.extra['popups'], location.origin),
    [settings],
  );
  const text = useMemo(() => popupsText(settings.locale), [settings.locale]);
  const view = usePopups({
    config,
    country: settings.country,
    basePath: settings.basePath,
    loggedIn: settings.flags.loggedIn,
    host: container,
    only: parseOnly(only),
  });
  return <Popups {...view} text={text} />;
}

/** The <rove-popups> element class (no side effects: define.ts registers it). */
export function createPopupsElement(): CustomElementConstructor {
  return createRoveElement<PopupsAttributes>('rove-popups', ConnectedPopups, {
    props: { only: 'string' },
    styles: { 'rove-popups': popupsCss },
  });
}
