// Content pages of a brand in its language (spec §3 content types): per trade a price guide and an
// article, per service a service page, per skill cluster a task article, and a few blog posts. A
// trade's pages form its content cluster, named by the trade's slug.
import type { BrandId } from '../../../shared/brands.ts';
import type { Row } from './bulk-insert.ts';
import type { Profession, Service } from './catalogue.ts';
import { fill, inSentence, slugify } from './language.ts';
import { currencyOf, formatMoney } from './money.ts';
import { NAMES } from './names.ts';
import type { Block, PageTemplate, Phrases } from './phrase-book.ts';
import { Random } from './random.ts';
import { daysBefore } from './world.ts';

type ContentType = 'ARTICLE' | 'BLOG_POST' | 'PRICE_GUIDE' | 'SERVICE_PAGE' | 'TASK_ARTICLE';

interface PageInput {
  readonly type: ContentType;
  readonly template: PageTemplate;
  readonly values: Readonly<Record<string, string>>;
  readonly profession: Profession | null;
  readonly service: Service | null;
  readonly lines?: readonly string[];
}

function valuesOf(brand: BrandId, profession: Profession, service?: Service): Record<string, string> {
  return {
    one: profession.one,
    pros: profession.professionalsName,
    pros_lower: inSentence(profession.professionalsName, brand),
    Service: service?.name ?? '',
    service: service ? inSentence(service.name, brand) : '',
    min: service ? formatMoney(service.priceMinMinor, brand) : '',
    max: service ? formatMoney(service.priceMaxMinor, brand) : '',
  };
}

function body(blocks: readonly Block[], values: Readonly<Record<string, string>>, lines: readonly string[] = []) {
  return blocks.flatMap(([kind, text]) =>
    text === '{lines}' ? lines.map((line) => ({ kind, text: line })) : [{ kind, text: fill(text, values) }],
  );
}

function pages(brand: BrandId, phrases: Phrases, professions: readonly Profession[]): PageInput[] {
  const inputs: PageInput[] = [];
  for (const profession of professions) {
    const first = profession.services[0];
    const lines = profession.services.map((s) => fill(phrases.priceGuide.line, valuesOf(brand, profession, s)));
    inputs.push({
      type: 'PRICE_GUIDE',
      template: phrases.priceGuide,
      values: valuesOf(brand, profession, first),
      profession,
      service: first ?? null,
      lines,
    });
    inputs.push({
      type: 'ARTICLE',
      template: phrases.article,
      values: valuesOf(brand, profession),
      profession,
      service: null,
    });
    for (const service of profession.services) {
      inputs.push({
        type: 'SERVICE_PAGE',
        template: phrases.servicePage,
        values: valuesOf(brand, profession, service),
        profession,
        service,
      });
    }
    for (const cluster of profession.clusters) {
      const service = profession.services.find((s) => s.clusterSlug === cluster.slug);
      if (service) {
        inputs.push({
          type: 'TASK_ARTICLE',
          template: phrases.taskArticle,
          values: valuesOf(brand, profession, service),
          profession,
          service,
        });
      }
    }
  }
  for (const post of phrases.blogPosts)
    inputs.push({ type: 'BLOG_POST', template: post, values: {}, profession: null, service: null });
  return inputs;
}

function editorOf(brand: BrandId, random: Random): string {
  const names = NAMES[brand];
  return `${random.pick(names.first)} ${random.pick(names.last)}`;
}

export function makeContentPages(
  brand: BrandId,
  phrases: Phrases,
  professions: readonly Profession[],
  seed: number,
  now: Date,
): Row[] {
  const random = new Random(seed, brand, 'content');
  return pages(brand, phrases, professions).map((page) => {
    const title = fill(page.template.title, page.values);
    const priced = page.type === 'PRICE_GUIDE' && page.service;
    return {
      id: random.uuid(),
      brand,
      type: page.type,
      cluster: page.profession?.slug ?? null,
      slug: slugify(title),
      title,
      summary: fill(page.template.summary, page.values),
      body: body(page.template.blocks, page.values, page.lines),
      profession_id: page.profession?.id ?? null,
      service_id: page.service?.id ?? null,
      price_min_minor: priced ? page.service?.priceMinMinor : null,
      price_max_minor: priced ? page.service?.priceMaxMinor : null,
      currency: priced ? currencyOf(brand) : null,
      published_at: daysBefore(now, random.between(1, 700)),
      // Blog posts and articles are signed by the brand's editors.
      author_name: page.type === 'BLOG_POST' || page.type === 'ARTICLE' ? editorOf(brand, random) : null,
    };
  });
}
