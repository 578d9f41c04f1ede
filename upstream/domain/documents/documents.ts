// A professional's documents and the staff decisions on them (decision 058). An upload is checked
// by its bytes before anything is written to the database; a refused or failed one leaves no file.
// The first document completes the onboarding step DOCUMENT_UPLOAD_REQUESTED. Staff approve
// (PASSED), refuse (FAILED, with a reason) or refer (MANUAL: a specialist must look) a document, and
// set a professional's qualification in a trade the same way; each decision is in the audit log.
// A qualification taken back (FAILED, or MANUAL again) withdraws the services that need it.
// A decision moves the professional on (decision 079): an approved qualification document makes the
// qualification in its trade PASSED; a refused company paper, when no other paper of the company is
// waiting or approved, asks for one again (DOCUMENT_UPLOAD_REQUESTED is open once more).
import type { Database, Queryable } from '../../db/database.ts';
import type {
  DecideDocumentInput,
  DecideQualificationInput,
  DocumentPurpose,
  QualificationStatus,
  StaffDecision,
  UploadConductCertificateInput,
  UploadDocumentInput,
  UploadQualificationDocumentInput,
} from '../../generated/graphql.ts';
import { cursorTime, decodeKeyCursor, type Page, pageSize, toKeyConnection } from '../../graphql/pagination.ts';
import { invalidField, invalidFields } from '../account/results.ts';
import { recordStaffAction } from '../audit/audit-log.ts';
import type { Viewer } from '../identity/sessions.ts';
import { completeOnboardingStep } from '../onboarding/onboarding.ts';
import { isQualified, qualifiedSql } from '../pro-services/qualification.ts';
import { discardUploads, type UploadedFile } from '../requests/uploads.ts';
import { isUuid } from '../validation/ids.ts';
import { removeDocumentFile, storeDocumentFile } from './files.ts';
import type { DocumentRow } from './rows.ts';

export const REASON_MAX = 500;

const STATUS_OF: Readonly<Record<StaffDecision, QualificationStatus>> = {
  APPROVE: 'PASSED',
  REFUSE: 'FAILED',
  REFER: 'MANUAL',
};

interface UploadContext {
  readonly db: Database;
  readonly viewer: Viewer;
  readonly documentsDir: string;
}

// A trade of the professional's brand, or undefined.
async function professionOfBrand(db: Queryable, proId: string, professionId: string): Promise<string | undefined> {
  if (!isUuid(professionId)) return undefined;
  const [row] = await db.query<{ id: string }>(
    'SELECT p.id FROM professions p JOIN users u ON u.brand = p.brand WHERE p.id = $1 AND u.id = $2',
    [professionId, proId],
  );
  return row?.id;
}

async function keep(
  { db, viewer, documentsDir }: UploadContext,
  upload: Promise<UploadedFile>,
  kind: DocumentRow['kind'],
  professionId: string | null,
) {
  const stored = await storeDocumentFile(documentsDir, upload);
  if (!stored.ok) return { __typename: 'InvalidFile', code: stored.code, fileName: stored.fileName } as const;
  try {
    return await db.transaction(async (tx) => {
      const [document] = await tx.query<DocumentRow>(
        `INSERT INTO pro_documents (pro_id, kind, profession_id, file_name, content_type, size_bytes, original_name,
                                    uploaded_by)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING *`,
        [
          viewer.userId,
          kind,
          professionId,
          stored.file.fileName,
          stored.file.contentType,
          stored.file.sizeBytes,
          stored.file.originalName,
          viewer.actorId,
        ],
      );
      if (!document) throw new Error('A document was not stored');
      // A certificate of good conduct is not one of the papers onboarding asks for.
      if (kind !== 'CONDUCT_CERTIFICATE') await completeOnboardingStep(tx, viewer.userId, 'DOCUMENT_UPLOAD_REQUESTED');
      return { __typename: 'DocumentUploaded', document } as const;
    });
  } catch (error) {
    await removeDocumentFile(documentsDir, stored.file.fileName);
    throw error;
  }
}

export async function uploadDocument(ctx: UploadContext, input: UploadDocumentInput) {
  return keep(ctx, input.file, input.documentType, null);
}

export async function uploadConductCertificate(ctx: UploadContext, input: UploadConductCertificateInput) {
  return keep(ctx, input.file, 'CONDUCT_CERTIFICATE', null);
}

export async function uploadQualificationDocument(ctx: UploadContext, input: UploadQualificationDocumentInput) {
  const profession = await professionOfBrand(ctx.db, ctx.viewer.userId, input.professionId);
  if (!profession) {
    await discardUploads([input.file]);
    return invalidField('professionId', 'NOT_FOUND');
  }
  return keep(ctx, input.file, 'QUALIFICATION', profession);
}

// A reason is needed to refuse (the professional is told why), and is at most REASON_MAX long.
export function checkReason(decision: StaffDecision, reason: string | null | undefined) {
  const text = reason?.trim() ?? '';
  if (text.length > REASON_MAX) return 'INVALID' as const;
  if (decision === 'REFUSE' && text.length === 0) return 'REQUIRED' as const;
  return null;
}

const isCompanyPaper = (kind: DocumentRow['kind']) => kind !== 'QUALIFICATION' && kind !== 'CONDUCT_CERTIFICATE';

// The professional's qualification in a trade, as staff decided it (directly or by approving its
// document). A qualification no longer PASSED takes the work that needs it out of matching at once.
async function setQualification(
  tx: Queryable,
  proId: string,
  professionId: string,
  qualification: QualificationStatus,
) {
  await tx.query(
    `INSERT INTO pro_professions (pro_id, profession_id, qualification) VALUES ($1, $2, $3)
     ON CONFLICT (pro_id, profession_id) DO UPDATE SET qualification = $3, qualification_changed_at = now()`,
    [proId, professionId, qualification],
  );
  if (!isQualified(qualification)) {
    await tx.query(
      `DELETE FROM pro_services WHERE pro_id = $1
          AND service_id IN (SELECT id FROM services WHERE profession_id = $2 AND requires_qualification)`,
      [proId, professionId],
    );
  }
}

// A company whose papers were all refused is asked for them again: the onboarding step comes back
// as the one it resumes at. A paper still waiting or approved keeps the step done.
async function askForPapersAgain(tx: Queryable, proId: string) {
  await tx.query(
    `UPDATE pro_onboarding_steps SET completed_at = NULL
      WHERE pro_id = $1 AND step = 'DOCUMENT_UPLOAD_REQUESTED' AND completed_at IS NOT NULL
        AND NOT EXISTS (SELECT 1 FROM pro_documents
                         WHERE pro_id = $1 AND kind NOT IN ('QUALIFICATION', 'CONDUCT_CERTIFICATE')
                           AND status IN ('PENDING', 'MANUAL', 'PASSED'))`,
    [proId],
  );
}

export async function decideDocument(db: Database, viewer: Viewer, requestId: string, input: DecideDocumentInput) {
  const invalid = invalidFields({
    documentId: isUuid(input.documentId) ? null : 'INVALID',
    reason: checkReason(input.decision, input.reason),
  });
  if (invalid) return invalid;
  return db.transaction(async (tx) => {
    const [document] = await tx.query<DocumentRow>(
      `UPDATE pro_documents SET status = $2, reason = $3, decided_by = $4, decided_at = now()
        WHERE id = $1 RETURNING *`,
      [input.documentId, STATUS_OF[input.decision], input.reason?.trim() || null, viewer.actorId],
    );
    if (!document) return invalidField('documentId', 'NOT_FOUND');
    // An approved certificate of good conduct makes the professional background-checked from today;
    // a refused one leaves an earlier approval as it was.
    if (document.kind === 'CONDUCT_CERTIFICATE' && document.status === 'PASSED') {
      await tx.query('UPDATE users SET background_checked_at = now() WHERE id = $1', [document.pro_id]);
    }
    if (document.kind === 'QUALIFICATION' && document.status === 'PASSED' && document.profession_id) {
      await setQualification(tx, document.pro_id, document.profession_id, 'PASSED');
    }
    if (isCompanyPaper(document.kind) && document.status === 'FAILED') await askForPapersAgain(tx, document.pro_id);
    await recordStaffAction(tx, viewer, document.pro_id, 'decideDocument', requestId, input.reason ?? null);
    return { __typename: 'DocumentDecided', document } as const;
  });
}

export async function decideQualification(
  db: Database,
  viewer: Viewer,
  requestId: string,
  input: DecideQualificationInput,
) {
  const invalid = invalidFields({
    proId: isUuid(input.proId) ? null : 'INVALID',
    professionId: isUuid(input.professionId) ? null : 'INVALID',
    reason: checkReason(input.decision, input.reason),
  });
  if (invalid) return invalid;
  const [pro] = await db.query<{ id: string }>("SELECT id FROM users WHERE id = $1 AND type = 'SERVICE_PRO'", [
    input.proId,
  ]);
  if (!pro) return invalidField('proId', 'NOT_FOUND');
  const profession = await professionOfBrand(db, pro.id, input.professionId);
  if (!profession) return invalidField('professionId', 'NOT_FOUND');
  const qualification = STATUS_OF[input.decision];
  return db.transaction(async (tx) => {
    await setQualification(tx, pro.id, profession, qualification);
    await recordStaffAction(tx, viewer, pro.id, 'decideQualification', requestId, input.reason ?? null);
    return { __typename: 'QualificationDecided', proId: pro.id, professionId: profession, qualification } as const;
  });
}

export async function documentsOf(db: Queryable, proId: string): Promise<DocumentRow[]> {
  return db.query<DocumentRow>('SELECT * FROM pro_documents WHERE pro_id = $1 ORDER BY uploaded_at DESC, id', [proId]);
}

const KINDS_OF: Readonly<Record<DocumentPurpose, readonly DocumentRow['kind'][]>> = {
  COMPANY: ['BUSINESS_LICENSE', 'COMMERCIAL_REGISTER_EXTRACT', 'CRAFT_CARD'],
  QUALIFICATION: ['QUALIFICATION'],
  BACKGROUND_CHECK: ['CONDUCT_CERTIFICATE'],
};

export function purposeOf(kind: DocumentRow['kind']): DocumentPurpose {
  if (kind === 'QUALIFICATION') return 'QUALIFICATION';
  return kind === 'CONDUCT_CERTIFICATE' ? 'BACKGROUND_CHECK' : 'COMPANY';
}

export async function documentsToReview(
  db: Queryable,
  first: number | null | undefined,
  purpose: DocumentPurpose | null | undefined,
): Promise<DocumentRow[]> {
  const limit = Math.min(Math.max(first ?? 50, 1), 100);
  return db.query<DocumentRow>(
    `SELECT * FROM pro_documents
      WHERE status IN ('PENDING', 'MANUAL') AND ($2::text[] IS NULL OR kind = ANY ($2::text[]))
      ORDER BY uploaded_at, id LIMIT $1`,
    [limit, purpose ? KINDS_OF[purpose] : null],
  );
}

export interface QualificationToReviewRow {
  readonly pro_id: string;
  readonly profession_id: string;
  readonly since: Date;
  // The time to the microsecond, for the cursor.
  readonly since_key: string;
  readonly documents: DocumentRow[];
}

// Staff's queue of qualifications a specialist must decide (MANUAL), the longest waiting first by
// (qualification_changed_at, pro, trade), each with the professional's qualification documents for
// that trade, newest first. The partial index of MANUAL rows keeps it cheap.
export async function qualificationsToReview(db: Queryable, page: Page) {
  const size = pageSize(page.first);
  const after = decodeKeyCursor(page.after, 3);
  const rows = await db.query<Omit<QualificationToReviewRow, 'documents'>>(
    `SELECT pro_id, profession_id, qualification_changed_at AS since,
            ${cursorTime('qualification_changed_at')} AS since_key
       FROM pro_professions
      WHERE qualification = 'MANUAL'
        AND ($1::timestamptz IS NULL
             OR (qualification_changed_at, pro_id, profession_id) > ($1::timestamptz, $2::uuid, $3::uuid))
      ORDER BY qualification_changed_at, pro_id, profession_id LIMIT $4`,
    [after?.[0] ?? null, after?.[1] ?? null, after?.[2] ?? null, size + 1],
  );
  const shown = rows.slice(0, size);
  const documents = shown.length
    ? await db.query<DocumentRow>(
        `SELECT * FROM pro_documents
          WHERE kind = 'QUALIFICATION'
            AND (pro_id, profession_id) IN (SELECT * FROM unnest($1::uuid[], $2::uuid[]))
          ORDER BY uploaded_at DESC, id`,
        [shown.map((row) => row.pro_id), shown.map((row) => row.profession_id)],
      )
    : [];
  const withDocuments = rows.map((row) => ({
    ...row,
    documents: documents.filter((d) => d.pro_id === row.pro_id && d.profession_id === row.profession_id),
  }));
  return toKeyConnection<QualificationToReviewRow>(withDocuments, size, after !== null, (row) => [
    row.since_key,
    row.pro_id,
    row.profession_id,
  ]);
}

// Three years, as employers and platforms in the field ask a certificate to be renewed.
export const BACKGROUND_CHECK_YEARS = 3;

export function isBackgroundChecked(pro: { readonly background_checked_at: Date | null }, now = new Date()): boolean {
  if (!pro.background_checked_at) return false;
  const until = new Date(pro.background_checked_at);
  until.setUTCFullYear(until.getUTCFullYear() + BACKGROUND_CHECK_YEARS);
  return until > now;
}

export interface MissingQualificationResult {
  readonly __typename: 'MissingQualification';
  readonly professionId: string;
  readonly serviceIds: string[];
}

// Spec §5 missing qualification: of the services chosen, those whose work needs the trade's
// qualification while the professional's is not PASSED. Null when every one may be offered.
export async function missingQualification(
  db: Queryable,
  proId: string,
  serviceIds: readonly string[],
): Promise<MissingQualificationResult | null> {
  const rows = await db.query<{ id: string; profession_id: string }>(
    `SELECT s.id, s.profession_id FROM services s
       LEFT JOIN pro_professions pp ON pp.profession_id = s.profession_id AND pp.pro_id = $1
      WHERE s.id = ANY($2::uuid[]) AND s.requires_qualification AND (${qualifiedSql('pp.qualification')}) IS NOT TRUE
      ORDER BY s.profession_id, s.id`,
    [proId, serviceIds.filter(isUuid)],
  );
  const first = rows[0];
  if (!first) return null;
  return {
    __typename: 'MissingQualification',
    professionId: first.profession_id,
    serviceIds: rows.filter((row) => row.profession_id === first.profession_id).map((row) => row.id),
  };
}
