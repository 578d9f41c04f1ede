import { useLingui } from '@lingui/react';
import { QueryState } from '../../components/ui/status.tsx';
import { useQuery } from '../../lib/data.tsx';
import { toast } from '../../lib/toasts/toast.ts';
import { DocumentList } from './document-list.tsx';
import { DocumentUploadForm } from './document-upload.tsx';
import { ProProfileDocumentsDocument } from './generated/documents.ts';

// The background check (decision 078): the certificate of good conduct the person gets from the
// police or the courts of their country, issued in the last three months; once staff approve it
// the public profile says the professional is background-checked, for three years.
export function ConductCertificateSection() {
  const { i18n } = useLingui();
  const documents = useQuery(ProProfileDocumentsDocument);
  return (
    <section className="account-topic" aria-labelledby="pro-profile-conduct" data-testid="pro-profile-conduct">
      <h2 id="pro-profile-conduct">{i18n._({ id: 'pro-profile.conduct.title', message: 'Background check' })}</h2>
      <p>
        {i18n._({
          id: 'pro-profile.conduct.lead',
          message:
            'Send a certificate of good conduct (a basic criminal record check) issued to you in the last three months. Once our team approves it, your profile shows that you are background-checked, for three years.',
        })}
      </p>
      <DocumentUploadForm
        kind={{ conductCertificate: true }}
        onUploaded={() => {
          toast.success(
            i18n._({
              id: 'pro-profile.conduct.sent',
              message: 'Your certificate is sent. We let you know once it is checked.',
            }),
          );
        }}
      />
      <h3>{i18n._({ id: 'pro-profile.conduct.sent-title', message: 'Certificates sent' })}</h3>
      <QueryState data={documents.data} error={documents.error} onRetry={() => void documents.mutate()}>
        {({ myDocuments }) => (
          <DocumentList
            documents={myDocuments.filter((document) => document.purpose === 'BACKGROUND_CHECK')}
            empty={i18n._({ id: 'pro-profile.conduct.none', message: 'No certificate sent yet.' })}
            testId="pro-profile-conduct-documents"
          />
        )}
      </QueryState>
    </section>
  );
}
