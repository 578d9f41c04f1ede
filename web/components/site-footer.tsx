// The site's footer (not in the app style): the brand, the ways into the public site — the
// directory's indexes and the written advice — the support centre and the brand's social accounts
// (spec §2.10 external links), the pages about the company and the legal pages (decision 074).
// Crawlers reach every index from any page.
import { useLingui } from '@lingui/react';
import type { Brand } from '../../shared/brands.ts';
import { externalLinksOf, type SocialNetwork } from '../../shared/external-links.ts';
import { Link } from '../lib/router.tsx';
import { BrandLogo } from './ui/brand-logo.tsx';

// The networks' own names, written the same in every language.
const NETWORK_NAMES: Readonly<Record<SocialNetwork, string>> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  linkedin: 'LinkedIn',
  youtube: 'YouTube',
};

export function SiteFooter({ brand }: { brand: Brand }) {
  const { i18n } = useLingui();
  const external = externalLinksOf(brand.id);
  return (
    <footer className="site-footer">
      <div className="site-footer-inner">
        <div className="site-footer-brand">
          <BrandLogo brand={brand} />
          <p className="site-footer-tagline">{brand.tagline}</p>
          <ul className="site-footer-social" aria-label={i18n._({ id: 'layout.footer.social', message: 'Follow us' })}>
            {external.social.map(({ network, url }) => (
              <li key={network}>
                <a href={url} rel="noopener">
                  {NETWORK_NAMES[network]}
                </a>
              </li>
            ))}
          </ul>
        </div>
        <nav
          className="site-footer-column"
          aria-label={i18n._({ id: 'layout.footer.discover', message: 'Find a tradesperson' })}
        >
          <h2>{i18n._({ id: 'layout.footer.discover', message: 'Find a tradesperson' })}</h2>
          <Link to="allTrades">{i18n._({ id: 'directory.all-trades.title', message: 'All trades' })}</Link>
          <Link to="allLocations">{i18n._({ id: 'directory.all-locations.title', message: 'All places' })}</Link>
          <Link to="services">{i18n._({ id: 'content.services.title', message: 'Services' })}</Link>
          <Link to="tasks">{i18n._({ id: 'content.tasks.title', message: 'Common jobs' })}</Link>
        </nav>
        <nav className="site-footer-column" aria-label={i18n._({ id: 'layout.footer.advice', message: 'Advice' })}>
          <h2>{i18n._({ id: 'layout.footer.advice', message: 'Advice' })}</h2>
          <Link to="allPriceGuides">{i18n._({ id: 'content.price-guides.title', message: 'Price guides' })}</Link>
          <Link to="allArticles">{i18n._({ id: 'content.articles.title', message: 'Advice' })}</Link>
          <Link to="blog">{i18n._({ id: 'blog.title', message: 'Tips and ideas' })}</Link>
        </nav>
        <nav className="site-footer-column" aria-label={i18n._({ id: 'layout.footer.help', message: 'Help' })}>
          <h2>{i18n._({ id: 'layout.footer.help', message: 'Help' })}</h2>
          <a href={external.supportCentre}>
            {i18n._({ id: 'layout.footer.support-centre', message: 'Support centre' })}
          </a>
          <a href={external.homeOwnerHelpdesk}>
            {i18n._({ id: 'layout.footer.helpdesk', message: 'Help for home owners' })}
          </a>
          <a href={external.contactSupport}>{i18n._({ id: 'layout.footer.contact', message: 'Contact us' })}</a>
          <a href={external.trustAndSafety}>{i18n._({ id: 'layout.footer.trust', message: 'Trust and safety' })}</a>
        </nav>
        <nav className="site-footer-column" aria-label={i18n._({ id: 'layout.footer.about', message: 'About us' })}>
          <h2>{i18n._({ id: 'layout.footer.about', message: 'About us' })}</h2>
          <Link to="howItWorks">{i18n._({ id: 'layout.footer.how-it-works', message: 'How it works' })}</Link>
          <Link to="aboutUs">{i18n._({ id: 'layout.footer.about-us', message: 'Who we are' })}</Link>
          <Link to="qualityCheck">
            {i18n._({ id: 'layout.footer.quality-check', message: 'How we check tradespeople' })}
          </Link>
          <Link to="qualityStandard">
            {i18n._({ id: 'layout.footer.quality-standard', message: 'Our quality standard' })}
          </Link>
          <Link to="reviewsPolicy">{i18n._({ id: 'layout.footer.reviews-policy', message: 'How reviews work' })}</Link>
          <Link to="professions">{i18n._({ id: 'layout.footer.professions', message: 'Join as a tradesperson' })}</Link>
          <Link to="partners">{i18n._({ id: 'layout.footer.partners', message: 'Our partners' })}</Link>
        </nav>
      </div>
      <nav className="site-footer-links" aria-label={i18n._({ id: 'layout.footer.label', message: 'Legal' })}>
        <Link to="privacyPolicy">{i18n._({ id: 'layout.footer.privacy', message: 'Privacy policy' })}</Link>
        <Link to="cookiePolicy">{i18n._({ id: 'layout.footer.cookies', message: 'Cookie policy' })}</Link>
        <Link to="termsConditions">{i18n._({ id: 'layout.footer.terms', message: 'Terms and conditions' })}</Link>
        <Link to="termsComplaints">{i18n._({ id: 'layout.footer.complaints', message: 'Complaints' })}</Link>
        <Link to="termsRanking">{i18n._({ id: 'layout.footer.ranking', message: 'How we rank' })}</Link>
        <Link to="imageRights">{i18n._({ id: 'layout.footer.image-rights', message: 'Image rights' })}</Link>
        <Link to="imprint">{i18n._({ id: 'layout.footer.imprint', message: 'Company information' })}</Link>
      </nav>
    </footer>
  );
}
