import { useLayoutEffect, useRef, type KeyboardEvent } from 'react';
import type { Country as CountryCode } from '../../core/country';
import { shiftIntoViewport, type CountryOption } from './country.logic';

export interface CountryProps {
  current: CountryOption;
  options: readonly CountryOption[];
  /** Country names in the shopper's language. */
  names: Readonly<Record<CountryCode, string>>;
  /** The button's accessible name ('Country: United Kingdom, currency GBP'). */
  buttonLabel: string;
  listLabel: string;
  open: boolean;
  /** Disabled while the page reloads with the chosen locale. */
  busy: boolean;
  onToggle: (open: boolean) => void;
  onChoose: (country: CountryCode) => void;
}

/**
 * The country menu: a disclosure button showing the current country's flag, code and currency,
 * and the list of countries (flag, name, currency), the current one marked, kept on screen.
 * An empty flag (a device that draws flags as letters) is left out.
 * Props only.
 */
export function Country(props: CountryProps) {
  const { current, open } = props;
  const list = useRef<HTMLUListElement>(null);
  // Open, the list stays inside the viewport (a phone's header puts the button mid-screen).
  useLayoutEffect(() => {
    const node = list.current;
    if (!open || !node) return;
    const place = () => {
      node.style.transform = '';
      const shift = shiftIntoViewport(
        node.getBoundingClientRect(),
        document.documentElement.clientWidth,
      );
      node.style.transform = shift ? `translateX(${shift}px)` : '';
    };
    place();
    window.addEventListener('resize', place);
    return () => window.removeEventListener('resize', place);
  }, [open]);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape' || !open) return;
    event.stopPropagation();
    props.onToggle(false);
    event.currentTarget.querySelector<HTMLButtonElement>('.rove-country__button')?.focus();
  };
  return (
    <div className="rove-country" data-country={current.country} onKeyDown={onKeyDown}>
      <button
        type="button"
        className="rove-country__button"
        aria-expanded={open}
        aria-controls="rove-country-list"
        onClick={() => props.onToggle(!open)}
      >
        {current.flag && (
          <span className="rove-country__flag" aria-hidden="true">
            {current.flag}
          </span>
        )}
        {/* The visible code stays in the name (WCAG 2.5.3), after the spoken label. */}
        <span className="rove-country__hidden">{props.buttonLabel} </span>
        <span className="rove-country__code">
          {current.country} · {current.symbol}
        </span>
      </button>
      <ul
        ref={list}
        id="rove-country-list"
        className="rove-country__list"
        aria-label={props.listLabel}
        hidden={!open}
      >
        {props.options.map((option) => {
          const selected = option.country === current.country;
          return (
            <li key={option.country}>
              <button
                type="button"
                className="rove-country__option"
                data-country={option.country}
                aria-current={selected ? 'true' : undefined}
                disabled={props.busy}
                onClick={() => props.onChoose(option.country)}
              >
                {option.flag && (
                  <span className="rove-country__flag" aria-hidden="true">
                    {option.flag}
                  </span>
                )}
                <span className="rove-country__name">{props.names[option.country]}</span>
                <span className="rove-country__currency">
                  {option.currency} ({option.symbol})
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
