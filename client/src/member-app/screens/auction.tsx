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
import { LoadProblem } from '../components/unavailable';
import { useAuction } from '../features/auctions/api/get-auction';
import { usePlaceBid } from '../features/auctions/api/place-bid';
import { TimeLeft } from '../features/auctions/components/time-left';
import { useTokenBalance } from '../features/tokens/api/get-token-balance';

/** The lowest maximum the server accepts now. */
export const minimumBid = (auction: Pick<Auction, 'currentBid' | 'increment' | 'startingBid'>) =>
  auction.currentBid === null ? auction.startingBid : auction.currentBid + auction.increment;

export function AuctionScreen() {
  const { auctionId = '' } = useParams();
  const auction = useAuction(auctionId);
  const tokens = useTokenBalance();
  const placeBid = usePlaceBid();
  useDocumentMeta(auction.data?.title ?? 'Auction', 'An auction on Blynd.');
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
      setMessage({ text: `Bid at least ${formatCount(minimumBid(auction.data))} tokens`, error: true });
      return;
    }
    if (bidId.current?.amount !== amount) bidId.current = { amount, id: crypto.randomUUID() };
    setBusy(true);
    setMessage(null);
    try {
      await placeBid.mutateAsync({ auctionId, clientBidId: bidId.current.id, maxAmount });
      bidId.current = null;
      setAmount('');
      setMessage({ text: `Your maximum of ${formatCount(maxAmount)} tokens is in. We bid for you up to it.` });
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
        <span aria-hidden="true">←</span> All auctions
      </Link>
      {auction.isPending && <PageLoader />}
      {auction.error && (
        <>
          <h1>Auction</h1>
          <LoadProblem error={auction.error} what="Auctions" />
        </>
      )}
      {a && (
        <div className="m-auction-detail">
          <h1>{a.title}</h1>
          {a.images.length > 0 && (
            <div className="m-card__photos">
              {a.images.map((src, index) => (
                <img key={src} src={src} alt={`${a.title}, picture ${index + 1}`} className="m-photo" />
              ))}
            </div>
          )}
          <p>{a.description}</p>
          <dl className="m-facts" aria-live="polite">
            <div>
              <dt>Current price</dt>
              <dd>{formatCount(a.currentBid ?? a.startingBid)} tokens</dd>
            </div>
            <div>
              <dt>Bids</dt>
              <dd>{a.bidCount}</dd>
            </div>
            <div>
              <dt>Ends</dt>
              <dd>
                {a.status === 'live' ? <TimeLeft endsAt={a.endsAt} /> : new Date(a.endsAt).toLocaleString('en-NG')}
              </dd>
            </div>
            {a.myMax !== null && (
              <div>
                <dt>Your maximum</dt>
                <dd>
                  {formatCount(a.myMax)} tokens {a.leading ? '(leading)' : '(outbid)'}
                </dd>
              </div>
            )}
          </dl>
          {a.won && (
            <p className="m-note m-note--match">You won this auction. Our team will contact you to arrange it.</p>
          )}
          {a.status === 'live' && (
            <form className="m-form" onSubmit={bid} noValidate>
              <TextField
                label="Your maximum bid (tokens)"
                hint={`At least ${formatCount(minimumBid(a))}. We bid for you only as much as needed, up to this. ${tokens.data ? `You have ${formatCount(tokens.data.available)} available.` : ''}`}
                inputMode="numeric"
                value={amount}
                onChange={(e) => setAmount(e.target.value)}
              />
              <Button type="submit" disabled={busy}>
                {busy ? 'Bidding…' : 'Place bid'}
              </Button>
            </form>
          )}
          <div aria-live="polite">
            {message && <p className={message.error ? 'm-error' : 'm-note'}>{message.text}</p>}
          </div>
          <p className="m-muted">Tokens cannot be refunded and items cannot be returned.</p>
        </div>
      )}
    </section>
  );
}
