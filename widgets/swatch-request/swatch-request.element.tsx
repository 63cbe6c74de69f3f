import { useMemo } from 'react';
import { logOnce } from '../../core/log';
import { getSettings } from '../../core/settings/settings';
import { createRoveElement, type ElementProps } from '../shared/element/define-element';
import { useDropServerFallback } from '../shared/element/drop-server-fallback';
import { readSwatchConfig, SWATCH_SETTINGS_KEY, type SwatchRequestConfig } from './swatch-config';
import { SwatchRequest, SwatchRequestUnavailable } from './SwatchRequest';
import swatchRequestCss from './swatch-request.css?raw';
import { swatchRequestText } from './swatch-request-text';
import { useSwatchRequest } from './useSwatchRequest';

/** Attributes of <rove-swatch-request>: none; the swatches come from settings.swatch_request (README.md). */
export type SwatchRequestAttributes = ElementProps;

function Ready({
  config,
  basePath,
  locale,
  container,
}: {
  config: SwatchRequestConfig;
  basePath: string;
  locale: string;
  container: HTMLElement | undefined;
}) {
  const { state, ...handlers } = useSwatchRequest({ config, basePath, host: container });
  const text = useMemo(() => swatchRequestText(locale, config.limit), [locale, config.limit]);
  return (
    <SwatchRequest
      {...state}
      swatches={config.swatches}
      limit={config.limit}
      countries={config.countries}
      {...handlers}
      text={text}
    />
  );
}

/** The page's settings read into a config (or the reason it cannot be), then the page. */
export function ConnectedSwatchRequest({ container }: SwatchRequestAttributes) {
  const settings = getSettings();
  useDropServerFallback(container, 'rove-swatch-request');
  const result = useMemo(
    () =>
      readSwatchConfig(
        settings.extra[SWATCH_SETTINGS_KEY],
        window.location.origin,
        settings.country,
      ),
    [settings],
  );
  if (result.issues.length > 0) {
    logOnce(
      result.ok ? 'warn' : 'error',
      'swatch-request:settings',
      `${SWATCH_SETTINGS_KEY} setting: ${result.ok ? 'some values ignored' : 'unusable'}`,
      result.issues,
    );
  }
  if (!result.ok) {
    return <SwatchRequestUnavailable message={swatchRequestText(settings.locale, 1).unavailable} />;
  }
  return (
    <Ready
      config={result.config}
      basePath={settings.basePath}
      locale={settings.locale}
      container={container}
    />
  );
}

/** The <rove-swatch-request> element class (no side effects: define.ts registers it). */
export function createSwatchRequestElement(): CustomElementConstructor {
  return createRoveElement<SwatchRequestAttributes>('rove-swatch-request', ConnectedSwatchRequest, {
    props: {},
    styles: { 'rove-swatch-request': swatchRequestCss },
  });
}
