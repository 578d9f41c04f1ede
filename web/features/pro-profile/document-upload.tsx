// One paper sent (decisions 058 and 078): a company document of a chosen type, a qualification
// document of a trade, or the professional's certificate of good conduct, one PDF, JPEG or PNG of at most 10 MB a request, through the GraphQL multipart upload.
// The server reads the bytes; its §5 file code is said next to the file.
import { useLingui } from '@lingui/react';
import { type FormEvent, useState } from 'react';
import { FormMessage, SelectField, TextField } from '../../components/ui/fields.tsx';
import { useFirstErrorFocus } from '../../components/ui/form-focus.ts';
import type { DocumentType, ProProfileDocumentFragment } from '../../generated/graphql.ts';
import { useMutation } from '../../lib/data.tsx';
import { useErrorMessage } from '../../lib/error-messages.ts';
import {
  DOCUMENT_ACCEPT,
  DOCUMENT_TYPES,
  MAX_DOCUMENT_BYTES,
  useDocumentTypeWords,
  useFileErrorWord,
} from './document-words.ts';
import {
  ProProfileUploadConductCertificateDocument,
  ProProfileUploadDocumentDocument,
  ProProfileUploadQualificationDocumentDocument,
} from './generated/documents.ts';

export type DocumentKind =
  | { readonly company: true }
  | { readonly professionId: string }
  | { readonly conductCertificate: true };

interface Errors {
  readonly documentType?: string;
  readonly file?: string;
  readonly form?: string;
}

export function DocumentUploadForm({
  kind,
  onUploaded,
}: {
  kind: DocumentKind;
  onUploaded: (document: ProProfileDocumentFragment) => void;
}) {
  const { i18n } = useLingui();
  const typeWords = useDocumentTypeWords();
  const fileWord = useFileErrorWord();
  const errorMessage = useErrorMessage();
  const { formRef, focusFirstError } = useFirstErrorFocus();
  const revalidate = ['proProfileDocuments'];
  const uploadCompany = useMutation(ProProfileUploadDocumentDocument, { revalidate });
  const uploadQualification = useMutation(ProProfileUploadQualificationDocumentDocument, { revalidate });
  const uploadCertificate = useMutation(ProProfileUploadConductCertificateDocument, { revalidate });
  const [documentType, setDocumentType] = useState<DocumentType | ''>('');
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  // A new file input after each upload, so the one sent is not shown as chosen.
  const [round, setRound] = useState(0);
  const busy = uploadCompany.isMutating || uploadQualification.isMutating || uploadCertificate.isMutating;

  async function send(): Promise<void> {
    if (!file) return;
    const answer =
      'company' in kind
        ? (await uploadCompany.trigger({ input: { documentType: documentType as DocumentType, file } })).uploadDocument
        : 'professionId' in kind
          ? (await uploadQualification.trigger({ input: { professionId: kind.professionId, file } }))
              .uploadQualificationDocument
          : (await uploadCertificate.trigger({ input: { file } })).uploadConductCertificate;
    switch (answer.__typename) {
      case 'DocumentUploaded':
        setFile(null);
        setDocumentType('');
        setRound((count) => count + 1);
        onUploaded(answer.document);
        return;
      case 'InvalidFile':
        setErrors({ file: fileWord(answer.code) });
        focusFirstError();
        return;
      default:
        setErrors(
          answer.fieldErrors.some((error) => error.field === 'documentType')
            ? {
                documentType: i18n._({
                  id: 'pro-profile.documents.type.required',
                  message: 'Choose the kind of paper.',
                }),
              }
            : 'conductCertificate' in kind
              ? {
                  file: i18n._({
                    id: 'pro-profile.conduct.refused',
                    message: 'This certificate could not be taken. Choose the file again and send it.',
                  }),
                }
              : {
                  form: i18n._({
                    id: 'pro-profile.documents.refused',
                    message: 'This paper could not be taken for this trade. Reload the page and try again.',
                  }),
                },
        );
        focusFirstError();
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found: Errors = {
      ...('company' in kind && documentType === ''
        ? {
            documentType: i18n._({ id: 'pro-profile.documents.type.required', message: 'Choose the kind of paper.' }),
          }
        : {}),
      ...(file === null
        ? { file: i18n._({ id: 'pro-profile.documents.file.required', message: 'Choose the file to send.' }) }
        : file.size > MAX_DOCUMENT_BYTES
          ? { file: fileWord('INVALID_FILE_SIZE') }
          : {}),
    };
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirstError();
      return;
    }
    try {
      await send();
    } catch (failure) {
      setErrors({ form: errorMessage(failure) ?? undefined });
    }
  }

  return (
    <form
      ref={formRef}
      className="form card account-form"
      onSubmit={submit}
      noValidate
      data-testid={'conductCertificate' in kind ? 'pro-profile-conduct-upload' : 'pro-profile-upload'}
    >
      {'company' in kind ? (
        <SelectField
          label={i18n._({ id: 'pro-profile.documents.type.label', message: 'Kind of paper' })}
          name="documentType"
          value={documentType}
          error={errors.documentType}
          options={[
            {
              value: '',
              label: i18n._({ id: 'pro-profile.documents.type.choose-prompt', message: 'Choose the kind' }),
            },
            ...DOCUMENT_TYPES.map((type) => ({ value: type, label: typeWords(type).name })),
          ]}
          onChange={(event) => setDocumentType(event.target.value as DocumentType | '')}
        />
      ) : null}
      <TextField
        key={round}
        label={
          'conductCertificate' in kind
            ? i18n._({ id: 'pro-profile.conduct.file.label', message: 'Certificate file' })
            : i18n._({ id: 'pro-profile.documents.file.label', message: 'File' })
        }
        hint={
          'conductCertificate' in kind
            ? i18n._({
                id: 'pro-profile.conduct.file.hint',
                message:
                  'One PDF, JPEG or PNG of at most 10 MB: a scan or a sharp photo of the whole certificate, issued in the last three months.',
              })
            : i18n._({
                id: 'pro-profile.documents.file.hint',
                message: 'One PDF, JPEG or PNG of at most 10 MB: a scan or a sharp photo of the whole paper.',
              })
        }
        name="file"
        type="file"
        accept={DOCUMENT_ACCEPT}
        error={errors.file}
        data-testid="pro-profile-file"
        onChange={(event) => setFile(event.target.files?.[0] ?? null)}
      />
      {errors.form ? <FormMessage>{errors.form}</FormMessage> : null}
      <div className="actions">
        <button
          type="submit"
          className="button"
          disabled={busy}
          data-testid={'conductCertificate' in kind ? 'pro-profile-conduct-submit' : 'pro-profile-upload-submit'}
        >
          {'conductCertificate' in kind
            ? i18n._({ id: 'pro-profile.conduct.send', message: 'Send the certificate' })
            : i18n._({ id: 'pro-profile.documents.send', message: 'Send the paper' })}
        </button>
      </div>
    </form>
  );
}
