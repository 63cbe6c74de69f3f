import { findTarget, targetArgs, type EngineDriver, type Target, type TargetRead } from './driver';

// What a journey reads in the page, through the one in-page finder the drivers act with.

function read(driver: EngineDriver, target: Target, what: TargetRead): Promise<unknown> {
  return driver.evaluate(findTarget, ...targetArgs(target, what));
}

/** Whether a visible element matches the target. */
export const isShown = (driver: EngineDriver, target: Target) =>
  read(driver, target, 'shown') as Promise<boolean>;

/** The target's text, spaces collapsed (null when it is not shown). */
export const textOf = (driver: EngineDriver, target: Target) =>
  read(driver, target, 'text') as Promise<string | null>;

/** A form control's value (null when it is not shown). */
export const valueOf = (driver: EngineDriver, target: Target) =>
  read(driver, target, 'value') as Promise<string | null>;

export const isChecked = (driver: EngineDriver, target: Target) =>
  read(driver, target, 'checked') as Promise<boolean | null>;

export const attributeOf = (driver: EngineDriver, target: Target, name: string) =>
  read(driver, target, `@${name}`) as Promise<string | null>;

/** How many elements match, shown or not. */
export const countOf = (driver: EngineDriver, css: string) =>
  driver.evaluate((selector: string) => document.querySelectorAll(selector).length, css);

/** The texts of every element that matches, spaces collapsed. */
export const textsOf = (driver: EngineDriver, css: string) =>
  driver.evaluate(
    (selector: string) =>
      [...document.querySelectorAll(selector)].map((element) =>
        (element.textContent ?? '').replace(/\s+/g, ' ').trim(),
      ),
    css,
  );

/** The address shown, from the path on: '/search/products/sofa/'. */
export async function pathOf(driver: EngineDriver): Promise<string> {
  const url = new URL(await driver.url());
  return decodeURI(url.pathname) + url.search;
}

export interface SentRequest {
  url: string;
  /** When it started, on the page's clock (performance.now()). */
  startTime: number;
}

/**
 * The requests this page has made to URLs containing `part`, from its resource timing: the one
 * record of the network both engines' drivers share.
 */
export const requestsTo = (driver: EngineDriver, part: string) =>
  driver.evaluate(
    (fragment: string) =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.includes(fragment))
        .map((entry) => ({ url: entry.name, startTime: entry.startTime })),
    part,
  ) as Promise<SentRequest[]>;
