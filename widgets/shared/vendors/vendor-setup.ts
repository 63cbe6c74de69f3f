import type { Country } from '../../../core/country';
import { logOnce } from '../../../core/log';
import { resolveAllowedUrl } from '../../../core/sanitize/safe-url';
import { check, type Schema } from '../../../core/schema';

// What the messaging providers (Affirm, Klarna) share in turning their settings into a setup:
// the same page facts, the same "off" and the same rule for where their script may come from.

/** The page a provider's setup is for. */
export interface VendorPage {
  country: Country;
  locale: string;
  origin: string;
}

/** Off: no settings (silently), a shop the provider does not serve, or a problem to log. */
export interface VendorOff {
  on: false;
  problem?: string;
}

/** A provider's settings as they must look: each names its script (a same-origin copy or the provider's own). */
interface ScriptSettings {
  scriptUrl: string;
}

export interface VendorSettingsRule<T extends ScriptSettings> {
  /** The settings key ('affirm'), named in the problem. */
  key: string;
  /** The provider as the problem names it ('Affirm'). */
  provider: string;
  schema: Schema<T>;
  /** The provider's script when the settings name none. */
  defaultScript: (settings: T) => string;
  providerHosts: readonly string[];
}

/**
 * A served shop's provider settings, validated, with the script they may load: the site's own
 * copy or one from the provider's hosts, never anywhere else. Anything else is off, with why.
 *
 * @example vendorSettings(extra['klarna'], 'https://shop.example', klarnaRule) // { on: true, settings, script }
 */
export function vendorSettings<T extends ScriptSettings>(
  raw: unknown,
  origin: string,
  rule: VendorSettingsRule<T>,
): { on: true; settings: T; script: URL } | VendorOff {
  if (raw === undefined || raw === null) return { on: false };
  const read = check(rule.schema, raw);
  if (!read.ok) return { on: false, problem: `settings.${rule.key} is malformed` };
  const script = resolveAllowedUrl(read.value.scriptUrl || rule.defaultScript(read.value), {
    origin,
    providerHosts: rule.providerHosts,
  });
  if (!script) {
    const problem = `settings.${rule.key}.scriptUrl is neither the site’s nor ${rule.provider}’s`;
    return { on: false, problem };
  }
  return { on: true, settings: read.value, script };
}

/**
 * True when the setup is on; an off one's problem is logged once under `{key}:settings`, so a
 * page whose settings went wrong says so while it keeps its own estimate.
 */
export function vendorIsOn<S extends { on: true } | VendorOff>(
  setup: S,
  key: string,
): setup is Exclude<S, VendorOff> {
  if (setup.on) return true;
  if (setup.problem) logOnce('warn', `${key}:settings`, setup.problem);
  return false;
}
