// Reads a page's JSON-LD and checks it against schema.org: each node's type with the properties a
// search engine needs of it (a business's name and address, a rating within its scale, a review's
// author and rating, breadcrumbs numbered from 1 with absolute addresses, a question page's question
// with its answers). Returns the problems.
type Node = Record<string, unknown>;

export function jsonLdOf(html: string): Node[] {
  const scripts = [...html.matchAll(/<script type="application\/ld\+json"(?: nonce="[^"]*")?>([^<]*)<\/script>/g)];
  return scripts.flatMap(([, json]) => {
    const document = JSON.parse(json ?? '{}') as { '@context'?: unknown; '@graph'?: Node[] };
    if (document['@context'] !== 'https://schema.org') throw new Error('JSON-LD without the schema.org context');
    return document['@graph'] ?? [];
  });
}

const isAbsolute = (value: unknown, origin: string) => typeof value === 'string' && value.startsWith(`${origin}/`);
const isText = (value: unknown) => typeof value === 'string' && value.trim().length > 0;
const isDate = (value: unknown) => typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value);

function rating(node: unknown, where: string): string[] {
  const value = node as Node | undefined;
  const best = Number(value?.bestRating ?? 5);
  const worst = Number(value?.worstRating ?? 1);
  const given = Number(value?.ratingValue);
  return Number.isFinite(given) && given >= worst && given <= best
    ? []
    : [`${where}: ratingValue within ${worst}–${best}`];
}

// Google's QAPage: one Question with its name, its number of answers, and at least one answer
// (accepted or suggested), each answer with its text and author; addresses on the site.
function qaProblems(question: Node | undefined, origin: string): string[] {
  const problems: string[] = [];
  const need = (ok: boolean, what: string) => {
    if (!ok) problems.push(`QAPage: ${what}`);
  };
  need(question?.['@type'] === 'Question', 'a Question as its mainEntity');
  if (!question) return problems;
  need(isText(question.name), 'a question with a name');
  need(Number.isInteger(question.answerCount) && Number(question.answerCount) >= 0, 'an answerCount');
  need(question.dateCreated === undefined || isDate(question.dateCreated), 'a question’s date');
  const accepted = question.acceptedAnswer === undefined ? [] : [question.acceptedAnswer as Node];
  const suggested = (question.suggestedAnswer as Node[] | undefined) ?? [];
  need(accepted.length + suggested.length > 0, 'an accepted or suggested answer');
  need(Number(question.answerCount) >= accepted.length + suggested.length, 'answerCount counting every answer');
  for (const answer of [...accepted, ...suggested]) {
    need(answer['@type'] === 'Answer' && isText(answer.text), 'answers with their text');
    need(isText((answer.author as Node | undefined)?.name), 'an answer’s author');
    need(answer.dateCreated === undefined || isDate(answer.dateCreated), 'an answer’s date');
    need(answer.url === undefined || isAbsolute(answer.url, origin), 'an answer’s absolute address');
  }
  return problems;
}

export function structuredDataProblems(nodes: readonly Node[], origin: string): string[] {
  const problems: string[] = [];
  for (const node of nodes) {
    const type = node['@type'];
    const need = (ok: boolean, what: string) => {
      if (!ok) problems.push(`${String(type)}: ${what}`);
    };
    switch (type) {
      case 'Organization':
      case 'WebSite':
        need(isText(node.name), 'a name');
        need(isAbsolute(node.url, origin), 'an absolute url on the site');
        break;
      case 'LocalBusiness': {
        need(isText(node.name), 'a name');
        need(isAbsolute(node.url, origin), 'an absolute url on the site');
        const address = node.address as Node | undefined;
        need(
          address?.['@type'] === 'PostalAddress' && isText(address.addressCountry),
          'a postal address with a country',
        );
        const aggregate = node.aggregateRating as Node | undefined;
        if (aggregate) {
          need(aggregate['@type'] === 'AggregateRating', 'an AggregateRating');
          problems.push(...rating(aggregate, 'AggregateRating'));
          need(Number.isInteger(aggregate.reviewCount) && Number(aggregate.reviewCount) > 0, 'a review count');
        }
        for (const review of (node.review as Node[] | undefined) ?? []) {
          need(review['@type'] === 'Review', 'reviews of type Review');
          need(isText((review.author as Node | undefined)?.name), 'a review’s author');
          need(isDate(review.datePublished), 'a review’s date');
          problems.push(...rating(review.reviewRating, 'Review'));
        }
        break;
      }
      case 'BlogPosting':
      case 'Article':
        need(isText(node.headline), 'a headline');
        need(isDate(node.datePublished), 'a publication date');
        need(isAbsolute(node.url, origin) && isAbsolute(node.mainEntityOfPage, origin), 'its absolute address');
        need(node.author === undefined || isText((node.author as Node).name), 'an author with a name');
        need(isText((node.publisher as Node | undefined)?.name), 'a publisher');
        break;
      case 'QAPage':
        problems.push(...qaProblems(node.mainEntity as Node | undefined, origin));
        break;
      case 'FAQPage': {
        const questions = (node.mainEntity as Node[] | undefined) ?? [];
        need(Array.isArray(node.mainEntity) && questions.length > 0, 'questions as its mainEntity');
        questions.forEach((question, index) => {
          need(question['@type'] === 'Question' && isText(question.name), `question ${index + 1} with a name`);
          const answer = question.acceptedAnswer as Node | undefined;
          need(answer?.['@type'] === 'Answer' && isText(answer.text), `question ${index + 1} an accepted answer`);
        });
        break;
      }
      case 'BreadcrumbList': {
        const items = (node.itemListElement as Node[] | undefined) ?? [];
        need(items.length > 0, 'items');
        items.forEach((item, index) => {
          need(item['@type'] === 'ListItem' && item.position === index + 1, `item ${index + 1} numbered`);
          need(isText(item.name), `item ${index + 1} named`);
          need(isAbsolute(item.item, origin), `item ${index + 1} an absolute address on the site`);
        });
        break;
      }
      default:
        problems.push(`an unexpected type: ${String(type)}`);
    }
  }
  return problems;
}
