// The shape of a language's set of demo sentences (phrases-<language>.ts). Slots in braces are
// filled by the generators: {service} (a service's name inside a sentence), {Service} (at the
// start), {city}, {property}, {year}, {company}, {first}, {one} (a professional of the trade, with
// article), {pros} (its professionals), {min} and {max} (prices), {label} and {value}.
export type Block = readonly ['heading' | 'paragraph', string];

export interface PageTemplate {
  readonly title: string;
  readonly summary: string;
  readonly blocks: readonly Block[];
}

export interface Phrases {
  readonly jobOpenings: readonly string[];
  readonly jobProperty: readonly string[];
  readonly measure: string;
  readonly jobExtras: readonly string[];
  readonly jobClosings: readonly string[];
  readonly notes: readonly string[];
  readonly proposalTexts: readonly string[];
  readonly availability: readonly string[];
  readonly priceNotes: readonly string[];
  // For price type OTHER: {rate} is an hourly rate.
  readonly otherPriceNotes: readonly string[];
  readonly homeVisitNotes: readonly string[];
  readonly consumerMessages: readonly string[];
  readonly proMessages: readonly string[];
  readonly declineReasons: readonly string[];
  readonly closeReasons: readonly string[];
  // Index 0 holds the texts of one-star reviews, index 4 those of five stars.
  readonly reviewTitles: readonly (readonly string[])[];
  readonly reviewBodies: readonly (readonly string[])[];
  readonly reviewResponses: readonly string[];
  readonly moderationNote: string;
  readonly questionTitles: readonly string[];
  readonly questionBodies: readonly string[];
  readonly answers: readonly string[];
  readonly bios: readonly string[];
  readonly and: string;
  readonly companyNames: readonly string[];
  readonly priceGuide: PageTemplate & { readonly line: string };
  readonly article: PageTemplate;
  readonly servicePage: PageTemplate;
  readonly taskArticle: PageTemplate;
  readonly blogPosts: readonly PageTemplate[];
}
