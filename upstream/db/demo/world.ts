// What every generator of one brand's round of demo data shares: the brand's taxonomy and places,
// its language, the moment the data is anchored to, and how much to make.
import { BRANDS, type BrandId } from '../../../shared/brands.ts';
import type { Profession, Service } from './catalogue.ts';
import type { DemoPhoto } from './photos.ts';
import type { Phrases } from './phrase-book.ts';
import type { City, CountryPlaces } from './places.ts';
import type { Random } from './random.ts';

// How much one round makes for one brand; the scale is the number of rounds.
export interface DemoSize {
  readonly pros: number;
  readonly consumers: number;
  // Jobs in every state, with proposals of every status.
  readonly jobs: number;
  // Older jobs, each hired and reviewed.
  readonly reviewedJobs: number;
  readonly questions: number;
}

export const FULL_SIZE: DemoSize = { pros: 200, consumers: 1000, jobs: 500, reviewedJobs: 2000, questions: 150 };

// The brand's demo accounts, which round 0 fills with a profile, jobs and reviews.
export interface DemoAccounts {
  readonly consumerId: string;
  readonly consumerFirstName: string;
  readonly proId: string;
  readonly proFirstName: string;
  readonly proLastName: string;
  readonly proSlug: string | null;
  readonly companyName: string;
  readonly citySlug: string;
  readonly tradeKeys: readonly string[];
}

export interface World {
  readonly brand: BrandId;
  readonly seed: number;
  readonly round: number;
  readonly now: Date;
  readonly size: DemoSize;
  readonly professions: readonly Profession[];
  readonly services: readonly Service[];
  readonly places: CountryPlaces;
  readonly phrases: Phrases;
  readonly locale: string;
  readonly currency: string;
  // Demo work photos written to the uploads folder; empty when there is none.
  readonly photos: readonly DemoPhoto[];
  readonly demo: DemoAccounts | null;
}

export function localeOf(brand: BrandId): string {
  return BRANDS[brand].locale;
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export function daysBefore(now: Date, days: number): Date {
  return new Date(now.getTime() - Math.round(days * DAY));
}

// A moment some hours (drawn from the range) after another, before now. When the range reaches
// past now, a point of the time left is drawn instead, so the events of a recent job (posted,
// answered, shortlisted, messaged) still follow one another rather than share the last minute.
export function hoursAfter(random: Random, from: Date, hours: readonly [number, number], now: Date): Date {
  const room = now.getTime() - 60_000 - from.getTime();
  if (room <= 0) return from;
  const wanted = random.between(hours[0], hours[1]) * HOUR;
  return new Date(from.getTime() + Math.round(wanted < room * 0.9 ? wanted : room * random.between(0.1, 0.9)));
}

export function distanceKm(latA: number, lonA: number, latB: number, lonB: number): number {
  const rad = Math.PI / 180;
  const a =
    Math.sin(((latB - latA) * rad) / 2) ** 2 +
    Math.cos(latA * rad) * Math.cos(latB * rad) * Math.sin(((lonB - lonA) * rad) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(a));
}

// Cities drawn by how much happens there: a capital four times as often as a town, squared.
export function cityWeights(cities: readonly City[]): (readonly [City, number])[] {
  return cities.map((city) => [city, city.size * city.size] as const);
}
