import { useEffect, useRef } from 'react';
import { usePageId } from '../shared/element/use-page-id';
import { BusyButton } from '../shared/controls/BusyButton';
import type { TradeState } from './trade-application.logic';
import { STEP_COUNT, type FieldName, type UploadField } from '../../core/validate/trade/fields';
import type { TradeText } from './trade-application-text';
import type { FieldContext } from './TradeFields';
import { ContactStep, FilesStep, ProfileStep, SurveyStep, type StepProps } from './TradeSteps';

export type TradeView = Pick<
  TradeState,
  'step' | 'completed' | 'values' | 'errors' | 'uploads' | 'status' | 'focus'
>;

export interface TradeApplicationProps {
  state: TradeView;
  text: TradeText;
  onChange: StepProps['onChange'];
  onToggleRegion: (code: string) => void;
  onFile: (field: UploadField, file: File) => void;
  onRemoveFile: (field: UploadField) => void;
  onNext: () => void;
  onPrev: () => void;
  onGo: (step: number) => void;
  onSubmit: () => void;
}

const STEPS = [ContactStep, ProfileStep, FilesStep, SurveyStep];

/**
 * The trade membership application (spec/product.md §4): a step list, the current step's fields,
 * Prev and Next (SUBMIT on the last step), and a confirmation once enrolled. Props in,
 * callbacks out; the view only moves focus where `state.focus` asks.
 */
export function TradeApplication(props: TradeApplicationProps) {
  const { state, text: t } = props;
  const id = usePageId();
  const root = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const lastFocus = useRef(state.focus.seq);

  // Next/Prev move focus to the new step's heading; a refused Next to its first invalid field.
  useEffect(() => {
    if (state.focus.seq === lastFocus.current) return;
    lastFocus.current = state.focus.seq;
    if (state.focus.kind === 'field') {
      const field = root.current?.querySelector<HTMLElement>(`#${id}-${state.focus.field}`);
      if (field) return void field.focus();
    }
    heading.current?.focus();
  }, [state.focus, id]);

  if (state.status === 'done') {
    return (
      <div className="rove-trade" ref={root}>
        <div className="rove-trade__done" role="status">
          <h2 className="rove-trade__heading" tabIndex={-1} ref={heading}>
            {t.doneHeading}
          </h2>
          <p>{t.doneText}</p>
        </div>
      </div>
    );
  }

  const busy = state.status === 'submitting';
  const last = state.step === STEP_COUNT - 1;
  const ctx: FieldContext = {
    id,
    disabled: busy,
    error: (field: FieldName) => {
      const kind = state.errors[field];
      return kind === 'required' ? t.required : kind === 'invalid' ? t.invalid : null;
    },
  };
  const Step = STEPS[state.step] ?? ContactStep;
  return (
    <div className="rove-trade" ref={root}>
      <nav className="rove-trade__nav" aria-label={t.stepsLabel}>
        <ol className="rove-trade__steps">
          {t.steps.map((name, index) => {
            const current = index === state.step;
            const done = index < state.completed;
            const content = (
              <>
                <span className="rove-trade__step-number" aria-hidden="true">
                  {index + 1}
                </span>
                <span className="rove-trade__step-name">
                  {name}
                  {done && !current ? (
                    <span className="rove-visually-hidden"> ({t.completedStep})</span>
                  ) : null}
                </span>
              </>
            );
            const className = `rove-trade__step${current ? ' rove-is-current' : ''}${done ? ' rove-is-done' : ''}`;
            return (
              <li key={name} className={className} aria-current={current ? 'step' : undefined}>
                {!current && index <= state.completed && !busy ? (
                  <button
                    type="button"
                    className="rove-trade__step-button"
                    onClick={() => props.onGo(index)}
                  >
                    {content}
                  </button>
                ) : (
                  <span className="rove-trade__step-button">{content}</span>
                )}
              </li>
            );
          })}
        </ol>
      </nav>
      <form
        className="rove-trade__form"
        noValidate
        aria-labelledby={`${id}-heading`}
        onSubmit={(event) => {
          event.preventDefault();
          if (last) props.onSubmit();
          else props.onNext();
        }}
      >
        <p className="rove-trade__counter">{t.stepOf(state.step + 1, STEP_COUNT)}</p>
        <h2 id={`${id}-heading`} className="rove-trade__heading" tabIndex={-1} ref={heading}>
          {t.steps[state.step]}
        </h2>
        <Step
          ctx={ctx}
          values={state.values}
          text={t}
          uploads={state.uploads}
          onChange={props.onChange}
          onToggleRegion={props.onToggleRegion}
          onFile={props.onFile}
          onRemoveFile={props.onRemoveFile}
        />
        <p className="rove-trade__alert" role="alert">
          {state.status === 'failed' ? t.failed : null}
        </p>
        <div className="rove-trade__actions">
          {state.step > 0 && (
            <button
              type="button"
              className="rove-trade__prev"
              disabled={busy}
              onClick={props.onPrev}
            >
              {t.prev}
            </button>
          )}
          <BusyButton busy={busy} className="rove-trade__next">
            {busy ? t.sending : last ? t.submit : t.next}
          </BusyButton>
        </div>
      </form>
    </div>
  );
}
