// The fields of each create-proposal step (spec §2.7 additional-info, request-home-visit,
// price-estimate, availability, similar-work), mapped onto CreateProposalInput.
import { useLingui } from '@lingui/react';
import { TemplatePicker } from '../../components/message-templates/template-picker.tsx';
import { TextArea, TextField } from '../../components/ui/fields.tsx';
import { Photo } from '../../components/ui/photo.tsx';
import type { PriceType } from '../../generated/graphql.ts';
import { draftErrorMessage } from './draft-messages.ts';
import {
  ADDITIONAL_INFO_MAX,
  ADDITIONAL_INFO_MIN,
  type DraftErrors,
  type DraftField,
  MAX_SIMILAR_WORK_PHOTOS,
  type ProposalDraft,
  SHORT_TEXT_MAX,
  type StepName,
} from './proposal-draft.ts';

export interface StepFieldsProps {
  readonly step: StepName;
  readonly draft: ProposalDraft;
  readonly errors: DraftErrors;
  readonly ownerName: string;
  readonly currency: string;
  readonly photos: readonly {
    id: string;
    url: string;
    caption: string | null;
    width: number | null;
    height: number | null;
  }[];
  onChange(patch: Partial<ProposalDraft>): void;
}

export function StepFields(props: StepFieldsProps) {
  switch (props.step) {
    case 'additional-info':
      return <AdditionalInfoStep {...props} />;
    case 'request-home-visit':
      return <HomeVisitStep {...props} />;
    case 'price-estimate':
      return <PriceStep {...props} />;
    case 'availability':
      return <AvailabilityStep {...props} />;
    case 'similar-work':
      return <SimilarWorkStep {...props} />;
  }
}

function useFieldError(errors: DraftErrors) {
  const { i18n } = useLingui();
  return (field: DraftField) => {
    const problem = errors[field];
    return problem ? draftErrorMessage(i18n, field, problem) : null;
  };
}

const ADDITIONAL_INFO_ID = 'proposal-additional-info';

// The message can start from one of the professional's templates (decision 048); the draft keeps
// what was typed while they manage their templates.
function AdditionalInfoStep({ draft, errors, ownerName, onChange }: StepFieldsProps) {
  const { i18n } = useLingui();
  const error = useFieldError(errors);
  return (
    <>
      <TemplatePicker
        text={draft.additionalInfo}
        onUse={(additionalInfo) => onChange({ additionalInfo })}
        targetId={ADDITIONAL_INFO_ID}
      />
      <TextArea
        id={ADDITIONAL_INFO_ID}
        name="additionalInfo"
        data-testid="proposal-additional-info"
        rows={8}
        maxLength={ADDITIONAL_INFO_MAX}
        required
        label={i18n._({
          id: 'proposals.create.message-label',
          message: 'Your message to {owner}',
          values: { owner: ownerName },
        })}
        hint={i18n._({
          id: 'proposals.create.message-hint',
          message:
            'Say how you would do the job and why you are the right person for it ({min} to {max} characters). Leave out phone numbers and email addresses.',
          values: { min: ADDITIONAL_INFO_MIN, max: ADDITIONAL_INFO_MAX },
        })}
        value={draft.additionalInfo}
        error={error('additionalInfo')}
        onChange={(event) => onChange({ additionalInfo: event.target.value })}
      />
    </>
  );
}

function HomeVisitStep({ draft, errors, onChange }: StepFieldsProps) {
  const { i18n } = useLingui();
  const error = useFieldError(errors);
  return (
    <>
      <fieldset className="choice-group">
        <legend>
          {i18n._({
            id: 'proposals.create.home-visit-legend',
            message: 'Do you need to see the job before you can give a firm price?',
          })}
        </legend>
        <label className="choice">
          <input
            type="radio"
            name="requestHomeVisit"
            value="yes"
            data-testid="proposal-home-visit-yes"
            checked={draft.requestHomeVisit}
            onChange={() => onChange({ requestHomeVisit: true })}
          />
          {i18n._({ id: 'proposals.create.home-visit-yes', message: 'Yes, I would like to visit first' })}
        </label>
        <label className="choice">
          <input
            type="radio"
            name="requestHomeVisit"
            value="no"
            data-testid="proposal-home-visit-no"
            checked={!draft.requestHomeVisit}
            onChange={() => onChange({ requestHomeVisit: false })}
          />
          {i18n._({ id: 'proposals.create.home-visit-no', message: 'No, I can price it from the description' })}
        </label>
      </fieldset>
      {draft.requestHomeVisit ? (
        <TextArea
          name="homeVisitNote"
          rows={3}
          maxLength={SHORT_TEXT_MAX}
          label={i18n._({
            id: 'proposals.create.home-visit-note',
            message: 'What would you like to check during the visit? (optional)',
          })}
          value={draft.homeVisitNote}
          error={error('homeVisitNote')}
          onChange={(event) => onChange({ homeVisitNote: event.target.value })}
        />
      ) : null}
    </>
  );
}

function PriceStep({ draft, errors, currency, onChange }: StepFieldsProps) {
  const { i18n } = useLingui();
  const error = useFieldError(errors);
  const types: { value: PriceType; label: string }[] = [
    { value: 'ESTIMATED_PRICE', label: i18n._({ id: 'proposals.create.price-type-fixed', message: 'One amount' }) },
    {
      value: 'ESTIMATED_PRICE_RANGE',
      label: i18n._({ id: 'proposals.create.price-type-range', message: 'A range, from … to …' }),
    },
    {
      value: 'OTHER',
      label: i18n._({ id: 'proposals.create.price-type-other', message: 'In words (per hour, after a visit …)' }),
    },
  ];
  const amountField = (name: 'amount' | 'min' | 'max', field: DraftField, label: string) => (
    <TextField
      name={name === 'amount' ? 'priceAmount' : name === 'min' ? 'priceMin' : 'priceMax'}
      data-testid={`proposal-price-${name}`}
      inputMode="decimal"
      autoComplete="off"
      required
      label={label}
      value={draft[name]}
      error={error(field)}
      onChange={(event) => onChange({ [name]: event.target.value })}
    />
  );
  return (
    <>
      <fieldset className="choice-group">
        <legend>
          {i18n._({ id: 'proposals.create.price-type-legend', message: 'How do you want to give your price?' })}
        </legend>
        {types.map((type) => (
          <label className="choice" key={type.value}>
            <input
              type="radio"
              name="priceType"
              value={type.value}
              data-testid={`proposal-price-type-${type.value}`}
              checked={draft.priceType === type.value}
              onChange={() => onChange({ priceType: type.value })}
            />
            {type.label}
          </label>
        ))}
      </fieldset>
      {draft.priceType === 'ESTIMATED_PRICE'
        ? amountField(
            'amount',
            'price.amountMinor',
            i18n._({ id: 'proposals.create.amount', message: 'Estimated price ({currency})', values: { currency } }),
          )
        : null}
      {draft.priceType === 'ESTIMATED_PRICE_RANGE' ? (
        <div className="price-range">
          {amountField(
            'min',
            'price.minMinor',
            i18n._({ id: 'proposals.create.min', message: 'From ({currency})', values: { currency } }),
          )}
          {amountField(
            'max',
            'price.maxMinor',
            i18n._({ id: 'proposals.create.max', message: 'To ({currency})', values: { currency } }),
          )}
        </div>
      ) : null}
      <TextArea
        name="priceNote"
        data-testid="proposal-price-note"
        rows={3}
        maxLength={SHORT_TEXT_MAX}
        required={draft.priceType === 'OTHER'}
        label={
          draft.priceType === 'OTHER'
            ? i18n._({ id: 'proposals.create.price-note-required', message: 'Describe your price' })
            : i18n._({ id: 'proposals.create.price-note', message: 'Anything to add about the price? (optional)' })
        }
        hint={i18n._({
          id: 'proposals.create.price-note-hint',
          message: 'For example what is included, or your hourly rate.',
        })}
        value={draft.priceNote}
        error={error('price.note')}
        onChange={(event) => onChange({ priceNote: event.target.value })}
      />
    </>
  );
}

function AvailabilityStep({ draft, errors, onChange }: StepFieldsProps) {
  const { i18n } = useLingui();
  const error = useFieldError(errors);
  return (
    <TextArea
      name="availability"
      data-testid="proposal-availability"
      rows={3}
      maxLength={SHORT_TEXT_MAX}
      label={i18n._({ id: 'proposals.create.availability', message: 'When could you start? (optional)' })}
      hint={i18n._({
        id: 'proposals.create.availability-hint',
        message: 'For example: "Next Monday" or "Any weekday after 3 June".',
      })}
      value={draft.availability}
      error={error('availability')}
      onChange={(event) => onChange({ availability: event.target.value })}
    />
  );
}

function SimilarWorkStep({ draft, errors, photos, onChange }: StepFieldsProps) {
  const { i18n } = useLingui();
  const error = useFieldError(errors)('similarWorkPhotoIds');
  if (photos.length === 0) {
    return (
      <p className="hint-text">
        {i18n._({
          id: 'proposals.create.no-photos',
          message:
            'There are no photos of your past work on your profile yet. You can send your proposal without them.',
        })}
      </p>
    );
  }
  const toggle = (id: string, checked: boolean) =>
    onChange({
      similarWorkPhotoIds: checked
        ? [...draft.similarWorkPhotoIds, id]
        : draft.similarWorkPhotoIds.filter((chosen) => chosen !== id),
    });
  return (
    <fieldset className="choice-group" aria-describedby={error ? 'similar-work-error' : undefined}>
      <legend>
        {i18n._({
          id: 'proposals.create.photos-legend',
          message: 'Choose up to {max} photos of similar work (optional)',
          values: { max: MAX_SIMILAR_WORK_PHOTOS },
        })}
      </legend>
      <ul className="photo-choices">
        {photos.map((photo, index) => {
          const name =
            photo.caption ||
            i18n._({ id: 'proposals.create.photo-name', message: 'Photo {number}', values: { number: index + 1 } });
          return (
            <li key={photo.id}>
              <label className="photo-choice">
                <input
                  type="checkbox"
                  name="similarWorkPhotoIds"
                  value={photo.id}
                  checked={draft.similarWorkPhotoIds.includes(photo.id)}
                  onChange={(event) => toggle(photo.id, event.target.checked)}
                />
                <Photo
                  src={photo.url}
                  width={photo.width}
                  height={photo.height}
                  sizes="(min-width: 60rem) 19rem, (min-width: 48rem) 31vw, 50vw"
                  alt=""
                />
                <span>{name}</span>
              </label>
            </li>
          );
        })}
      </ul>
      {error ? (
        <p id="similar-work-error" className="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
