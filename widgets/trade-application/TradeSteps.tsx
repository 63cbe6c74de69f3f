import { REGIONS } from '../../core/validate/trade/regions';
import type { UploadState } from './trade-application.logic';
import {
  NUMBER_FIELDS,
  SURVEY_TEXT_MAX,
  UPLOAD_ACCEPT,
  type Choice,
  type FieldName,
  type NumberKind,
  type TradeValues,
  type UploadField,
} from '../../core/validate/trade/fields';
import type { TradeText } from './trade-application-text';
import {
  ChoiceGroup,
  SelectField,
  TextField,
  useFieldControl,
  fieldId,
  type FieldContext,
} from './TradeFields';
import {
  errorIdOf,
  FieldError as SharedFieldError,
  hintIdOf,
  useFormControl,
} from '../shared/forms/form-field';

// The four steps' fields (spec/product.md §3 'Trade application'), one component per step.

export interface StepProps {
  ctx: FieldContext;
  values: TradeValues;
  text: TradeText;
  uploads: Partial<Record<UploadField, UploadState>>;
  onChange: <F extends FieldName>(field: F, value: TradeValues[F]) => void;
  onToggleRegion: (code: string) => void;
  onFile: (field: UploadField, file: File) => void;
  onRemoveFile: (field: UploadField) => void;
}

/** What every field of the form takes from its name: its label, its value and its change. */
function wired(props: StepProps, field: FieldName) {
  return {
    ctx: props.ctx,
    field,
    label: props.text.labels[field],
    value: props.values[field] as string,
    onChange: (value: string) => props.onChange(field, value),
  };
}

function text(
  props: StepProps,
  field: FieldName,
  extra: Partial<Parameters<typeof TextField>[0]> = {},
) {
  return <TextField {...wired(props, field)} {...extra} />;
}

/**
 * A number field: a text input with the phone keyboard of its kind (digits; digits and a point).
 * Not type="number": its value is '' for what it cannot parse ('2,5', '12 projects'), so the
 * rule would say 'Required' where something was typed, and a mouse wheel changes it.
 */
function number(props: StepProps, field: FieldName, kind: NumberKind) {
  return text(props, field, { inputMode: kind === 'whole-number' ? 'numeric' : 'decimal' });
}

/** A list of `choices` for `field` ('Choose…' first). */
function select(
  props: StepProps,
  field: FieldName,
  choices: readonly Choice[],
  extra: Partial<Parameters<typeof SelectField>[0]> = {},
) {
  return (
    <SelectField
      {...wired(props, field)}
      choices={choices}
      placeholder={props.text.choose}
      {...extra}
    />
  );
}

/** One of `choices` for `field`, as radio buttons under its label. */
function radios(
  props: StepProps,
  field: 'country' | 'serviceArea' | 'taxExempt',
  choices: readonly Choice[],
) {
  return (
    <ChoiceGroup
      ctx={props.ctx}
      field={field}
      legend={props.text.labels[field]}
      choices={choices}
      value={props.values[field]}
      onChange={(value) => props.onChange(field, value as TradeValues[typeof field])}
    />
  );
}

export function ContactStep(props: StepProps) {
  const { text: t } = props;
  return (
    <>
      <p className="rove-trade__lead">{t.welcome}</p>
      <div className="rove-trade__pair">
        {text(props, 'firstName', { autoComplete: 'given-name' })}
        {text(props, 'lastName', { autoComplete: 'family-name' })}
      </div>
      {text(props, 'companyName', { autoComplete: 'organization' })}
      {text(props, 'title', { autoComplete: 'organization-title' })}
      {radios(props, 'country', t.countries)}
      {text(props, 'email', {
        type: 'email',
        inputMode: 'email',
        autoComplete: 'email',
        maxLength: 254,
      })}
      {text(props, 'phone', { type: 'tel', inputMode: 'tel', autoComplete: 'tel', maxLength: 25 })}
    </>
  );
}

export function ProfileStep(props: StepProps) {
  const { ctx, values, text: t } = props;
  const regions = values.country ? REGIONS[values.country] : [];
  return (
    <>
      {select(props, 'companyType', t.companyTypes)}
      {values.companyType === 'other' && text(props, 'companyTypeOther')}
      {text(props, 'address1', { autoComplete: 'address-line1' })}
      {text(props, 'address2', { autoComplete: 'address-line2' })}
      <div className="rove-trade__pair">
        {text(props, 'city', { autoComplete: 'address-level2' })}
        {text(props, 'postalCode', { autoComplete: 'postal-code', maxLength: 10 })}
      </div>
      {select(props, 'province', regions, {
        placeholder: values.country ? t.choose : t.chooseCountryFirst,
        autoComplete: 'address-level1',
      })}
      {radios(props, 'serviceArea', [
        ['local', t.serviceLocal],
        ['regions', t.serviceRegions],
      ])}
      {values.serviceArea === 'regions' && (
        <ChoiceGroup
          ctx={ctx}
          field="serviceRegions"
          legend={t.labels.serviceRegions}
          choices={regions}
          value={values.serviceRegions}
          hint={regions.length === 0 ? t.chooseCountryFirst : undefined}
          className="rove-trade__regions"
          onChange={props.onToggleRegion}
        />
      )}
    </>
  );
}

interface FileFieldProps extends StepProps {
  field: UploadField;
  /** Another field whose error also describes this input (the business card's website). */
  alsoDescribedBy?: FieldName;
}

/** A native file input; once uploaded, the file's name with a remove button instead. */
function FileField(props: FileFieldProps) {
  const { ctx, field, text: t } = props;
  const id = fieldId(ctx, field);
  const uploaded = props.values[field];
  const upload = props.uploads[field];
  const hintId = hintIdOf(id);
  const failed = upload?.status === 'failed';
  // The upload's problem is the control's held message; the standing hint is read first.
  const control = useFormControl({
    id,
    held: failed ? t.uploadProblem(upload.problem) : null,
    errorId: `${id}-problem`,
    hintId,
    hintFirst: true,
    alsoDescribedBy:
      props.alsoDescribedBy && ctx.error(props.alsoDescribedBy)
        ? errorIdOf(fieldId(ctx, props.alsoDescribedBy))
        : undefined,
  });
  return (
    <div className="rove-trade__field">
      <label htmlFor={id}>{t.labels[field]}</label>
      <p id={hintId} className="rove-trade__hint">
        {t.fileHint}
      </p>
      {uploaded ? (
        <p className="rove-trade__file">
          <span>{t.uploaded(uploaded.name, t.fileSize(uploaded.size))}</span>
          <button
            type="button"
            id={id}
            className="rove-trade__remove"
            aria-label={t.removeFile(uploaded.name)}
            disabled={ctx.disabled}
            onClick={() => props.onRemoveFile(field)}
          >
            {t.remove}
          </button>
        </p>
      ) : (
        <input
          type="file"
          name={field}
          accept={UPLOAD_ACCEPT}
          className="rove-trade__file-input"
          disabled={ctx.disabled || upload?.status === 'uploading'}
          {...control.aria}
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            // Cleared, so choosing the same file again after an error fires a change.
            event.currentTarget.value = '';
            if (file) props.onFile(field, file);
          }}
        />
      )}
      <p className="rove-trade__upload-status" role="status">
        {upload?.status === 'uploading' ? t.uploading(upload.name) : null}
      </p>
      {control.error ? (
        <p id={control.errorId} className="rove-trade__error" role="alert">
          {control.error}
        </p>
      ) : null}
    </div>
  );
}

export function FilesStep(props: StepProps) {
  const { ctx, text: t } = props;
  return (
    <>
      <fieldset className="rove-trade__group" aria-describedby={`${ctx.id}-card-hint`}>
        <legend>{t.businessCard}</legend>
        <p id={`${ctx.id}-card-hint`} className="rove-trade__hint">
          {t.businessCardHint}
        </p>
        {text(props, 'businessCardUrl', {
          type: 'url',
          inputMode: 'url',
          autoComplete: 'url',
          maxLength: 2000,
        })}
        <FileField {...props} field="businessCardFile" alsoDescribedBy="businessCardUrl" />
      </fieldset>
      <fieldset className="rove-trade__group" aria-describedby={`${ctx.id}-licence-hint`}>
        <legend>{t.licence}</legend>
        <p id={`${ctx.id}-licence-hint`} className="rove-trade__hint">
          {t.licenceHint}
        </p>
        <FileField {...props} field="licenceFile" />
        {text(props, 'association')}
        {text(props, 'membershipNumber', { maxLength: 60 })}
      </fieldset>
      {radios(props, 'taxExempt', [
        ['yes', t.yes],
        ['no', t.no],
      ])}
      <p className="rove-trade__hint">{t.filesNotKept}</p>
    </>
  );
}

export function SurveyStep(props: StepProps) {
  const { ctx, values, text: t } = props;
  const agree = useFieldControl(ctx, 'agree');
  return (
    <>
      {select(props, 'survey1', t.surveyHeard)}
      {number(props, 'survey2', NUMBER_FIELDS.survey2)}
      {text(props, 'survey3', { multiline: true, maxLength: SURVEY_TEXT_MAX })}
      <div className="rove-trade__field">
        <label className="rove-trade__choice rove-trade__agree">
          <input
            {...agree.aria}
            type="checkbox"
            name="agree"
            checked={values.agree}
            disabled={ctx.disabled}
            onChange={(event) => props.onChange('agree', event.currentTarget.checked)}
          />
          <span>{t.labels.agree}</span>
        </label>
        <SharedFieldError block="rove-trade" controlId={agree.aria.id} error={agree.error} />
      </div>
    </>
  );
}
