import { Link } from 'react-router';
import { TOKEN_MESSAGES } from '@blynd/shared';
import type { AccordionItem } from '../../../components/ui/accordion';
import { paths } from '../../../config/paths';
import { site } from '../../../config/site';

const name = site.productName;

/**
 * The eleven questions of /faqs (an eleven-item accordion): how it works, changing your mind, photos, interest,
 * declines, reporting and Premium; the tokens rule (no refunds, no returns) is stated in the refund answer.
 */
export const faqs: readonly AccordionItem[] = [
  {
    question: `How does ${name} work?`,
    answer: (
      <>
        <p>
          You create a profile with a bio and your interests, and choose whether to show a photo or a blyndmoji avatar.
          Other members see your bio first, not your face. When someone&apos;s bio speaks to you, you like their
          profile.
        </p>
        <p>
          If you both like each other, you are both notified and can choose to unlock each other&apos;s photos and keep
          talking.
        </p>
      </>
    ),
  },
  {
    question: 'What is a blyndmoji?',
    answer: (
      <p>
        A blyndmoji is an avatar you pick to represent you while you stay anonymous. It lets you show a bit of
        personality without showing your face, so people get to know you through what you write and what you love.
      </p>
    ),
  },
  {
    question: 'Can I change my mind after seeing photos?',
    answer: (
      <p>
        Yes. Unlocking photos is not a promise of anything. If the spark is not there after you see each other, you can
        stop the conversation and move on. You are always free to decide who you keep talking to.
      </p>
    ),
  },
  {
    question: 'Can I keep my photos hidden?',
    answer: (
      <p>
        Yes. Your photos stay hidden by default and are only shown to a match when you both agree to unlock them. If you
        prefer, you can choose in your settings to show your photos publicly on your profile. Either way, each photo is
        first checked (for nudity, violence, someone under 18, or a face that is not yours) and shows as &quot;Checking
        your photo…&quot; until it passes; a photo held for our team stays hidden until they decide, and you may appeal
        a rejection once.
      </p>
    ),
  },
  {
    question: 'How do I show someone I am interested?',
    answer: (
      <p>
        Read their bio and interests, and if you like what you see, like their profile. That is how interest is shown on{' '}
        {name}. If they like you back, it is a match and you can start a conversation.
      </p>
    ),
  },
  {
    question: 'What happens if someone declines my photo request?',
    answer: (
      <p>
        Nothing awkward. Declined photo requests are private: neither of you is notified, and nobody sees a rejection.
        You can keep chatting if you both want to, or simply move on.
      </p>
    ),
  },
  {
    question: 'How do I report someone who makes me uncomfortable?',
    answer: (
      <p>
        Open their profile or your conversation, tap the menu and choose Report, pick the reason and tell us what
        happened; reports are confidential and our team reviews every one, reports about a child first. A conversation
        that has ended can still be reported for 30 days from your past matches. You can also{' '}
        <Link to={paths.support}>send us a message</Link> at any time.
      </p>
    ),
  },
  {
    question: `What do I get with ${name} Premium?`,
    answer: (
      <>
        <p>
          Premium shows you the people who already like you straight away, lets you match with them without waiting,
          removes ads, and lets you verify your earning status so matches can trust what your profile says.
        </p>
        <p>
          See the plans and prices on the <Link to={paths.premium}>Premium page</Link>.
        </p>
      </>
    ),
  },
  {
    question: `Do I need Premium to use ${name}?`,
    answer: (
      <p>
        No. {name} is fully usable for free: you can create a profile, like bios, match, unlock photos and chat without
        paying. Premium simply makes things faster and ad-free.
      </p>
    ),
  },
  {
    question: 'Does my Premium plan renew, and can I get a refund?',
    answer: (
      <>
        <p>
          No. Weekly and monthly plans are one-off payments in naira and never renew on their own, so you will never be
          charged without choosing to. Your Premium benefits last until the end of the period you paid for. Purchases
          are final and not refundable.
        </p>
        <p>
          The same goes for tokens, which members use to bid on items and one-of-a-kind experiences: buy them on our{' '}
          <Link to={paths.tokens}>tokens page</Link> and see what is up for bidding on the{' '}
          <Link to={paths.auctions}>auctions page</Link>. A losing bid costs nothing: only a winning bid is spent.{' '}
          <strong>{TOKEN_MESSAGES.noRefunds}</strong>
        </p>
      </>
    ),
  },
  {
    question: 'What is the earning status verification badge?',
    answer: (
      <p>
        When you sign up you choose the income range that fits you: Upstart, Citizen, Investor or Elite. With a monthly
        plan you can add a verification badge for your status, which shows other members that your earning status has
        been checked.
      </p>
    ),
  },
];

/** The five questions on the home page. */
export const homeFaqs: readonly AccordionItem[] = [faqs[0]!, faqs[2]!, faqs[5]!, faqs[6]!, faqs[7]!];
