import {
  EMPTY_VALUES,
  STEP_COUNT,
  STEP_FIELDS,
  stepOf,
  type FieldName,
  type TradeValues,
  type UploadField,
  type UploadRef,
} from '../../core/validate/trade/fields';
import {
  validateAll,
  validateStep,
  type FieldErrors,
  type UploadProblem,
} from '../../core/validate/trade/rules';
import { firstWithError, withoutErrors } from '../shared/forms/field-errors.logic';

// The four-step form as a reducer (spec/product.md §4): Next validates the step then advances, Prev goes
// back, completed steps are clickable, the last step submits. The hook runs the calls; the view
// renders the state and moves focus where `focus` says.

/** Where the view should move focus after an action (seq changes each time it should). */
export type FocusRequest =
  | { seq: number; kind: 'heading' }
  | { seq: number; kind: 'field'; field: FieldName }
  | { seq: number; kind: 'none' };

/** An upload's progress; absent when nothing is under way and nothing failed. */
export type UploadState =
  { status: 'uploading'; name: string } | { status: 'failed'; problem: UploadProblem | 'server' };

export type SubmitStatus = 'editing' | 'submitting' | 'failed' | 'done';

export interface TradeState {
  /** The step shown, 0-based. */
  step: number;
  /** How many steps from the first have passed their check (those are clickable). */
  completed: number;
  values: TradeValues;
  errors: FieldErrors;
  uploads: Partial<Record<UploadField, UploadState>>;
  status: SubmitStatus;
  focus: FocusRequest;
}

export function initialTradeState(
  saved?: { values: TradeValues; step: number; completed: number } | null,
): TradeState {
  const completed = Math.max(0, Math.min(STEP_COUNT - 1, saved?.completed ?? 0));
  return {
    step: Math.max(0, Math.min(completed, saved?.step ?? 0)),
    completed,
    values: saved?.values ?? EMPTY_VALUES,
    errors: {},
    uploads: {},
    status: 'editing',
    focus: { seq: 0, kind: 'none' },
  };
}

export type TradeAction =
  | { type: 'set'; field: FieldName; value: TradeValues[FieldName] }
  | { type: 'toggle-region'; code: string }
  | { type: 'next' }
  | { type: 'prev' }
  | { type: 'go'; step: number }
  | { type: 'submit' }
  | { type: 'upload-start'; field: UploadField; name: string }
  | { type: 'upload-done'; field: UploadField; file: UploadRef }
  | { type: 'upload-failed'; field: UploadField; problem: UploadProblem | 'server' }
  | { type: 'upload-remove'; field: UploadField }
  | { type: 'refused'; errors: FieldErrors }
  | { type: 'failed' }
  | { type: 'done' };

// Errors that a change of one field resolves besides its own: the rules that read it.
const CLEARS: Partial<Record<FieldName, readonly FieldName[]>> = {
  country: ['province', 'serviceRegions', 'postalCode'],
  companyType: ['companyTypeOther'],
  serviceArea: ['serviceRegions'],
  businessCardFile: ['businessCardUrl'],
  licenceFile: ['association', 'membershipNumber'],
};

function focusOn(state: TradeState, kind: 'heading' | 'field', field?: FieldName): FocusRequest {
  const seq = state.focus.seq + 1;
  return kind === 'field' && field ? { seq, kind, field } : { seq, kind: 'heading' };
}

/** The step's errors replace what was shown for that step (the others stay). */
function withStepErrors(state: TradeState, step: number, stepErrors: FieldErrors): FieldErrors {
  return { ...withoutErrors(state.errors, STEP_FIELDS[step] ?? []), ...stepErrors };
}

function firstField(step: number, errors: FieldErrors): FieldName | undefined {
  return firstWithError(STEP_FIELDS[step] ?? [], errors);
}

/** Validates steps from..to-1; advances to `to` or stops at the first step with an error. */
function advance(state: TradeState, to: number): TradeState {
  for (let step = state.step; step < to; step += 1) {
    const stepErrors = validateStep(step, state.values);
    if (Object.keys(stepErrors).length > 0) {
      return {
        ...state,
        step,
        errors: withStepErrors(state, step, stepErrors),
        focus: focusOn(state, 'field', firstField(step, stepErrors)),
      };
    }
  }
  return {
    ...state,
    step: to,
    completed: Math.max(state.completed, to),
    errors: withStepErrors(state, to - 1, {}),
    focus: focusOn(state, 'heading'),
  };
}

function setValue(state: TradeState, field: FieldName, value: TradeValues[FieldName]): TradeState {
  let values = { ...state.values, [field]: value } as TradeValues;
  // The province list switches by country (spec/product.md §4): the old choices mean nothing now.
  if (field === 'country' && value !== state.values.country)
    values = { ...values, province: '', serviceRegions: [] };
  return {
    ...state,
    values,
    errors: withoutErrors(state.errors, [field, ...(CLEARS[field] ?? [])]),
    status: state.status === 'failed' ? 'editing' : state.status,
  };
}

const locked = (state: TradeState) => state.status === 'submitting' || state.status === 'done';

export function tradeReducer(state: TradeState, action: TradeAction): TradeState {
  if (locked(state) && !['refused', 'failed', 'done'].includes(action.type)) {
    // Uploads that finish while the application is being sent still land.
    if (!action.type.startsWith('upload-')) return state;
  }
  switch (action.type) {
    case 'set':
      return setValue(state, action.field, action.value);
    case 'toggle-region': {
      const regions = state.values.serviceRegions;
      const next = regions.includes(action.code)
        ? regions.filter((code) => code !== action.code)
        : [...regions, action.code];
      return setValue(state, 'serviceRegions', next);
    }
    case 'next':
      return state.step < STEP_COUNT - 1 ? advance(state, state.step + 1) : state;
    case 'prev':
      return state.step > 0
        ? { ...state, step: state.step - 1, focus: focusOn(state, 'heading') }
        : state;
    case 'go': {
      const target = action.step;
      if (target === state.step || target < 0 || target > state.completed) return state;
      if (target < state.step) return { ...state, step: target, focus: focusOn(state, 'heading') };
      return advance(state, target);
    }
    case 'submit': {
      const { firstInvalid, errors } = validateAll(state.values);
      if (firstInvalid >= 0) {
        return {
          ...state,
          step: firstInvalid,
          errors,
          focus: focusOn(state, 'field', firstField(firstInvalid, errors)),
        };
      }
      return { ...state, errors: {}, status: 'submitting' };
    }
    case 'upload-start':
      return {
        ...state,
        uploads: { ...state.uploads, [action.field]: { status: 'uploading', name: action.name } },
      };
    case 'upload-done': {
      const next = setValue(state, action.field, action.file);
      const uploads = { ...state.uploads };
      delete uploads[action.field];
      return { ...next, uploads, status: state.status };
    }
    case 'upload-failed':
      return {
        ...state,
        uploads: {
          ...state.uploads,
          [action.field]: { status: 'failed', problem: action.problem },
        },
      };
    case 'upload-remove': {
      const uploads = { ...state.uploads };
      delete uploads[action.field];
      return { ...setValue(state, action.field, null), uploads };
    }
    case 'refused': {
      // The server's field errors (422): shown on the fields, on the first step that has one.
      const fields = Object.keys(action.errors) as FieldName[];
      const step = Math.min(...fields.map(stepOf).filter((at) => at >= 0), STEP_COUNT - 1);
      return {
        ...state,
        status: 'editing',
        step,
        errors: action.errors,
        focus: focusOn(state, 'field', firstField(step, action.errors)),
      };
    }
    case 'failed':
      return { ...state, status: 'failed' };
    case 'done':
      return { ...state, status: 'done', focus: focusOn(state, 'heading') };
  }
}
