// Rows of a professional's documents (decision 058).
import type { DocumentType, QualificationStatus } from '../../generated/graphql.ts';

export interface DocumentRow {
  readonly id: string;
  readonly pro_id: string;
  readonly kind: DocumentType | 'QUALIFICATION' | 'CONDUCT_CERTIFICATE';
  readonly profession_id: string | null;
  readonly file_name: string;
  readonly content_type: string;
  readonly size_bytes: number;
  readonly original_name: string | null;
  readonly status: QualificationStatus;
  readonly reason: string | null;
  readonly uploaded_by: string | null;
  readonly uploaded_at: Date;
  readonly decided_by: string | null;
  readonly decided_at: Date | null;
}
