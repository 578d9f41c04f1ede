// The loaders most areas need: rows by id of the tables every area refers to.

import type { Queryable } from '../db/database.ts';
import type { LocationRow, ProfessionRow, ServiceRow, SkillClusterRow } from '../domain/catalogue/rows.ts';
import type { CompanyRow, UserRow } from '../domain/identity/users.ts';
import type { ServiceRequestRow } from '../domain/requests/rows.ts';
import type { ProposalRow } from '../domain/responses/rows.ts';
import type { UpstreamContext } from './context.ts';
import { rowsById } from './loaders.ts';

type Context = Pick<UpstreamContext, 'loaders'>;

export const userById = ({ loaders }: Context) => loaders.get('users.byId', rowsById<UserRow>('users'));
export const professionById = ({ loaders }: Context) =>
  loaders.get('professions.byId', rowsById<ProfessionRow>('professions'));
export const skillClusterById = ({ loaders }: Context) =>
  loaders.get('skillClusters.byId', rowsById<SkillClusterRow>('skill_clusters'));
export const serviceById = ({ loaders }: Context) => loaders.get('services.byId', rowsById<ServiceRow>('services'));
export const locationById = ({ loaders }: Context) =>
  loaders.get('locations.byId', rowsById<LocationRow>('locality_nodes'));
export const serviceRequestById = ({ loaders }: Context) =>
  loaders.get('serviceRequests.byId', rowsById<ServiceRequestRow>('service_requests'));
export const proposalById = ({ loaders }: Context) => loaders.get('proposals.byId', rowsById<ProposalRow>('proposals'));

// A professional's company profile (with the primary locality's name), by the professional's id.
export const companyByUserId = ({ loaders }: Context) =>
  loaders.get('companies.byUserId', async (db: Queryable, userIds: readonly string[]) => {
    const rows = await db.query<CompanyRow>(
      `SELECT c.*, l.name AS locality_name
         FROM company_profiles c LEFT JOIN locality_nodes l ON l.id = c.primary_locality_id
        WHERE c.user_id = ANY($1::uuid[])`,
      [userIds],
    );
    const byUser = new Map(rows.map((row) => [row.user_id, row]));
    return userIds.map((id) => byUser.get(id));
  });
