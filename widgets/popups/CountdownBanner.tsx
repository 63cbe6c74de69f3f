import type { PopupsText } from '../../core/i18n/popups';
import type { CountdownView } from './types';
import { countdownParts, countdownSentence, pad2 } from './countdown-text';
import { CloseButton } from '../shared/controls/CloseButton';
import { usePageId } from '../shared/element/use-page-id';

export interface CountdownBannerProps {
  countdown: CountdownView;
  text: PopupsText;
  onClose: () => void;
}

/**
 * The countdown banner (spec/marketing.md §3, §4): a labelled region with the title, the remaining time
 * as day/hour/minute/second boxes and a close button. The boxes tick every second but are
 * hidden from assistive technology; a polite live region carries the time to the minute
 * instead, so screen readers hear it at most once a minute.
 */
export function CountdownBanner({ countdown, text, onClose }: CountdownBannerProps) {
  const titleId = `${usePageId()}-countdown-title`;
  const { days, hours, minutes, seconds } = countdownParts(countdown.remaining);
  const title = countdown.title.trim() || text.countdownLabel;
  const boxes: Array<[string, string]> = [
    ...(days > 0 ? [[String(days), text.countdownDays] as [string, string]] : []),
    [pad2(hours), text.countdownHours],
    [pad2(minutes), text.countdownMinutes],
    [pad2(seconds), text.countdownSeconds],
  ];
  return (
    <section className="rove-countdown" aria-labelledby={titleId}>
      <div className="rove-countdown__inner">
        <p id={titleId} className="rove-countdown__title">
          {title}
        </p>
        <div className="rove-countdown__time">
          <span className="rove-countdown__prefix" aria-hidden="true">
            {text.countdownEndsIn}
          </span>
          <ol className="rove-countdown__boxes" aria-hidden="true">
            {boxes.map(([value, unit]) => (
              <li key={unit} className="rove-countdown__box">
                <span className="rove-countdown__value">{value}</span>
                <span className="rove-countdown__unit">{unit}</span>
              </li>
            ))}
          </ol>
          <p className="rove-countdown__spoken" role="status" aria-live="polite" aria-atomic="true">
            {countdownSentence(countdown.remaining, text)}
          </p>
        </div>
        <CloseButton
          className="rove-countdown__close"
          label={text.closeCountdown}
          onClick={onClose}
          iconSize={18}
        />
      </div>
    </section>
  );
}
