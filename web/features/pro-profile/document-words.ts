// The words of a professional's papers (spec §3 document types and qualification statuses, §5 file
// codes; decision 058): what each company paper is in the brand's market, where a document or a
// qualification stands, and why a file was refused.
import { useLingui } from '@lingui/react';
import type { DocumentType, FileErrorCode, QualificationStatus } from '../../generated/graphql.ts';

export const DOCUMENT_TYPES: readonly DocumentType[] = [
  'BUSINESS_LICENSE',
  'COMMERCIAL_REGISTER_EXTRACT',
  'CRAFT_CARD',
];

// The file types the server takes (it reads the bytes; the picker only offers these).
export const DOCUMENT_ACCEPT = 'application/pdf,image/jpeg,image/png';
export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;

export function useDocumentTypeWords(): (type: DocumentType) => { name: string; what: string } {
  const { i18n } = useLingui();
  return (type) => {
    switch (type) {
      case 'BUSINESS_LICENSE':
        return {
          name: i18n._({ id: 'pro-profile.documents.type.business-license', message: 'Business licence' }),
          what: i18n._({
            id: 'pro-profile.documents.type.business-license.what',
            message:
              'The licence or registration that allows your business to trade, from your council or trade office.',
          }),
        };
      case 'COMMERCIAL_REGISTER_EXTRACT':
        return {
          name: i18n._({
            id: 'pro-profile.documents.type.commercial-register',
            message: 'Companies register extract',
          }),
          what: i18n._({
            id: 'pro-profile.documents.type.commercial-register.what',
            message:
              'A recent extract from the companies register that shows your company, its number and who runs it.',
          }),
        };
      case 'CRAFT_CARD':
        return {
          name: i18n._({ id: 'pro-profile.documents.type.craft-card', message: 'Trade card' }),
          what: i18n._({
            id: 'pro-profile.documents.type.craft-card.what',
            message: 'The card or certificate of the trade body you are registered with, showing your trade.',
          }),
        };
    }
  };
}

// Where a document stands.
export function useDocumentStatusWord(): (status: QualificationStatus) => string {
  const { i18n } = useLingui();
  return (status) => {
    switch (status) {
      case 'PENDING':
        return i18n._({ id: 'pro-profile.documents.status.pending', message: 'Waiting to be checked' });
      case 'MANUAL':
        return i18n._({ id: 'pro-profile.documents.status.manual', message: 'Being checked by a specialist' });
      case 'PASSED':
        return i18n._({ id: 'pro-profile.documents.status.passed', message: 'Approved' });
      case 'FAILED':
        return i18n._({ id: 'pro-profile.documents.status.failed', message: 'Refused' });
    }
  };
}

// Where the professional's qualification in a trade stands.
export function useQualificationStatusWord(): (status: QualificationStatus) => string {
  const { i18n } = useLingui();
  return (status) => {
    switch (status) {
      case 'PENDING':
        return i18n._({ id: 'pro-profile.qualification.pending', message: 'Not qualified yet' });
      case 'MANUAL':
        return i18n._({ id: 'pro-profile.qualification.manual', message: 'Being checked by our team' });
      case 'PASSED':
        return i18n._({ id: 'pro-profile.qualification.passed', message: 'Qualified' });
      case 'FAILED':
        return i18n._({ id: 'pro-profile.qualification.failed', message: 'Not qualified' });
    }
  };
}

// §5 file codes, said in words.
export function useFileErrorWord(): (code: FileErrorCode) => string {
  const { i18n } = useLingui();
  return (code) => {
    switch (code) {
      case 'INVALID_FILE_TYPE':
        return i18n._({
          id: 'pro-profile.documents.file.type',
          message: 'This file is not a PDF, JPEG or PNG. Scan or photograph the paper and send that file.',
        });
      case 'INVALID_FILE_SIZE':
        return i18n._({
          id: 'pro-profile.documents.file.size',
          message: 'This file is empty or larger than 10 MB. Send a smaller scan or photo.',
        });
      case 'INVALID_FILE_COUNT':
        return i18n._({ id: 'pro-profile.documents.file.count', message: 'Send one file at a time.' });
    }
  };
}
