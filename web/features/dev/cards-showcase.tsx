// The shared pieces of cards (web/components/ui), as a person sees them: avatars with initials in
// each size and tone, one rating as stars from full to half to empty, a pro's score, and a review
// with and without the pro's response.
import { useLingui } from '@lingui/react';
import { Avatar } from '../../components/ui/avatar.tsx';
import { Icon } from '../../components/ui/icon.tsx';
import { ReviewCard } from '../../components/ui/review-card.tsx';
import { StarRating } from '../../components/ui/stars.tsx';
import { AwardBadge, RatingSummary, StatusPill, VerifiedBadge } from '../../components/ui/trust.tsx';

// Names in the shapes the product meets: a company, a person with an initial, one word, an umlaut.
const NAMES = ['Ace Plumbing', 'Olivia T.', 'Bouwbedrijf', 'Müller & Söhne', 'Studio Luce'] as const;
const RATINGS = [5, 4.5, 4.2, 3, 1] as const;

export function CardsShowcase() {
  const { i18n } = useLingui();
  return (
    <section aria-labelledby="dev-cards">
      <h2 id="dev-cards">{i18n._({ id: 'dev.platform.cards', message: 'Cards' })}</h2>
      <p>
        {i18n._({
          id: 'dev.platform.cards-lead',
          message:
            'Avatar shows a logo or photo when there is one, else initials on a tone of the brand colour that stays the same for a name.',
        })}
      </p>
      <h3>
        <code>Avatar</code>
      </h3>
      <ul className="showcase-row" data-testid="showcase-avatars">
        {NAMES.map((name) => (
          <li key={name}>
            <Avatar name={name} />
            <span>{name}</span>
          </li>
        ))}
      </ul>
      <ul className="showcase-row">
        {(['small', 'medium', 'large'] as const).map((size) => (
          <li key={size}>
            <Avatar name="Ace Plumbing" size={size} />
            <code>{size}</code>
          </li>
        ))}
      </ul>
      <h3>
        <code>StarRating</code>
      </h3>
      <ul className="showcase-row">
        {RATINGS.map((value) => (
          <li key={value}>
            <StarRating value={value} />
            <code>{value}</code>
          </li>
        ))}
      </ul>
      <h3>
        <code>RatingSummary</code> <code>VerifiedBadge</code> <code>AwardBadge</code> <code>StatusPill</code>
      </h3>
      <ul className="showcase-row">
        <li>
          <RatingSummary average={4.7} count={128} />
        </li>
        <li>
          <RatingSummary average={null} count={0} />
        </li>
        <li>
          <VerifiedBadge />
        </li>
        <li>
          <AwardBadge>{i18n._({ id: 'dev.platform.award', message: 'Best of 2025' })}</AwardBadge>
        </li>
        {(['neutral', 'good', 'warn', 'bad'] as const).map((tone) => (
          <li key={tone}>
            <StatusPill tone={tone}>{tone}</StatusPill>
          </li>
        ))}
      </ul>
      <h3>
        <code>ReviewCard</code>
      </h3>
      <ul className="list">
        <li>
          <ReviewCard
            review={{
              rating: 5,
              title: i18n._({ id: 'dev.platform.review-title', message: 'Quick, tidy and friendly' }),
              text: i18n._({
                id: 'dev.platform.review-text',
                message: 'They replaced the leaking tap within a day and left the kitchen cleaner than they found it.',
              }),
              authorName: 'Olivia T.',
              createdAt: '2026-03-01T10:00:00.000Z',
              response: {
                text: i18n._({ id: 'dev.platform.review-response', message: 'Thank you, Olivia! Enjoy the new tap.' }),
                createdAt: '2026-03-02T09:00:00.000Z',
                authorName: 'Ace Plumbing',
              },
            }}
            about={
              <>
                <Icon icon="wrench" />
                Ace Plumbing
              </>
            }
          />
        </li>
        <li>
          <ReviewCard
            review={{
              rating: 3,
              text: i18n._({
                id: 'dev.platform.review-text-short',
                message: 'Good work, but they came a day later than agreed.',
              }),
              authorName: 'Sam K.',
              createdAt: '2026-02-11T10:00:00.000Z',
            }}
          />
        </li>
      </ul>
    </section>
  );
}
