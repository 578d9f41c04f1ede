// The job list's filters (spec §3 jobs-list filters) as SQL conditions on a job `r`, and the fit of a
// job to a professional: their service inside their work area, or sent to them directly.

import type { SqlParams } from '../../db/sql-params.ts';
import type { JobListFilters } from '../../generated/graphql.ts';
import { refusal } from '../access/refusals.ts';
import { boundingBox, toKm } from '../catalogue/distance.ts';
import type { ProFacts } from './work-area.ts';

export const MAX_QUERY_LENGTH = 100;
// Spec §3 lowCompetitionFilter: fewer responses than this.
export const LOW_COMPETITION_BELOW = 3;

// Spec §5: the stored filter query is trimmed; its words must all occur in the job's search text.
function queryWords(query: string | null | undefined): string[] {
  const text = (query ?? '').trim();
  if (text.length > MAX_QUERY_LENGTH)
    throw refusal(`query is longer than ${MAX_QUERY_LENGTH} characters`, 'BAD_USER_INPUT');
  return text ? text.toLowerCase().split(/\s+/u) : [];
}

// The distance filter in km: at most the work radius, which the list never goes beyond anyway.
export function reachKm(pro: ProFacts, distance: number): number {
  if (!Number.isFinite(distance) || distance <= 0) throw refusal('distance must be more than 0', 'BAD_USER_INPUT');
  return Math.min(toKm(distance, pro.unit), pro.area?.radiusKm ?? Number.POSITIVE_INFINITY);
}

// Which jobs fit at all: OPEN, of one of the professional's services inside the bounding box of
// their work area (indexed; the exact distance is checked on the result), or sent to them. Jobs sent
// to another professional and jobs they already answered are left out.
export function fitConditions(pro: ProFacts, params: SqlParams): string[] {
  const proId = params.add(pro.proId);
  const direct = `r.direct_pro_id = ${proId}`;
  let reach = direct;
  if (pro.area && pro.serviceIds.length > 0) {
    const box = boundingBox(pro.area.latitude, pro.area.longitude, pro.area.radiusKm);
    reach = `(${direct} OR (r.service_id = ANY(${params.add(pro.serviceIds)}::uuid[]) AND r.direct_pro_id IS NULL
      AND r.latitude BETWEEN ${params.add(box.minLatitude)} AND ${params.add(box.maxLatitude)}
      AND r.longitude BETWEEN ${params.add(box.minLongitude)} AND ${params.add(box.maxLongitude)}))`;
  }
  return [
    `r.status = 'OPEN'`,
    reach,
    `NOT EXISTS (SELECT 1 FROM proposals p WHERE p.service_request_id = r.id AND p.pro_id = ${proId})`,
  ];
}

// The filters the caller chose; a filter left out or false does not narrow.
export function filterConditions(pro: ProFacts, filters: JobListFilters, params: SqlParams): string[] {
  const conditions: string[] = [];
  const words = queryWords(filters.query);
  if (words.length > 0) {
    conditions.push(`NOT EXISTS (SELECT 1 FROM unnest(${params.add(words)}::text[]) AS w (word)
                                  WHERE strpos(r.search_text, w.word) = 0)`);
  }
  if (filters.professionIds?.length) {
    conditions.push(`r.profession_id::text = ANY(${params.add(filters.professionIds)}::text[])`);
  }
  if (filters.skillClusterIds?.length) {
    conditions.push(`EXISTS (SELECT 1 FROM services s WHERE s.id = r.service_id
                              AND s.skill_cluster_id::text = ANY(${params.add(filters.skillClusterIds)}::text[]))`);
  }
  if (filters.onlyQualifiedFor) conditions.push('r.qualified');
  if (filters.maxResponses !== null && filters.maxResponses !== undefined) {
    if (filters.maxResponses < 0) throw refusal('maxResponses must not be negative', 'BAD_USER_INPUT');
    conditions.push(`r.responses_count <= ${params.add(filters.maxResponses)}`);
  }
  if (filters.directRequestsOnly) conditions.push(`r.direct_pro_id = ${params.add(pro.proId)}`);
  if (filters.lowCompetition) conditions.push(`r.responses_count < ${LOW_COMPETITION_BELOW}`);
  if (filters.withPictures) conditions.push('r.photo_count > 0');
  return conditions;
}
