// The variables of the home page's queries, built in one place: the server's page data and the
// components must ask with exactly the same ones, or the page would fetch again after hydrating.
import type { Brand } from '../../../shared/brands.ts';

// Two rows of four tiles on wide screens, four rows of two on a phone.
export const POPULAR_TRADES = 8;
// One row of cards on wide screens, of reviews that recommend (the figures count every review).
export const RECENT_REVIEWS = 3;
export const RECENT_REVIEWS_MIN_RATING = 4;

export const professionsVariables = (brand: Brand) => ({ brand: brand.id });
export const popularVariables = (brand: Brand) => ({ brand: brand.id, first: POPULAR_TRADES });
export const figuresVariables = (brand: Brand) => ({ brand: brand.id });
export const reviewsVariables = (brand: Brand) => ({
  brand: brand.id,
  first: RECENT_REVIEWS,
  minRating: RECENT_REVIEWS_MIN_RATING,
});
