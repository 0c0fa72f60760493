import { Link } from 'react-router';
import { TOKEN_MESSAGES } from '@blynd/shared';
import { paths } from '../../../config/paths';
import { site } from '../../../config/site';
import type { LegalSection } from '../components/legal-document';

const name = site.productName;

/** The 27 things members may not do (terms of use). */
export const prohibitedActions: readonly string[] = [
  'Use the service if you are under 18 years of age.',
  'Create a false identity or pretend to be another person, brand or organisation.',
  'Create more than one account, or open a new account after we have removed one of yours.',
  'Use photos that are not of you, including photos of friends, celebrities or models.',
  'Lie about your age, relationship status, earning status or intentions.',
  'Ask other members for money, airtime, gift cards, cryptocurrency or any other financial help.',
  'Run romance scams, investment or “money doubling” schemes, pyramid schemes or any other fraud.',
  'Advertise or sell products or services, or look for customers, without our written permission.',
  'Offer or ask for paid sex, escort services or transactional “sugar” arrangements.',
  'Harass, bully, stalk, threaten or intimidate anyone, on or off the app.',
  'Send sexual messages or images to anyone who has not clearly agreed to receive them.',
  'Share another person’s private photos, messages or personal information without their consent.',
  'Record, screenshot or publish conversations or photos to shame, blackmail or expose someone.',
  'Pressure anyone to unlock photos, share contact details or meet in person.',
  'Contact a member who has blocked you, unmatched you or declined you, through another account or any other channel.',
  'Abuse or discriminate against anyone because of their ethnicity, tribe, religion, gender, disability or any other personal characteristic.',
  'Use the service for anything unlawful, or to plan, promote or encourage a crime.',
  'Collect information about members by scraping, crawling or any other automated means.',
  'Use bots, scripts or automation to create accounts, like profiles or send messages.',
  'Copy, modify, reverse engineer or decompile any part of our apps or website.',
  'Try to get around our security features, facial verification, blocks or bans.',
  'Upload viruses, malware or any code meant to harm or interfere with the service.',
  'Overload, attack or disrupt our servers and networks, or the service for other members.',
  'Sell, rent, lend, transfer or share your account or your login details.',
  'Buy, sell or trade tokens, bids or experiences outside the app.',
  'Make false reports about other members or misuse our reporting tools.',
  'Help or encourage anyone else to do any of the things on this list.',
];

/** The 15 kinds of content members may not post or send (terms of use). */
export const prohibitedContent: readonly string[] = [
  'Nudity, sexually explicit or pornographic material.',
  'Any content that sexualises, exploits or endangers children.',
  'Photos of children, or of anyone other than you, as your profile photos.',
  'Hate speech that attacks people for their ethnicity, tribe, religion, gender, sexuality or disability.',
  'Threats of violence, or content that promotes or glorifies violence or terrorism.',
  'Content that encourages self-harm, suicide or eating disorders.',
  'Graphic, gory or shocking images.',
  'Content that promotes illegal drugs, weapons or other unlawful goods and services.',
  'Insults, bullying, humiliation or content meant to harass someone.',
  'Private information such as phone numbers, home addresses, bank details, BVN or ID documents, yours or anyone else’s.',
  'Spam, chain messages, referral codes and links to outside websites or apps.',
  'Scams, fake giveaways, loan offers, investment schemes or requests for money.',
  'False or misleading information meant to deceive other members.',
  'Material that breaks someone else’s copyright, trademark or other rights.',
  'Content that impersonates another person, brand or organisation.',
];

export const termsSections: readonly LegalSection[] = [
  {
    id: 'acceptance',
    title: 'Accepting these terms',
    body: (
      <>
        <p>
          These Terms of use are an agreement between you and {name}. They apply whenever you use the {name} apps for
          iOS and Android, this website, or any feature we offer through them (together, “the service”).
        </p>
        <p>
          By creating an account or using the service you agree to these terms, our{' '}
          <Link to={paths.privacyPolicy}>Privacy policy</Link> and our <Link to={paths.childSafety}>Child Safety</Link>{' '}
          standards. If you do not agree, please do not use the service.
        </p>
      </>
    ),
  },
  {
    id: 'eligibility',
    title: 'Who can use the service',
    body: (
      <>
        <p className="legal__callout">
          <strong>You must be at least 18 years old to use {name}.</strong> We check this when you register, including
          through facial verification, and we remove any account we believe belongs to someone under 18.
        </p>
        <p>By using the service you also confirm that:</p>
        <ul>
          <li>you are legally able to enter into this agreement;</li>
          <li>
            you have not been convicted of a sexual offence or a violent crime, and are not required to register as a
            sex offender;
          </li>
          <li>you have not had a {name} account removed by us for breaking these terms.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'account',
    title: 'Your account',
    body: (
      <>
        <p>
          You agree to give true, current information when you sign up, including your name, date of birth, gender and
          the income range you choose (Upstart, Citizen, Investor or Elite), and to keep it up to date.
        </p>
        <p>
          You are responsible for everything that happens on your account. Keep your phone and login secure and tell us
          straight away through the <Link to={paths.support}>Get help</Link> page if you think someone else has used
          your account.
        </p>
      </>
    ),
  },
  {
    id: 'how-it-works',
    title: `How ${name} works`,
    body: (
      <>
        <p>
          Members meet through bios and interests before photos. You may use a blyndmoji avatar to stay anonymous.
          Liking a profile is how you show interest. When two members like each other, both are notified and may choose
          to unlock each other’s photos.
        </p>
        <p>
          Unlocking photos is never an obligation to keep talking or to meet. Declined photo requests are private and
          neither side is notified. You may choose to show your photos publicly at any time in your settings.
        </p>
      </>
    ),
  },
  {
    id: 'your-content',
    title: 'Your content',
    body: (
      <>
        <p>
          You own the words, photos and other content you add to {name}. You give us a non-exclusive, royalty-free
          licence to host, store, display and process that content only so we can run, improve and promote the service.
          This licence ends when you delete the content or your account, except where other members already hold copies
          you sent them or where the law requires us to keep it.
        </p>
        <p>You are responsible for what you post and send, and you confirm that you have the right to share it.</p>
      </>
    ),
  },
  {
    id: 'prohibited-actions',
    title: 'Things you must not do',
    body: (
      <>
        <p>To keep {name} safe and respectful, you must not:</p>
        <ol className="legal__list" data-testid="prohibited-actions">
          {prohibitedActions.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ol>
      </>
    ),
  },
  {
    id: 'prohibited-content',
    title: 'Content that is not allowed',
    body: (
      <>
        <p>You must not post, upload, send or link to:</p>
        <ol className="legal__list" data-testid="prohibited-content">
          {prohibitedContent.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ol>
        <p>We may remove any content that breaks these rules without notice.</p>
      </>
    ),
  },
  {
    id: 'safety',
    title: 'Your safety and other members',
    body: (
      <>
        <p>
          You are responsible for how you deal with other members. We verify faces at registration and review reports,
          but we do not run criminal background checks and cannot guarantee anyone’s behaviour. Read our{' '}
          <Link to={paths.safety}>safety tips</Link> and always meet new people in public places.
        </p>
        <p>
          Never send money to someone you met on {name}. We will never ask you for your password, PIN or card details in
          a message.
        </p>
      </>
    ),
  },
  {
    id: 'premium',
    title: 'Premium plans and payments',
    body: (
      <>
        <p>
          {name} Premium is optional. It shows you who already likes you, lets you match with them straight away,
          removes ads and lets you verify your earning status. The free service stays fully usable without it.
        </p>
        <ul>
          <li>Premium is sold as weekly or monthly plans, priced in Nigerian naira and shown before you pay.</li>
          <li>
            <strong>Plans do not renew automatically.</strong> Each purchase covers one period only (7 days for weekly,
            30 days for monthly), and you will never be charged again unless you choose to buy again.
          </li>
          <li>
            <strong>All purchases are final and non-refundable</strong>, except where Nigerian consumer protection law
            says otherwise.
          </li>
          <li>
            If you stop using Premium or delete your account before your period ends, your Premium benefits continue
            until the end of the period you paid for, and no part of the payment is refunded.
          </li>
          <li>You cannot buy a new plan while a Premium period is still running.</li>
          <li>
            Payments are processed by Paystack. We never see or store your full card number; see our{' '}
            <Link to={paths.privacyPolicy}>Privacy policy</Link>.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'tokens',
    title: 'Tokens, bids and experiences',
    body: (
      <>
        <p>
          Some features let you use {name} tokens to bid on items and one-of-a-kind experiences. Tokens have no cash
          value, cannot be exchanged for money and cannot be transferred to another member.
        </p>
        <p>
          <strong>{TOKEN_MESSAGES.noRefunds}</strong> This includes experiences you win. Experiences are provided on the
          dates and terms shown when you bid.
        </p>
        <p>
          Tokens are bought on our <Link to={paths.tokens}>tokens page</Link>. When you bid, the tokens of your highest
          bid are set aside; if someone outbids you they come back at once, and only a winning bid is spent. Current
          auctions are listed on our <Link to={paths.auctions}>auctions page</Link>.
        </p>
      </>
    ),
  },
  {
    id: 'advertising',
    title: 'Advertising',
    body: (
      <p>
        The free service shows ads from businesses that book space with us. Premium members do not see them. Businesses
        can reserve space on our <Link to={paths.advertise}>Advertise</Link> page; every booking is confirmed by our ads
        team in writing.
      </p>
    ),
  },
  {
    id: 'moderation',
    title: 'Reports, moderation and ending your account',
    body: (
      <>
        <p>
          You can report any member or message from inside the app. We review reports and may warn, restrict, suspend or
          permanently remove accounts that break these terms, and we may report unlawful activity to the police or other
          authorities.
        </p>
        <p>
          You can delete your account at any time in the app settings. We may suspend or close an account if we have
          good reason to believe it breaks these terms or puts others at risk. Removed accounts lose any unused Premium
          time and tokens.
        </p>
      </>
    ),
  },
  {
    id: 'intellectual-property',
    title: 'Our intellectual property',
    body: (
      <p>
        The {name} name, logo, blyndmojis, apps, website and everything in them, other than content members add, belong
        to us or our licensors. You may use the service for your own personal, non-commercial dating purposes only.
      </p>
    ),
  },
  {
    id: 'disclaimers',
    title: 'Disclaimers',
    body: (
      <p>
        We work hard to keep {name} available, accurate and safe, but the service is provided “as is”. We do not promise
        that you will find a match, that the service will always be available without interruption, or that every member
        is who they say they are.
      </p>
    ),
  },
  {
    id: 'liability',
    title: 'Limits on our liability',
    body: (
      <p>
        To the extent the law allows, {name} is not liable for indirect or consequential losses, or for the conduct of
        any member on or off the service. Where we are liable, our total liability to you is limited to the amount you
        paid us in the three months before the claim. Nothing in these terms limits liability that cannot be limited
        under Nigerian law.
      </p>
    ),
  },
  {
    id: 'law',
    title: 'Governing law and disputes',
    body: (
      <p>
        These terms are governed by the laws of the Federal Republic of Nigeria. If you have a complaint, please contact
        us first so we can try to resolve it. Disputes that we cannot resolve together will be settled by the courts of
        Lagos State, Nigeria.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to these terms',
    body: (
      <p>
        We may update these terms as the service changes. When we make important changes we will tell you in the app
        before they take effect. If you keep using {name} after that, you accept the updated terms.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact us',
    body: (
      <p>
        Questions about these terms? Write to {site.companyName} at{' '}
        <a href={`mailto:${site.contactEmail}`}>{site.contactEmail}</a>, or send us a message through the{' '}
        <Link to={paths.support}>Get help</Link> page, and our team will reply.
      </p>
    ),
  },
];
