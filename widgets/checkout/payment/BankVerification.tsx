import { bankVerificationMessages } from '../../../core/i18n/bank-verification';
import { pageLanguageTag } from '../../../core/i18n/language-tag';
import { translator } from '../../../core/i18n/translate';
import { getSettings } from '../../../core/settings/settings';
import { usePageId } from '../../shared/element/use-page-id';
import type { BankVerification as Verification } from './stripe.logic';

// The placed order that waits for its bank account (docs/vendors/stripe.md "Outcomes"): a chunk
// of its own, with its texts, fetched only when a shopper meets it (PaymentView's
// LazyBankVerification).

/**
 * The day Stripe expects a verification deposit, in the page's language tag (pageLanguageTag:
 * the one the vendors' widgets get) as its long date: 'December 2, 2026', '2026년 12월 2일'.
 *
 * @example depositDate(Date.UTC(2026, 11, 2, 12), 'ko') // '2026년 12월 2일'
 */
export function depositDate(epochMs: number, languageTag: string): string {
  return new Intl.DateTimeFormat(languageTag, { dateStyle: 'long' }).format(new Date(epochMs));
}

const focusOnMount = (heading: HTMLHeadingElement | null) => heading?.focus();

/**
 * What happens next and Stripe's page to verify the account on, in place of any way to pay
 * again. Its heading takes focus as it appears, so a screen reader hears the change of step.
 *
 * @example <BankVerificationView url="https://payments.stripe.com/microdeposit/pacs_1" arrivalDate={null} />
 */
export function BankVerificationView({ url, arrivalDate }: Verification) {
  const { locale, country } = getSettings();
  const t = translator(bankVerificationMessages, locale);
  const id = usePageId();
  return (
    <section className="rove-payment rove-payment--verify" aria-labelledby={`${id}-verify`}>
      <h3
        className="rove-payment__verify-title"
        id={`${id}-verify`}
        tabIndex={-1}
        ref={focusOnMount}
      >
        {t('verifyTitle')}
      </h3>
      <p>{t('verifyPlaced')}</p>
      <p>
        {arrivalDate === null
          ? t('verifyDepositSoon')
          : t('verifyDeposit', {
              date: depositDate(arrivalDate, pageLanguageTag(locale, country)),
            })}
      </p>
      {url ? (
        <a className="rove-payment__verify-link" href={url}>
          {t('verifyLink')}
        </a>
      ) : null}
      <p className="rove-payment__verify-email">{t('verifyByEmail')}</p>
    </section>
  );
}
