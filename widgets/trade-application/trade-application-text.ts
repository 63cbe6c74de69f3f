import { countryName } from '../../core/country-codes';
import { commonMessages } from '../../core/i18n/common';
import { tradeMessages } from '../../core/i18n/trade';
import { translatePlural, translator } from '../../core/i18n/translate';
import {
  COMPANY_TYPES,
  EMPTY_VALUES,
  SURVEY_HEARD,
  TRADE_COUNTRIES,
  type Choice,
  type FieldName,
} from '../../core/validate/trade/fields';
import type { UploadProblem } from '../../core/validate/trade/rules';

/**
 * Every text of the application in a locale, from core/i18n's trade table ('SUBMIT', the step
 * names and ours) and the common 'Required' and 'Invalid' (spec/product.md §4, §5, §8). The table is
 * English only: the specification gives no Korean for this form, and a missing language reads English.
 *
 * @example tradeApplicationText('en').submit // 'SUBMIT'
 * @example tradeApplicationText('en').labels.companyName // 'Company name'
 */
export function tradeApplicationText(locale = 'en') {
  const t = translator(tradeMessages, locale);
  const common = translator(commonMessages, locale);
  const fields = Object.keys(EMPTY_VALUES) as FieldName[];
  return {
    heading: t('heading'),
    steps: [t('stepContact'), t('stepBusinessProfile'), t('stepFiles'), t('stepSurvey')],
    stepOf: (number: number, total: number) => t('stepOf', { number, total }),
    stepsLabel: t('stepsLabel'),
    completedStep: t('completedStep'),
    welcome: t('welcome'),
    labels: Object.fromEntries(fields.map((field) => [field, t(`field.${field}`)])) as Readonly<
      Record<FieldName, string>
    >,
    choose: t('choose'),
    chooseCountryFirst: t('chooseCountryFirst'),
    serviceLocal: t('serviceLocal'),
    serviceRegions: t('serviceRegions'),
    businessCard: t('businessCard'),
    businessCardHint: t('businessCardHint'),
    licence: t('licence'),
    licenceHint: t('licenceHint'),
    fileHint: t('fileHint'),
    filesNotKept: t('filesNotKept'),
    uploading: (name: string) => t('uploading', { name }),
    uploaded: (name: string, size: string) => t('uploaded', { name, size }),
    removeFile: (name: string) => t('removeFile', { name }),
    remove: t('remove'),
    yes: t('yes'),
    no: t('no'),
    countries: TRADE_COUNTRIES.map((country): Choice => [country, countryName(country, locale)]),
    companyTypes: COMPANY_TYPES.map((value): Choice => [value, t(`companyType.${value}`)]),
    surveyHeard: SURVEY_HEARD.map((value): Choice => [value, t(`heard.${value}`)]),
    /** A file's size: whole kilobytes (1 at least), or megabytes to one decimal from 1 MB. */
    fileSize: (bytes: number) =>
      bytes >= 1024 * 1024
        ? t('sizeMb', { size: (bytes / (1024 * 1024)).toFixed(1) })
        : t('sizeKb', { size: Math.max(1, Math.round(bytes / 1024)) }),
    uploadProblem: (problem: UploadProblem | 'server') => t(`upload.${problem}`),
    sending: t('sending'),
    failed: t('failed'),
    doneHeading: t('doneHeading'),
    doneText: t('doneText'),
    errorsOnStep: (count: number) =>
      translatePlural(
        tradeMessages,
        { one: 'errorsOnStepOne', other: 'errorsOnStep' },
        count,
        locale,
      ),
    next: t('next'),
    prev: t('prev'),
    submit: t('submit'),
    required: common('required'),
    invalid: common('invalid'),
  };
}

export type TradeText = ReturnType<typeof tradeApplicationText>;
