import { DEFAULT_PROGRAMME, type FinancingProgramme } from '../../../../core/financing';
import { logOnce } from '../../../../core/log';
import { check, describeIssue, object, oneOf, optional } from '../../../../core/schema';

const programmeSettings = object({
  programme: optional(oneOf(['standard_3_6_12', 'zero_percent'] as const), DEFAULT_PROGRAMME),
});

/**
 * The financing programme the shop's Affirm settings name (`affirm.programme`,
 * docs/vendors/affirm.md), which sets the rate of the checkout's own estimate: the default
 * (`standard_3_6_12`) without settings, and — logged once — when they are malformed.
 *
 * @example affirmProgramme({ publicKey: 'ABCDEF123', programme: 'zero_percent' }) // 'zero_percent'
 */
export function affirmProgramme(settings: unknown): FinancingProgramme {
  if (settings === undefined) return DEFAULT_PROGRAMME;
  const read = check(programmeSettings, settings);
  if (read.ok) return read.value.programme;
  logOnce(
    'warn',
    'affirm:programme',
    `affirm settings invalid (${describeIssue(read.issue)}): the checkout's estimate uses ${DEFAULT_PROGRAMME}`,
  );
  return DEFAULT_PROGRAMME;
}
