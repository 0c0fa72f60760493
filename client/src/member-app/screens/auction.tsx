import { useRef, useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/field';
import { PageLoader } from '../../components/ui/page-loader';
import { paths } from '../../config/paths';
import { errorMessage } from '../../lib/http';
import { formatCount } from '../../lib/format';
import { useDocumentMeta } from '../../lib/use-document-meta';
import type { Auction } from '../api/contract';
import { SaverImage } from '../components/saver-image';
import { LoadProblem } from '../components/unavailable';
import { useAuction } from '../features/auctions/api/get-auction';
import { usePlaceBid } from '../features/auctions/api/place-bid';
import { TimeLeft } from '../features/auctions/components/time-left';
import { useTokenBalance } from '../features/tokens/api/get-token-balance';
import { useAuctionsTexts } from './texts/auctions';

const say = useAuctionsTexts.t;

/** The lowest maximum the server accepts now. */
export const minimumBid = (auction: Pick<Auction, 'currentBid' | 'increment' | 'startingBid'>) =>
  auction.currentBid === null ? auction.startingBid : auction.currentBid + auction.increment;

export function AuctionScreen() {
  const { auctionId = '' } = useParams();
  const auction = useAuction(auctionId);
  const tokens = useTokenBalance();
  const placeBid = usePlaceBid();
  const t = useAuctionsTexts();
  useDocumentMeta(auction.data?.title ?? t('auction'), t('descriptionOne'));
  const [amount, setAmount] = useState('');
  const [message, setMessage] = useState<{ text: string; error?: boolean } | null>(null);
  const [busy, setBusy] = useState(false);
  // One id per bid the member means to place: a retry after a lost answer reuses it, so it is not placed twice.
  const bidId = useRef<{ amount: string; id: string } | null>(null);

  async function bid(event: FormEvent) {
    event.preventDefault();
    if (!auction.data) return;
    const maxAmount = Number(amount.replace(/[^\d]/g, ''));
    if (!Number.isInteger(maxAmount) || maxAmount < minimumBid(auction.data)) {
      setMessage({ text: say('bidAtLeast', { min: formatCount(minimumBid(auction.data)) }), error: true });
      return;
    }
    if (bidId.current?.amount !== amount) bidId.current = { amount, id: crypto.randomUUID() };
    setBusy(true);
    setMessage(null);
    try {
      await placeBid.mutateAsync({ auctionId, clientBidId: bidId.current.id, maxAmount });
      bidId.current = null;
      setAmount('');
      setMessage({ text: say('bidIn', { max: formatCount(maxAmount) }) });
    } catch (error) {
      setMessage({ text: errorMessage(error), error: true });
    } finally {
      setBusy(false);
    }
  }

  const a = auction.data;
  return (
    <section className="m-screen">
      <Link to={paths.member.auctions} className="m-back">
        <span aria-hidden="true">←</span> {t('all')}
      </Link>
      {auction.isPending && <PageLoader />}
      {auction.error && (
        <>
          <h1>{t('auction')}</h1>
          <LoadProblem error={auction.error} what={t('title')} />
        </>
      )}
      {a && (
        <div className="m-auction-detail">
          <h1>{a.title}</h1>
          {a.images.length > 0 && (
            <div className="m-card__photos">
              {a.images.map((src, index) => (
                <SaverImage
                  key={src}
                  src={src}
                  alt={t('picture', { title: a.title, n: index + 1 })}
                  className="m-photo"
                />
              ))}
            </div>
          )}
          <p>{a.description}</p>
          <dl className="m-facts" aria-live="polite">
            <div>
              <dt>{t('currentPrice')}</dt>
              <dd>{t('amountTokens', { amount: formatCount(a.currentBid ?? a.startingBid) })}</dd>
            </div>
            <div>
              <dt>{t('bidsLabel')}</dt>
              <dd>{a.bidCount}</dd>
            </div>
            <div>
              <dt>{t('ends')}</dt>
              <dd>
                {a.status === 'live' ? <TimeLeft endsAt={a.endsAt} /> : new Date(a.endsAt).toLocaleString('en-NG')}
              </dd>
            </div>
            {a.myMax !== null && (
              <div>
                <dt>{t('yourMaximum')}</dt>
                <dd>{t(a.leading ? 'maxLeading' : 'maxOutbid', { amount: formatCount(a.myMax) })}</dd>
              </div>
            )}
          </dl>
          {a.won && <p className="m-note m-note--match">{t('wonThis')}</p>}
          {a.status === 'live' && (
            <form className="m-form" onSubmit={bid} noValidate>
              <TextField
                label={t('bidLabel')}
                hint={`${t('bidHint', { min: formatCount(minimumBid(a)) })}${tokens.data ? t('youHave', { available: formatCount(tokens.data.available) }) : ''}`}
                inputMode="numeric"
                value={amount}
                onChange={(e) => setAmount(e.target.value)}
              />
              <Button type="submit" disabled={busy}>
                {busy ? t('bidding') : t('placeBid')}
              </Button>
            </form>
          )}
          <div aria-live="polite">
            {message && <p className={message.error ? 'm-error' : 'm-note'}>{message.text}</p>}
          </div>
          <p className="m-muted">{t('final')}</p>
        </div>
      )}
    </section>
  );
}
