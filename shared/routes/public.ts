// §2.1, §2.2 the public site: legal and company pages, the blog, guides, indexes, questions, and
// the pages whose paths are all parameters — last, since they would match anything.
import type { RouteDefinition } from '../routes.ts';

export const PUBLIC_ROUTES = [
  // §2.2 public pages
  { name: 'privacyPolicy', path: '/{privacy-policy}', page: 'Visitor/PrivacyPolicy', cache: 'static', sitemap: true },
  { name: 'cookiePolicy', path: '/{cookie-policy}', page: 'Visitor/CookiePolicy', cache: 'static', sitemap: true },
  {
    name: 'termsConditions',
    path: '/{terms-conditions}',
    page: 'Visitor/TermsAndConditions',
    cache: 'static',
    sitemap: true,
  },
  // §2.2 the terms' sub-pages (decision 074): complaints and ranking (the EU platform-to-business
  // rules), the promise for work by vetted professionals, and the reviewers' prize draw.
  {
    name: 'termsComplaints',
    path: '/{terms-conditions}/complaints',
    page: 'Visitor/TermsAndConditionsComplaints',
    cache: 'static',
    sitemap: true,
  },
  {
    name: 'termsRanking',
    path: '/{terms-conditions}/ranking',
    page: 'Visitor/TermsAndConditionsRanking',
    cache: 'static',
    sitemap: true,
  },
  {
    name: 'termsPromise',
    path: '/{terms-conditions}/promise',
    page: 'Visitor/TPPromiseTermsAndConditions',
    cache: 'static',
    sitemap: true,
  },
  {
    name: 'termsPrizeDraw',
    path: '/{terms-conditions}/prize-draw',
    page: 'Visitor/TermsAndConditionsPrizeDrawRulesPage',
    cache: 'static',
    sitemap: true,
  },
  // §2.2 the pages about the company (decision 074), written like the legal texts.
  { name: 'howItWorks', path: '/{how-it-works}', page: 'Visitor/HowItWorks', cache: 'static', sitemap: true },
  { name: 'aboutUs', path: '/{about-us}', page: 'Visitor/AboutUs', cache: 'static', sitemap: true },
  { name: 'qualityCheck', path: '/{quality-check}', page: 'Visitor/QualityCheck', cache: 'static', sitemap: true },
  { name: 'imprint', path: '/{imprint}', page: 'Visitor/Imprint', cache: 'static', sitemap: true },
  { name: 'partners', path: '/{partners}', page: 'Visitor/Partners', cache: 'static', sitemap: true },
  { name: 'professions', path: '/{professions}', page: 'Visitor/Professions', cache: 'static', sitemap: true },
  {
    name: 'qualityStandard',
    path: '/{quality-standard}',
    page: 'Visitor/QualityStandard',
    cache: 'static',
    sitemap: true,
  },
  { name: 'imageRights', path: '/{image-rights}', page: 'Visitor/ImageRights', cache: 'static', sitemap: true },
  { name: 'reviewsPolicy', path: '/{reviews-policy}', page: 'Visitor/ReviewsPolicy', cache: 'static', sitemap: true },
  // Decision 064: the conditions of the brand's discount codes.
  {
    name: 'visitorDiscountConditions',
    path: '/visitor/discount-conditions',
    page: 'Visitor/DiscountConditions',
    cache: 'static',
    sitemap: true,
  },
  // §2.10: where an outdated app is sent once per session; the same words in every app language.
  { name: 'appForceUpdate', path: '/app-force-update', page: 'Visitor/AppForceUpdate', cache: 'static' },
  // §2.2 the blog (issue 21): its posts ten a page (`?page=`), and each post.
  { name: 'blog', path: '/blog', page: 'Visitor/Blog', cache: 'frequent', sitemap: true },
  { name: 'blogPost', path: '/blog/:slug', page: 'Visitor/BlogPost', cache: 'frequent' },
  // §2.2 articles and price guides (issue 21): the listings a page at a time, each page under its trade.
  {
    name: 'allPriceGuides',
    path: '/{all-price-guides}',
    page: 'Visitor/AllPriceGuides',
    cache: 'semiDynamic',
    sitemap: true,
  },
  {
    name: 'priceGuide',
    path: '/:contentCluster/{price-guides}/:slug',
    page: 'Visitor/PriceGuide',
    cache: 'semiDynamic',
  },
  { name: 'allArticles', path: '/{all-articles}', page: 'Visitor/AllArticles', cache: 'semiDynamic', sitemap: true },
  { name: 'article', path: '/:contentCluster/{articles}/:slug', page: 'Visitor/Article', cache: 'semiDynamic' },
  // §2.2 the indexes of trades and places (issue 21), counted from the professionals listed.
  { name: 'allTrades', path: '/{all-trades}', page: 'Visitor/AllTrades', cache: 'semiDynamic', sitemap: true },
  {
    name: 'allLocations',
    path: '/{all-locations}',
    page: 'Visitor/AllLocations',
    cache: 'semiDynamic',
    sitemap: true,
  },
  // §2.2 services and tasks: an index of each, trade by trade, and each page under its trade.
  { name: 'services', path: '/{services}', page: 'Visitor/Services', cache: 'semiDynamic', sitemap: true },
  { name: 'tasks', path: '/{tasks}', page: 'Visitor/Tasks', cache: 'semiDynamic', sitemap: true },
  { name: 'task', path: '/:contentCluster/jobs/:slug', page: 'Visitor/Task', cache: 'semiDynamic' },
  // §2.2 questions and answers (issue 21, decision 075): the published questions (a trade's, the
  // unanswered, a numbered page at a time), one question, and the form — which a visitor signs in to send.
  { name: 'questions', path: '/{questions}', page: 'Visitor/Questions', cache: 'frequent', sitemap: true },
  { name: 'askAQuestion', path: '/{questions}/{ask-a-question}', page: 'Visitor/AskAQuestion', cache: 'static' },
  { name: 'question', path: '/{questions}/v/:id/:slug', page: 'Visitor/Question', cache: 'frequent' },
  // §2.6 and §2.7 Questions: asking and one's own questions; answering and one's own answers.
  {
    name: 'consumerMyQuestions',
    path: '/consumer/my-questions',
    page: 'Consumer/MyQuestions',
    cache: 'none',
    access: 'consumer',
  },
  {
    name: 'consumerAskATrade',
    path: '/consumer/ask-a-trade',
    page: 'Consumer/AskATrade',
    cache: 'none',
    access: 'consumer',
  },
  {
    name: 'proAskATrade',
    path: '/service-pro/ask-a-trade',
    page: 'ServicePro/AskATrade',
    cache: 'none',
    access: 'pro',
  },
  {
    name: 'proMyQuestions',
    path: '/service-pro/my-questions',
    page: 'ServicePro/MyQuestions',
    cache: 'none',
    access: 'pro',
  },
  { name: 'proMyAnswers', path: '/service-pro/my-answers', page: 'ServicePro/MyAnswers', cache: 'none', access: 'pro' },
  // §2.1 service-pros: a trade's professionals in the whole country, and in one region of it.
  { name: 'tradePros', path: '/:professionSlug/{service-pros}', page: 'Visitor/TradePros', cache: 'frequent' },
  {
    name: 'regionPros',
    path: '/:professionSlug/:areaSlug/{service-pros}',
    page: 'Visitor/RegionPros',
    cache: 'frequent',
  },
  // §2.3: a profession's professionals in a place; last, as its first segment is any content cluster.
  {
    name: 'professionDirectory',
    path: '/:contentCluster/:profession-{professionals}/:location',
    page: 'Visitor/ProfessionDirectory',
    cache: 'frequent',
  },
  // §2.2 a service's page: the very last, as both its segments are any slug.
  { name: 'servicePage', path: '/:contentCluster/:slug', page: 'Visitor/ServicePage', cache: 'semiDynamic' },
] as const satisfies readonly RouteDefinition[];
