// Structured data as the document's head carries it: one schema.org JSON-LD document, the site's
// paths made absolute on the brand's origin, text that cannot end the script early, and each type
// with what search engines need of it (checked by the validator the page tests use too).
import t from 'tap';
import { BRANDS } from '../../../shared/brands.ts';
import { breadcrumbList, jsonLdScript, localBusiness, organisation } from '../../../web/lib/structured-data.ts';
import { jsonLdOf, structuredDataProblems } from '../../helpers/structured-data.ts';

const ORIGIN = 'https://www.hearth.example';

t.test('a business with its score, reviews and breadcrumbs: valid, every address absolute', async (t) => {
  const html = jsonLdScript(
    [
      localBusiness({
        name: 'Evans Building & Joinery',
        path: '/tradesperson/evans',
        country: 'GB',
        locality: 'Manchester',
        description: 'Kitchens fitted </script><script>alert(1)</script>',
        image: '/uploads/logo.png',
        average: 4.6,
        count: 12,
        reviews: [
          { reviewerName: 'Ann', rating: 5, title: 'Great', body: 'On time.', createdAt: '2026-10-02T09:00:00.000Z' },
        ],
      }),
      breadcrumbList([
        { name: 'Hearth', path: '/' },
        { name: 'Find a tradesperson', path: '/find-a-tradesperson' },
        { name: 'Evans Building & Joinery', path: '/tradesperson/evans' },
      ]),
      ...organisation(BRANDS.uk),
    ],
    ORIGIN,
  );
  t.notMatch(html.slice(0, -'</script>'.length), '</script>', 'no text ends the script early');
  const nodes = jsonLdOf(html);
  t.same(structuredDataProblems(nodes, ORIGIN), []);
  t.match(nodes[0], {
    '@id': `${ORIGIN}/tradesperson/evans#business`,
    url: `${ORIGIN}/tradesperson/evans`,
    image: `${ORIGIN}/uploads/logo.png`,
    description: 'Kitchens fitted </script><script>alert(1)</script>',
    aggregateRating: { ratingValue: 4.6, reviewCount: 12 },
    review: [{ author: { name: 'Ann' }, datePublished: '2026-10-02', reviewRating: { ratingValue: 5 } }],
  });
  t.same(
    ((nodes[1]?.itemListElement ?? []) as { item: string }[]).map((item) => item.item),
    [`${ORIGIN}/`, `${ORIGIN}/find-a-tradesperson`, `${ORIGIN}/tradesperson/evans`],
  );
});

t.test('the validator finds what is missing', async (t) => {
  t.same(
    structuredDataProblems(
      [
        {
          '@type': 'LocalBusiness',
          name: 'X',
          url: `${ORIGIN}/x`,
          aggregateRating: { ratingValue: 7, reviewCount: 0 },
        },
        { '@type': 'BreadcrumbList', itemListElement: [{ '@type': 'ListItem', position: 2, name: 'A', item: '/a' }] },
      ],
      ORIGIN,
    ),
    [
      'LocalBusiness: a postal address with a country',
      'LocalBusiness: an AggregateRating',
      'AggregateRating: ratingValue within 1–5',
      'LocalBusiness: a review count',
      'BreadcrumbList: item 1 numbered',
      'BreadcrumbList: item 1 an absolute address on the site',
    ],
  );
  t.same(
    structuredDataProblems(
      [
        localBusiness({
          name: 'Y',
          path: '/y',
          country: 'NL',
          locality: null,
          description: null,
          image: null,
          average: null,
          count: 0,
          reviews: [],
        }),
      ],
      ORIGIN,
    ).length,
    1,
    'a path left relative is found',
  );
});
