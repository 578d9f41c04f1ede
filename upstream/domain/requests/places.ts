// Where a job is and who it may be sent to: the postal code of the brand's country (spec §8
// INVALID_POSTAL_CODE) and the professional of a direct request (spec §2.2 send-request-to).
import type { Queryable } from '../../db/database.ts';
import type { UserRow } from '../identity/users.ts';

export interface JobPlace {
  readonly id: string;
  readonly latitude: number;
  readonly longitude: number;
}

// Letters, digits, spaces and hyphens: every postal code of the brands' countries ("3511 AB",
// "SW1A 1AA", "K1A 0B6", "75001").
const POSTAL_CODE_TEXT = /^[\p{L}\p{N}][\p{L}\p{N} -]{0,15}$/u;

// The postal code as people type it: any case, with or without its space. Found by its name or
// slug (indexed); a code typed without its space by the name's first characters (an indexed
// prefix) and then the name without spaces. Its point is its own, or its city's.
export async function findPostalCode(db: Queryable, country: string, raw: string): Promise<JobPlace | null> {
  const spaced = raw.trim().replace(/\s+/g, ' ').toLowerCase();
  if (!POSTAL_CODE_TEXT.test(spaced)) return null;
  const compact = spaced.replace(/[\s-]/g, '');
  const [place] = await db.query<{ id: string; latitude: number | null; longitude: number | null }>(
    `SELECT p.id, coalesce(p.latitude, c.latitude) AS latitude, coalesce(p.longitude, c.longitude) AS longitude
       FROM locality_nodes p LEFT JOIN locality_nodes c ON c.id = p.parent_id
      WHERE p.country = $1 AND p.kind = 'POSTAL_CODE'
        AND (lower(p.name) = $2 OR p.slug = $3
             OR (lower(p.name) LIKE $4 AND replace(replace(lower(p.name), ' ', ''), '-', '') = $5))
      ORDER BY lower(p.name) = $2 DESC, p.id
      LIMIT 1`,
    [country, spaced, spaced.replace(/ /g, '-'), `${compact.slice(0, 2)}%`, compact],
  );
  if (!place || place.latitude === null || place.longitude === null) return null;
  return { id: place.id, latitude: place.latitude, longitude: place.longitude };
}

export interface DirectPro extends UserRow {
  readonly offers_service: boolean;
}

// The professional with this public slug, and whether they offer the service; undefined when no
// professional has it.
export async function findDirectPro(db: Queryable, slug: string, serviceId: string): Promise<DirectPro | undefined> {
  if (slug.length > 100) return undefined;
  const [pro] = await db.query<DirectPro>(
    `SELECT u.*, EXISTS (SELECT 1 FROM pro_services ps WHERE ps.pro_id = u.id AND ps.service_id = $2) AS offers_service
       FROM users u WHERE u.slug = $1 AND u.type = 'SERVICE_PRO'`,
    [slug, serviceId],
  );
  return pro;
}
