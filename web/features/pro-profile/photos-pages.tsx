// §2.7 photos and upload-portfolio: the photos of a professional's work on their public profile, in
// the order they choose, each with a caption. The order changes with buttons (earlier, later), never
// by dragging alone; removing asks first; the portfolio's limit is said. The upload page serves the
// registration too, with where to go after.
import { useLingui } from '@lingui/react';
import { type FormEvent, useState } from 'react';
import type { RouteName } from '../../../shared/routes.ts';
import { PageHeading } from '../../components/page-heading.tsx';
import { ContinueRegistrationCard } from '../../components/registration-progress.tsx';
import { FormMessage, TextField } from '../../components/ui/fields.tsx';
import { useFirstErrorFocus } from '../../components/ui/form-focus.ts';
import { Icon } from '../../components/ui/icon.tsx';
import { InlineConfirm } from '../../components/ui/inline-confirm.tsx';
import { Photo } from '../../components/ui/photo.tsx';
import { EmptyState, QueryState } from '../../components/ui/status.tsx';
import type { ProProfilePortfolioChangeFragment, ProProfilePortfolioFragment } from '../../generated/graphql.ts';
import { useMutation, useQuery } from '../../lib/data.tsx';
import { useErrorMessage } from '../../lib/error-messages.ts';
import { Link, useRouter } from '../../lib/router.tsx';
import { toast } from '../../lib/toasts/toast.ts';
import { useFileErrorWord } from './document-words.ts';
import {
  ProProfileAddPortfolioPhotosDocument,
  ProProfileOnboardingDocument,
  ProProfilePortfolioDocument,
  ProProfileRemovePortfolioPhotoDocument,
  ProProfileReorderPortfolioDocument,
  ProProfileSetPortfolioCaptionDocument,
} from './generated/documents.ts';

// The photo types the server takes, and how many go in one upload (portfolio.graphql).
export const PHOTO_ACCEPT = 'image/jpeg,image/png,image/webp,image/heic,image/heif';
const PHOTOS_AT_ONCE = 8;

type PortfolioPhoto = ProProfilePortfolioFragment['photos'][number];

function useLimitWords(): (portfolio: ProProfilePortfolioFragment) => string {
  const { i18n } = useLingui();
  return (portfolio) =>
    i18n._({
      id: 'pro-profile.photos.limit',
      message:
        '{count, plural, one {# photo} other {# photos}} of at most {max}: {remaining, plural, =0 {the portfolio is full} one {room for # more} other {room for # more}}.',
      values: {
        count: portfolio.photos.length,
        max: portfolio.photos.length + portfolio.remaining,
        remaining: portfolio.remaining,
      },
    });
}

// A change refused by the server, in words.
function useChangeRefusal(): (answer: ProProfilePortfolioChangeFragment) => string | null {
  const { i18n } = useLingui();
  return (answer) => {
    switch (answer.__typename) {
      case 'PortfolioSaved':
        return null;
      case 'ContactDetailsShared':
        return i18n._({
          id: 'pro-profile.photos.contact-details',
          message: 'A caption may not carry a phone number, an email or a web address. Say what the photo shows.',
        });
      case 'InvalidFields':
        return answer.fieldErrors.some((error) => error.field === 'caption')
          ? i18n._({ id: 'pro-profile.photos.caption-long', message: 'Keep the caption to 200 characters.' })
          : i18n._({ id: 'pro-profile.photos.stale', message: 'Your photos changed meanwhile. Reload the page.' });
      default:
        return i18n._({ id: 'pro-profile.photos.stale', message: 'Your photos changed meanwhile. Reload the page.' });
    }
  };
}

export function PhotosPage() {
  const { i18n } = useLingui();
  const limit = useLimitWords();
  const portfolio = useQuery(ProProfilePortfolioDocument);
  const onboarding = useQuery(ProProfileOnboardingDocument);
  return (
    <div className="narrow account-page">
      <p className="account-back">
        <Link to="proProfileMenu">
          <Icon icon="arrow-left" />
          {i18n._({ id: 'pro-profile.back.profile', message: 'Your profile' })}
        </Link>
      </p>
      <ContinueRegistrationCard onboarding={onboarding.data?.myOnboarding} />
      <PageHeading
        title={i18n._({ id: 'pro-profile.photos.title', message: 'Photos of your work' })}
        lead={i18n._({
          id: 'pro-profile.photos.lead',
          message: 'Home owners see these on your profile, in this order. Put your best work first.',
        })}
      />
      <QueryState data={portfolio.data} error={portfolio.error} onRetry={() => void portfolio.mutate()}>
        {({ myPortfolio }) => (
          <>
            <p data-testid="pro-profile-photo-limit">{limit(myPortfolio)}</p>
            {myPortfolio.remaining > 0 ? (
              <p>
                <Link to="proUploadPortfolio" className="button">
                  <Icon icon="plus" />
                  {i18n._({ id: 'pro-profile.photos.add', message: 'Add photos' })}
                </Link>
              </p>
            ) : null}
            {myPortfolio.photos.length === 0 ? (
              <EmptyState title={i18n._({ id: 'pro-profile.photos.empty', message: 'No photos yet' })}>
                <p>
                  {i18n._({
                    id: 'pro-profile.photos.empty-text',
                    message: 'A few clear photos of finished work tell home owners more than any words.',
                  })}
                </p>
              </EmptyState>
            ) : (
              <ol className="list account-links" data-testid="pro-profile-photos">
                {myPortfolio.photos.map((photo, index) => (
                  <PhotoItem
                    key={photo.id}
                    photo={photo}
                    position={index + 1}
                    order={myPortfolio.photos.map((each) => each.id)}
                  />
                ))}
              </ol>
            )}
          </>
        )}
      </QueryState>
    </div>
  );
}

function PhotoItem({ photo, position, order }: { photo: PortfolioPhoto; position: number; order: readonly string[] }) {
  const { i18n } = useLingui();
  const errorMessage = useErrorMessage();
  const refusal = useChangeRefusal();
  const revalidate = ['proProfilePortfolio'];
  const saveCaption = useMutation(ProProfileSetPortfolioCaptionDocument, { revalidate });
  const reorder = useMutation(ProProfileReorderPortfolioDocument, { revalidate });
  const remove = useMutation(ProProfileRemovePortfolioPhotoDocument, { revalidate });
  const { formRef, focusFirstError } = useFirstErrorFocus();
  const [caption, setCaption] = useState(photo.caption ?? '');
  const [captionError, setCaptionError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const label = i18n._({ id: 'pro-profile.photos.position', message: 'Photo {position}', values: { position } });
  const busy = saveCaption.isMutating || reorder.isMutating || remove.isMutating;

  async function save(event: FormEvent) {
    event.preventDefault();
    setCaptionError(null);
    try {
      const { setPortfolioCaption: answer } = await saveCaption.trigger({
        input: { photoId: photo.id, caption: caption.trim() },
      });
      const refused = refusal(answer);
      if (refused) {
        setCaptionError(refused);
        focusFirstError();
      } else {
        toast.success(i18n._({ id: 'pro-profile.photos.caption-saved', message: 'Caption saved.' }));
      }
    } catch (error) {
      setCaptionError(errorMessage(error));
    }
  }

  async function move(by: -1 | 1) {
    setFailure(null);
    const next = [...order];
    const from = position - 1;
    const to = from + by;
    [next[from], next[to]] = [next[to] as string, next[from] as string];
    try {
      const { reorderPortfolio: answer } = await reorder.trigger({ input: { photoIds: next } });
      setFailure(refusal(answer));
    } catch (error) {
      setFailure(errorMessage(error));
    }
  }

  async function removePhoto() {
    setFailure(null);
    try {
      const { removePortfolioPhoto: answer } = await remove.trigger({ photoId: photo.id });
      const refused = refusal(answer);
      if (refused) setFailure(refused);
      else toast.success(i18n._({ id: 'pro-profile.photos.removed', message: 'The photo is removed.' }));
    } catch (error) {
      setFailure(errorMessage(error));
    }
  }

  return (
    <li className="card account-topic" data-testid="pro-profile-photo" data-photo={photo.id}>
      <h2>{label}</h2>
      <Photo
        src={photo.url}
        alt={photo.caption ?? label}
        width={photo.width}
        height={photo.height}
        sizes="(min-width: 40rem) 30rem, 100vw"
      />
      <form ref={formRef} className="form" onSubmit={save} noValidate>
        <TextField
          label={i18n._({ id: 'pro-profile.photos.caption', message: 'Caption' })}
          hint={i18n._({ id: 'pro-profile.photos.caption-hint', message: 'What the photo shows, in a few words.' })}
          name="caption"
          maxLength={200}
          value={caption}
          error={captionError}
          onChange={(event) => setCaption(event.target.value)}
        />
        <div className="actions">
          <button type="submit" className="button secondary" disabled={busy}>
            {i18n._({ id: 'pro-profile.photos.caption-save', message: 'Save caption' })}
          </button>
        </div>
      </form>
      <div className="actions">
        <button
          type="button"
          className="button secondary"
          disabled={busy || position === 1}
          onClick={() => void move(-1)}
          aria-label={i18n._({
            id: 'pro-profile.photos.earlier-label',
            message: 'Move photo {position} earlier',
            values: { position },
          })}
        >
          <Icon icon="arrow-up" />
          {i18n._({ id: 'pro-profile.photos.earlier', message: 'Earlier' })}
        </button>
        <button
          type="button"
          className="button secondary"
          disabled={busy || position === order.length}
          onClick={() => void move(1)}
          aria-label={i18n._({
            id: 'pro-profile.photos.later-label',
            message: 'Move photo {position} later',
            values: { position },
          })}
        >
          <Icon icon="arrow-down" />
          {i18n._({ id: 'pro-profile.photos.later', message: 'Later' })}
        </button>
        <button
          type="button"
          className="button secondary danger"
          aria-expanded={confirming}
          onClick={() => setConfirming(true)}
        >
          {i18n._({ id: 'pro-profile.photos.remove', message: 'Remove' })}
        </button>
      </div>
      {confirming ? (
        <InlineConfirm
          question={i18n._({
            id: 'pro-profile.photos.remove-question',
            message: 'Remove this photo from your profile? It cannot be brought back.',
          })}
          confirm={i18n._({ id: 'pro-profile.photos.remove-confirm', message: 'Remove the photo' })}
          keep={i18n._({ id: 'pro-profile.photos.keep', message: 'Keep it' })}
          busy={busy}
          onConfirm={() => void removePhoto()}
          onKeep={() => setConfirming(false)}
          testId="pro-profile-photo-remove-confirm"
        />
      ) : null}
      {failure ? <FormMessage>{failure}</FormMessage> : null}
    </li>
  );
}

export function UploadPortfolioPage({ after }: { after?: RouteName }) {
  const { i18n } = useLingui();
  const router = useRouter();
  const limit = useLimitWords();
  const fileWord = useFileErrorWord();
  const errorMessage = useErrorMessage();
  const portfolio = useQuery(ProProfilePortfolioDocument);
  const add = useMutation(ProProfileAddPortfolioPhotosDocument, { revalidate: ['proProfilePortfolio'] });
  const { formRef, focusFirstError } = useFirstErrorFocus();
  const [photos, setPhotos] = useState<readonly File[]>([]);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (photos.length === 0 || photos.length > PHOTOS_AT_ONCE) {
      setError(
        photos.length === 0
          ? i18n._({ id: 'pro-profile.photos.choose', message: 'Choose the photos to add.' })
          : i18n._({
              id: 'pro-profile.photos.too-many',
              message: 'Add at most {max} photos at a time.',
              values: { max: PHOTOS_AT_ONCE },
            }),
      );
      focusFirstError();
      return;
    }
    setError(null);
    try {
      const { addPortfolioPhotos: answer } = await add.trigger({ input: { photos: [...photos] } });
      if (answer.__typename === 'PortfolioSaved') {
        toast.success(
          i18n._({
            id: 'pro-profile.photos.added',
            message: '{count, plural, one {# photo added} other {# photos added}} to your profile.',
            values: { count: photos.length },
          }),
        );
        router.navigate(router.href(after ?? 'proPhotos'));
      } else if (answer.__typename === 'PortfolioFull') {
        setError(
          i18n._({
            id: 'pro-profile.photos.full',
            message: 'That is more than your portfolio takes: at most {max} photos. Remove some first, or add fewer.',
            values: { max: answer.max },
          }),
        );
        focusFirstError();
      } else {
        setError(
          answer.code === 'INVALID_FILE_COUNT'
            ? i18n._({ id: 'pro-profile.photos.choose', message: 'Choose the photos to add.' })
            : answer.code === 'INVALID_FILE_TYPE'
              ? i18n._({
                  id: 'pro-profile.photos.type',
                  message: '{fileName} is not a photo we can use. Choose JPEG, PNG, WebP or HEIC files.',
                  values: { fileName: answer.fileName ?? '' },
                })
              : fileWord(answer.code),
        );
        focusFirstError();
      }
    } catch (failure) {
      setError(errorMessage(failure));
    }
  }

  return (
    <div className="narrow account-page">
      {after ? null : (
        <p className="account-back">
          <Link to="proPhotos">
            <Icon icon="arrow-left" />
            {i18n._({ id: 'pro-profile.photos.title', message: 'Photos of your work' })}
          </Link>
        </p>
      )}
      <PageHeading
        title={i18n._({ id: 'pro-profile.photos.upload-title', message: 'Add photos of your work' })}
        lead={i18n._({
          id: 'pro-profile.photos.upload-lead',
          message: 'Finished jobs, in good light. Leave out people, house numbers and number plates.',
        })}
      />
      {portfolio.data ? <p data-testid="pro-profile-photo-limit">{limit(portfolio.data.myPortfolio)}</p> : null}
      <form
        ref={formRef}
        className="form card account-form"
        onSubmit={submit}
        noValidate
        data-testid="pro-profile-photo-upload"
      >
        <TextField
          label={i18n._({ id: 'pro-profile.photos.files', message: 'Photos' })}
          hint={i18n._({
            id: 'pro-profile.photos.files-hint',
            message: 'Up to {max} at a time, each at most 10 MB: JPEG, PNG, WebP or HEIC.',
            values: { max: PHOTOS_AT_ONCE },
          })}
          name="photos"
          type="file"
          multiple
          accept={PHOTO_ACCEPT}
          error={error}
          onChange={(event) => setPhotos(Array.from(event.target.files ?? []))}
        />
        {photos.length > 0 ? (
          <ul className="job-post-photos">
            {photos.map((photo) => (
              <li key={`${photo.name}-${photo.size}`}>{photo.name}</li>
            ))}
          </ul>
        ) : null}
        <div className="actions">
          <button
            type="submit"
            className="button"
            disabled={add.isMutating}
            data-testid="pro-profile-photo-upload-submit"
          >
            {i18n._({ id: 'pro-profile.photos.upload', message: 'Add to my profile' })}
          </button>
        </div>
      </form>
    </div>
  );
}
