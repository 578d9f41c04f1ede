// ServicePro/Referral (spec §2.7 referral, decision 050): the professional's personal link to share
// — copied with one press, or handed to the device's own sharing where the browser has it — and
// the accounts made through it: how many and when, and whether a home owner or a tradesperson.
// Nothing that names the people who signed up.
import { useLingui } from '@lingui/react';
import { useEffect, useState } from 'react';
import type { Brand } from '../../../shared/brands.ts';
import { referralPath } from '../../../shared/referral.ts';
import { PageHeading } from '../../components/page-heading.tsx';
import { FormMessage, TextField } from '../../components/ui/fields.tsx';
import { Icon } from '../../components/ui/icon.tsx';
import { EmptyState, LoadFailed, Loading, LoadMore, QueryState } from '../../components/ui/status.tsx';
import type { UserKind } from '../../generated/graphql.ts';
import { useClientConfig } from '../../lib/config.tsx';
import { useConnection } from '../../lib/connection.tsx';
import { useQuery } from '../../lib/data.tsx';
import { useDateFormatters } from '../../lib/time.ts';
import { toast } from '../../lib/toasts/toast.ts';
import { ReferralCodeDocument, ReferralSignUpsDocument } from './generated/documents.ts';

export const SIGN_UPS_VARIABLES = { first: 20 };

export function ReferralPage({ brand }: { brand: Brand }) {
  const { i18n } = useLingui();
  const referral = useQuery(ReferralCodeDocument);
  return (
    <div className="referral-page">
      <PageHeading
        title={i18n._({
          id: 'referral.title',
          message: 'Recommend {product}',
          values: { product: brand.productName },
        })}
        lead={i18n._({
          id: 'referral.lead',
          message:
            'Share your personal link with people looking for a tradesperson and with tradespeople you trust. Everyone who signs up through it is counted here.',
        })}
      />
      <QueryState data={referral.data} error={referral.error} onRetry={() => void referral.mutate()}>
        {(data) => <ShareLink code={data.myReferral.code} product={brand.productName} />}
      </QueryState>
      <SignUps />
    </div>
  );
}

// Whether the browser can hand a link to the device's sharing: known only once the page runs
// there, so the server's page and the first render in the browser agree.
function useCanShare(): boolean {
  const [canShare, setCanShare] = useState(false);
  useEffect(() => setCanShare(typeof navigator.share === 'function'), []);
  return canShare;
}

function ShareLink({ code, product }: { code: string; product: string }) {
  const { i18n } = useLingui();
  const link = `${useClientConfig().siteOrigin}${referralPath(code)}`;
  const canShare = useCanShare();
  const [failure, setFailure] = useState<string | null>(null);

  async function copy() {
    setFailure(null);
    try {
      await navigator.clipboard.writeText(link);
      toast.success(i18n._({ id: 'referral.copied', message: 'Your link is copied. Paste it wherever you like.' }));
    } catch {
      // No clipboard here (an old browser, or permission refused): the link stays to copy by hand.
      setFailure(
        i18n._({
          id: 'referral.copy-failed',
          message: 'Your browser would not copy the link. Select it above and copy it yourself.',
        }),
      );
    }
  }

  async function share() {
    setFailure(null);
    try {
      await navigator.share({
        title: product,
        text: i18n._({
          id: 'referral.share-text',
          message: 'I find work through {product}. Have a look:',
          values: { product },
        }),
        url: link,
      });
    } catch (error) {
      // Closing the share sheet is no failure.
      if ((error as { name?: unknown }).name === 'AbortError') return;
      setFailure(i18n._({ id: 'referral.share-failed', message: 'The link could not be shared. Copy it instead.' }));
    }
  }

  return (
    <section className="card referral-link" aria-labelledby="referral-link-title">
      <h2 id="referral-link-title">{i18n._({ id: 'referral.link-title', message: 'Your link' })}</h2>
      <TextField
        label={i18n._({ id: 'referral.link', message: 'Your personal link' })}
        hint={i18n._({
          id: 'referral.link-hint',
          message: 'It is yours alone and stays the same, so a link you shared keeps working.',
        })}
        name="referralLink"
        readOnly
        value={link}
        onFocus={(event) => event.target.select()}
        data-testid="referral-link"
      />
      <div className="actions">
        <button type="button" className="button" onClick={() => void copy()} data-testid="referral-copy">
          <Icon icon="copy" />
          {i18n._({ id: 'referral.copy', message: 'Copy link' })}
        </button>
        {canShare ? (
          <button type="button" className="button secondary" onClick={() => void share()} data-testid="referral-share">
            <Icon icon="share-2" />
            {i18n._({ id: 'referral.share', message: 'Share' })}
          </button>
        ) : null}
      </div>
      {failure ? <FormMessage>{failure}</FormMessage> : null}
    </section>
  );
}

function useKindWords() {
  const { i18n } = useLingui();
  return (kind: UserKind) =>
    kind === 'SERVICE_PRO'
      ? i18n._({ id: 'referral.kind.pro', message: 'A tradesperson signed up' })
      : i18n._({ id: 'referral.kind.consumer', message: 'A home owner signed up' });
}

function SignUps() {
  const { i18n } = useLingui();
  const { formatDate } = useDateFormatters();
  const kindWords = useKindWords();
  let total = 0;
  const signUps = useConnection(ReferralSignUpsDocument, SIGN_UPS_VARIABLES, (data) => {
    total = data.myReferral.signUps.totalCount;
    return data.myReferral.signUps;
  });
  return (
    <section className="referral-sign-ups" aria-labelledby="referral-sign-ups-title">
      <h2 id="referral-sign-ups-title">
        {i18n._({ id: 'referral.sign-ups-title', message: 'Sign-ups through your link' })}
      </h2>
      {signUps.error && signUps.items.length === 0 ? (
        <LoadFailed error={signUps.error} onRetry={() => void signUps.refresh()} />
      ) : signUps.isLoading && signUps.items.length === 0 ? (
        <Loading />
      ) : signUps.items.length === 0 ? (
        <EmptyState icon="link" title={i18n._({ id: 'referral.empty', message: 'No sign-ups yet' })}>
          <p>
            {i18n._({
              id: 'referral.empty-hint',
              message: 'When someone signs up through your link, you see it here.',
            })}
          </p>
        </EmptyState>
      ) : (
        <>
          <p className="referral-count" data-testid="referral-count">
            {i18n._({
              id: 'referral.count',
              message: '{count, plural, one {# person has} other {# people have}} signed up through your link.',
              values: { count: total },
            })}
          </p>
          <ul className="list">
            {signUps.items.map((signUp) => (
              <li key={signUp.id} className="card referral-sign-up" data-testid="referral-sign-up">
                <Icon icon={signUp.kind === 'SERVICE_PRO' ? 'wrench' : 'house'} />
                <span>
                  <strong>{kindWords(signUp.kind)}</strong>
                  <span className="referral-sign-up-date">{formatDate(signUp.signedUpAt)}</span>
                </span>
              </li>
            ))}
          </ul>
          <LoadMore hasMore={signUps.hasMore} isLoadingMore={signUps.isLoadingMore} onLoadMore={signUps.loadMore} />
        </>
      )}
      <p className="field-hint">
        {i18n._({
          id: 'referral.privacy',
          message:
            'For their privacy we show only when someone signed up, and whether as a home owner or a tradesperson.',
        })}
      </p>
    </section>
  );
}
