// §2.7 upload-profile: the company's logo or a photo of the professional — the picture beside their
// name in the directory, on their profile and on every proposal. Checked by its bytes on the server;
// a new one replaces the one before at once.
import { useLingui } from '@lingui/react';
import { type FormEvent, useState } from 'react';
import { PageHeading } from '../../components/page-heading.tsx';
import { Avatar } from '../../components/ui/avatar.tsx';
import { TextField } from '../../components/ui/fields.tsx';
import { useFirstErrorFocus } from '../../components/ui/form-focus.ts';
import { Icon } from '../../components/ui/icon.tsx';
import { QueryState } from '../../components/ui/status.tsx';
import { useMutation, useQuery } from '../../lib/data.tsx';
import { useErrorMessage } from '../../lib/error-messages.ts';
import { Link } from '../../lib/router.tsx';
import { toast } from '../../lib/toasts/toast.ts';
import { ProProfileLogoDocument, ProProfileUploadLogoDocument } from './generated/documents.ts';
import { PHOTO_ACCEPT } from './photos-pages.tsx';

export function UploadProfilePage() {
  const { i18n } = useLingui();
  const errorMessage = useErrorMessage();
  const logo = useQuery(ProProfileLogoDocument);
  const upload = useMutation(ProProfileUploadLogoDocument, { revalidate: ['proProfileLogo'] });
  const { formRef, focusFirstError } = useFirstErrorFocus();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!file) {
      setError(i18n._({ id: 'pro-profile.logo.choose', message: 'Choose the picture to use.' }));
      focusFirstError();
      return;
    }
    setError(null);
    try {
      const { uploadCompanyLogo: answer } = await upload.trigger({ file });
      if (answer.__typename === 'CompanySaved') {
        toast.success(i18n._({ id: 'pro-profile.logo.saved', message: 'Your new picture is on your profile.' }));
        setFile(null);
        formRef.current?.reset();
      } else {
        setError(
          answer.code === 'INVALID_FILE_SIZE'
            ? i18n._({
                id: 'pro-profile.logo.size',
                message: 'This picture is empty or larger than 10 MB. Choose a smaller one.',
              })
            : i18n._({
                id: 'pro-profile.logo.type',
                message: 'This file is not a picture we can use. Choose a JPEG, PNG, WebP or HEIC file.',
              }),
        );
        focusFirstError();
      }
    } catch (failure) {
      setError(errorMessage(failure));
    }
  }

  return (
    <div className="narrow account-page">
      <p className="account-back">
        <Link to="proProfileMenu">
          <Icon icon="arrow-left" />
          {i18n._({ id: 'pro-profile.menu.title', message: 'Your profile' })}
        </Link>
      </p>
      <PageHeading
        title={i18n._({ id: 'pro-profile.logo.title', message: 'Your logo or photo' })}
        lead={i18n._({
          id: 'pro-profile.logo.lead',
          message:
            'Home owners see it beside your name: in search results, on your profile and with every price you send. A clear logo, or a friendly photo of your face, works best.',
        })}
      />
      <QueryState data={logo.data} error={logo.error} onRetry={() => void logo.mutate()}>
        {({ myCompany }) => (
          <div className="card account-topic" data-testid="pro-profile-logo-current">
            <Avatar name={myCompany.name} imageUrl={myCompany.logo?.sizes.small} size="large" />
            <p>
              {myCompany.logo
                ? i18n._({ id: 'pro-profile.logo.current', message: 'Your picture now.' })
                : i18n._({
                    id: 'pro-profile.logo.none',
                    message: 'No picture yet: home owners see your initials.',
                  })}
            </p>
          </div>
        )}
      </QueryState>
      <form
        ref={formRef}
        className="form card account-form"
        onSubmit={submit}
        noValidate
        data-testid="pro-profile-logo-form"
      >
        <TextField
          label={i18n._({ id: 'pro-profile.logo.file', message: 'Picture' })}
          hint={i18n._({
            id: 'pro-profile.logo.file-hint',
            message: 'At most 10 MB: JPEG, PNG, WebP or HEIC. Square pictures fit best.',
          })}
          name="logo"
          type="file"
          accept={PHOTO_ACCEPT}
          error={error}
          onChange={(event) => setFile(event.target.files?.[0] ?? null)}
        />
        <div className="actions">
          <button type="submit" className="button" disabled={upload.isMutating} data-testid="pro-profile-logo-submit">
            {i18n._({ id: 'pro-profile.logo.submit', message: 'Use this picture' })}
          </button>
        </div>
      </form>
    </div>
  );
}
