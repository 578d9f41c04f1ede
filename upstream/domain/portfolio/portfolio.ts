// A professional's portfolio (spec §2.7 photos, upload-portfolio): photos of their work in the order
// they choose, each with a caption. Files are kept as job photos are — the type by their bytes, the
// name by the server, all or none of one upload (requests/uploads.ts) — and the profile's photo
// count, which the directory's "with photos" filter reads, follows every change. Adding the first
// photo completes the onboarding step UPLOAD_PORTFOLIO_REQUESTED (decision 054).
import type { Database, Queryable } from '../../db/database.ts';
import type { UpstreamContext } from '../../graphql/context.ts';
import type { ProPhotoRow } from '../catalogue/rows.ts';
import { completeOnboardingStep } from '../onboarding/onboarding.ts';
import { discardUploads, removeStoredPhotos, storePhotos, type UploadedFile } from '../requests/uploads.ts';
import { contactDetailsShared, fieldError, invalidFields, notFound } from '../responses/results.ts';
import { sharesContactDetails } from '../validation/contact-details.ts';
import { isUuid } from '../validation/ids.ts';

// Enough to show a trade's range of work; more is a gallery nobody scrolls.
export const MAX_PORTFOLIO_PHOTOS = 30;
export const MAX_CAPTION_LENGTH = 200;

export async function portfolio(db: Queryable, proId: string) {
  const photos = await db.query<ProPhotoRow>(
    'SELECT * FROM pro_photos WHERE pro_id = $1 ORDER BY position, created_at, id',
    [proId],
  );
  return { photos, remaining: Math.max(0, MAX_PORTFOLIO_PHOTOS - photos.length) };
}

const saved = async (db: Queryable, proId: string) => ({
  __typename: 'PortfolioSaved' as const,
  portfolio: await portfolio(db, proId),
});

async function countPhotos(tx: Queryable, proId: string): Promise<void> {
  await tx.query(
    'UPDATE company_profiles SET photo_count = (SELECT count(*) FROM pro_photos WHERE pro_id = $1) WHERE user_id = $1',
    [proId],
  );
}

export async function addPortfolioPhotos(ctx: UpstreamContext, proId: string, uploads: Promise<UploadedFile>[]) {
  try {
    return await addPhotos(ctx, proId, uploads);
  } finally {
    // Whatever was answered, the request's files are read to their end so the request completes.
    await discardUploads(uploads);
  }
}

async function addPhotos(ctx: UpstreamContext, proId: string, uploads: Promise<UploadedFile>[]) {
  const { db, uploadsDir } = ctx;
  const current = (await portfolio(db, proId)).photos.length;
  if (uploads.length === 0 || current + uploads.length > MAX_PORTFOLIO_PHOTOS) {
    await discardUploads(uploads);
    if (uploads.length === 0)
      return { __typename: 'InvalidFile' as const, code: 'INVALID_FILE_COUNT' as const, fileName: null };
    return { __typename: 'PortfolioFull' as const, max: MAX_PORTFOLIO_PHOTOS };
  }
  const stored = await storePhotos(uploadsDir, uploads);
  if (!stored.ok) return { __typename: 'InvalidFile' as const, ...stored.refusal };
  try {
    await db.transaction(async (tx) => {
      // One change of a portfolio at a time, so two uploads at once cannot pass the limit together.
      await tx.query('SELECT 1 FROM company_profiles WHERE user_id = $1 FOR UPDATE', [proId]);
      const [count] = await tx.query<{ n: number; last: number }>(
        'SELECT count(*)::int AS n, coalesce(max(position), 0)::int AS last FROM pro_photos WHERE pro_id = $1',
        [proId],
      );
      if ((count?.n ?? 0) + stored.photos.length > MAX_PORTFOLIO_PHOTOS) throw new PortfolioFullError();
      for (const [index, photo] of stored.photos.entries()) {
        await tx.query(
          `INSERT INTO pro_photos (pro_id, file_name, content_type, position, width, height)
           VALUES ($1, $2, $3, $4, $5, $6)`,
          [proId, photo.fileName, photo.contentType, (count?.last ?? 0) + index + 1, photo.width, photo.height],
        );
      }
      await countPhotos(tx, proId);
      await completeOnboardingStep(tx, proId, 'UPLOAD_PORTFOLIO_REQUESTED');
    });
  } catch (error) {
    await removeStoredPhotos(uploadsDir, stored.photos);
    if (error instanceof PortfolioFullError) return { __typename: 'PortfolioFull' as const, max: MAX_PORTFOLIO_PHOTOS };
    throw error;
  }
  return saved(db, proId);
}

class PortfolioFullError extends Error {}

async function ownPhoto(db: Queryable, proId: string, photoId: string): Promise<ProPhotoRow | null> {
  if (!isUuid(photoId)) return null;
  const [row] = await db.query<ProPhotoRow>('SELECT * FROM pro_photos WHERE id = $1 AND pro_id = $2', [photoId, proId]);
  return row ?? null;
}

export async function setPortfolioCaption(db: Database, proId: string, input: { photoId: string; caption: string }) {
  const photo = await ownPhoto(db, proId, input.photoId);
  if (!photo) return notFound(input.photoId);
  const caption = input.caption.trim();
  if (caption.length > MAX_CAPTION_LENGTH) return invalidFields([fieldError('caption', 'INVALID')]);
  // A caption is public: no way around the platform (spec §5 contact details).
  if (sharesContactDetails(caption)) return contactDetailsShared('caption');
  await db.query('UPDATE pro_photos SET caption = $2 WHERE id = $1', [photo.id, caption === '' ? null : caption]);
  return saved(db, proId);
}

export async function reorderPortfolio(db: Database, proId: string, photoIds: readonly string[]) {
  const { photos } = await portfolio(db, proId);
  const wanted = [...new Set(photoIds)];
  const same =
    wanted.length === photoIds.length &&
    wanted.length === photos.length &&
    photos.every((photo) => wanted.includes(photo.id));
  // The order names every photo once: a photo added or removed meanwhile makes it stale.
  if (!same) return invalidFields([fieldError('photoIds', 'INVALID')]);
  await db.transaction(async (tx) => {
    for (const [index, id] of wanted.entries()) {
      await tx.query('UPDATE pro_photos SET position = $3 WHERE id = $1 AND pro_id = $2', [id, proId, index + 1]);
    }
  });
  return saved(db, proId);
}

export async function removePortfolioPhoto(ctx: UpstreamContext, proId: string, photoId: string) {
  const { db, uploadsDir } = ctx;
  const photo = await ownPhoto(db, proId, photoId);
  if (!photo) return notFound(photoId);
  await db.transaction(async (tx) => {
    await tx.query('DELETE FROM pro_photos WHERE id = $1', [photo.id]);
    await countPhotos(tx, proId);
  });
  // The file goes once the row is gone: a failure before leaves the photo as it was.
  await removeStoredPhotos(uploadsDir, [
    { fileName: photo.file_name, contentType: photo.content_type, sizeBytes: 0, width: null, height: null },
  ]);
  return saved(db, proId);
}
