// Demo home owners and professionals: people named as in the brand's country, with an address
// under a reserved domain. They have no password: only the named demo accounts sign in.
import type { Row } from './bulk-insert.ts';
import { slugify } from './language.ts';
import { NAMES } from './names.ts';
import type { Random } from './random.ts';
import type { World } from './world.ts';

export const DEMO_EMAIL_DOMAIN = 'demo.hearth.example';

export interface Person {
  readonly id: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  createdAt: Date;
}

// kind: c for consumers, p for professionals; the round and index keep addresses unique.
export function makePerson(world: World, random: Random, kind: 'c' | 'p', index: number): Person {
  const names = NAMES[world.brand];
  const firstName = random.pick(names.first);
  const lastName = random.pick(names.last);
  const local = `${slugify(firstName)}.${slugify(lastName).replace(/-/g, '')}.${world.brand}${world.round}${kind}${index}`;
  return { id: random.uuid(), firstName, lastName, email: `${local}@${DEMO_EMAIL_DOMAIN}`, createdAt: world.now };
}

export function userRow(world: World, person: Person, type: 'CONSUMER' | 'SERVICE_PRO', slug: string | null): Row {
  return {
    id: person.id,
    email: person.email,
    email_normalised: person.email,
    type,
    brand: world.brand,
    locale: world.locale,
    first_name: person.firstName,
    last_name: person.lastName,
    slug,
    status: 'ACTIVE',
    created_at: person.createdAt,
    activated_at: person.createdAt,
  };
}
