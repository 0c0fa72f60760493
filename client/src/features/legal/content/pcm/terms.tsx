import { Link } from 'react-router';
import { TOKEN_MESSAGES } from '@blynd/shared';
import { sitePath } from '../../../../components/layouts/site-language';
import { paths } from '../../../../config/paths';
import { site } from '../../../../config/site';
import type { LegalSection } from '../../components/legal-document';

const name = site.productName;
const to = (path: string) => sitePath(path, 'pcm');

/** The 27 tins wey members no suppose do, in Pidgin, item for item with ../terms.tsx. */
const prohibitedActionsPcm: readonly string[] = [
  'Use di service if you never reach 18 years.',
  'Create fake identity or pretend say you be anoda person, brand or organisation.',
  'Create more than one account, or open new account after we don remove one of your own.',
  'Use photos wey no be you, including photos of your friends, celebrities or models.',
  'Lie about your age, relationship status, earning status or wetin you dey find.',
  'Ask oda members for money, airtime, gift cards, crypto or any oda financial help.',
  'Run love scam, investment or “money doubling” scheme, pyramid scheme or any oda fraud.',
  'Advertise or sell products or services, or dey find customers, without our written permission.',
  'Offer or ask for paid sex, escort services or “sugar” arrangement wey involve money.',
  'Harass, bully, stalk, threaten or frighten anybody, for inside di app or outside.',
  'Send sexual messages or pictures to anybody wey never clearly agree to receive dem.',
  'Share anoda person private photos, messages or personal information without their permission.',
  'Record, screenshot or publish chats or photos to shame, blackmail or expose person.',
  'Force anybody to open photos, share contact details or meet face to face.',
  'Contact member wey don block you, unmatch you or decline you, through anoda account or any oda way.',
  'Abuse or discriminate against anybody because of their ethnic group, tribe, religion, gender, disability or any oda personal tin.',
  'Use di service for anything wey law no allow, or to plan, promote or encourage crime.',
  'Gather information about members by scraping, crawling or any oda automatic way.',
  'Use bots, scripts or automation to create accounts, like profiles or send messages.',
  'Copy, change, reverse engineer or decompile any part of our apps or website.',
  'Try to dodge our security features, face verification, blocks or bans.',
  'Upload virus, malware or any code wey dem make to harm or disturb di service.',
  'Overload, attack or disturb our servers and networks, or di service for oda members.',
  'Sell, rent, lend, transfer or share your account or your login details.',
  'Buy, sell or trade tokens, bids or experiences outside di app.',
  'Make false reports about oda members or misuse our report tools.',
  'Help or encourage anybody to do any of di tins wey dey dis list.',
];

/** The 15 kinds of content wey members no suppose post or send, in Pidgin, item for item with ../terms.tsx. */
const prohibitedContentPcm: readonly string[] = [
  'Nakedness, sexual or pornographic material.',
  'Any content wey dey use pikin for sex matter, dey exploit am or dey put am for danger.',
  'Photos of pikin, or of anybody wey no be you, as your profile photos.',
  'Hate speech wey dey attack pipo because of their ethnic group, tribe, religion, gender, sexuality or disability.',
  'Threat of violence, or content wey dey promote or praise violence or terrorism.',
  'Content wey dey encourage self-harm, suicide or eating disorder.',
  'Pictures wey get blood, gore or wey go shock pipo.',
  'Content wey dey promote hard drugs, weapons or oda goods and services wey law no allow.',
  'Insult, bullying, disgrace or content wey dem make to harass person.',
  'Private information like phone numbers, house addresses, bank details, BVN or ID documents, your own or anoda person own.',
  'Spam, chain messages, referral codes and links to outside websites or apps.',
  'Scam, fake giveaway, loan offer, investment scheme or request for money.',
  'False or misleading information wey dem make to deceive oda members.',
  'Material wey break anoda person copyright, trademark or oda rights.',
  'Content wey dey pretend to be anoda person, brand or organisation.',
];

/**
 * The terms of use in Nigerian Pidgin, section for section with ../terms.tsx (the same ids). The English page is the
 * binding one (decision 0174); a change there is made here in the same change.
 */
export const termsSectionsPcm: readonly LegalSection[] = [
  {
    id: 'acceptance',
    title: 'To accept dis terms',
    body: (
      <>
        <p>
          Dis Terms of use na agreement between you and {name}. E dey apply anytime wey you use di {name} apps for iOS
          and Android, dis website, or any feature wey we dey offer through dem (all togeda, “di service”).
        </p>
        <p>
          When you create account or use di service, you don agree to dis terms, our{' '}
          <Link to={to(paths.privacyPolicy)}>Privacy policy</Link> and our{' '}
          <Link to={to(paths.childSafety)}>Child Safety</Link> standards. If you no agree, abeg no use di service.
        </p>
      </>
    ),
  },
  {
    id: 'eligibility',
    title: 'Who fit use di service',
    body: (
      <>
        <p className="legal__callout">
          <strong>You must don reach at least 18 years before you fit use {name}.</strong> We dey check dis when you
          register, including wit face verification, and we go remove any account wey we believe say na person wey never
          reach 18 get am.
        </p>
        <p>When you use di service, you also confirm say:</p>
        <ul>
          <li>law allow you to enter dis agreement;</li>
          <li>
            court never convict you for sexual offence or violent crime, and law no require you to register as sex
            offender;
          </li>
          <li>we never remove any {name} account of your own because you break dis terms.</li>
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
          You agree to give true and current information when you sign up, including your name, date of birth, gender
          and di income range wey you choose (Upstart, Citizen, Investor or Elite), and to keep am up to date.
        </p>
        <p>
          Na you get responsibility for everytin wey happen for your account. Keep your phone and login safe and tell us
          sharp sharp through di <Link to={to(paths.support)}>Get help</Link> page if you think say anoda person don use
          your account.
        </p>
      </>
    ),
  },
  {
    id: 'how-it-works',
    title: `How ${name} dey work`,
    body: (
      <>
        <p>
          Members dey meet through bio and interest before photo. You fit use blyndmoji avatar to hide who you be. To
          like person profile na how you dey show interest. When two members like each oda, we go tell dem both and dem
          fit choose to open each oda photo.
        </p>
        <p>
          To open photo no mean say you must continue to talk or meet. Photo request wey person decline na secret and we
          no dey tell any side. You fit choose to show your photos to everybody anytime for your settings.
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
          Na you get di words, photos and oda content wey you add to {name}. You dey give us licence wey no be only our
          own and wey we no go pay for, to host, store, show and process dat content, only so we fit run, improve and
          promote di service. Dis licence go end when you delete di content or your account, except where oda members
          don already hold copies wey you send dem or where law say make we keep am.
        </p>
        <p>Na you get responsibility for wetin you post and send, and you confirm say you get right to share am.</p>
      </>
    ),
  },
  {
    id: 'prohibited-actions',
    title: 'Tins wey you no suppose do',
    body: (
      <>
        <p>To keep {name} safe and respectful, you no suppose:</p>
        <ol className="legal__list" data-testid="prohibited-actions">
          {prohibitedActionsPcm.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ol>
      </>
    ),
  },
  {
    id: 'prohibited-content',
    title: 'Content wey we no allow',
    body: (
      <>
        <p>You no suppose post, upload, send or link to:</p>
        <ol className="legal__list" data-testid="prohibited-content">
          {prohibitedContentPcm.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ol>
        <p>We fit remove any content wey break dis rules without telling you first.</p>
      </>
    ),
  },
  {
    id: 'safety',
    title: 'Your safety and oda members',
    body: (
      <>
        <p>
          Na you get responsibility for how you dey deal wit oda members. We dey check faces when pipo register and we
          dey review reports, but we no dey do criminal background check and we no fit guarantee how anybody go behave.
          Read our <Link to={to(paths.safety)}>safety tips</Link> and always meet new pipo for open place.
        </p>
        <p>
          No ever send money to person wey you meet for {name}. We no go ever ask you for your password, PIN or card
          details for message.
        </p>
      </>
    ),
  },
  {
    id: 'premium',
    title: 'Premium plans and payment',
    body: (
      <>
        <p>
          {name} Premium no be by force. E dey show you who don already like you, e dey let you match wit dem
          immediately, e dey comot ads and e dey let you verify your earning status. Di free service still dey work
          full-full without am.
        </p>
        <ul>
          <li>
            We dey sell Premium as weekly or monthly plans, wit price for Nigerian naira wey we go show before you pay.
          </li>
          <li>
            <strong>Plans no dey renew by themselves.</strong> Every purchase cover only one period (7 days for weekly,
            30 days for monthly), and we no go ever charge you again unless you choose to buy again.
          </li>
          <li>
            <strong>Every purchase don final and we no dey refund am</strong>, except where Nigerian consumer protection
            law talk anoda tin.
          </li>
          <li>
            If you stop to use Premium or you delete your account before your period end, your Premium benefits go
            continue until di end of di period wey you pay for, and we no go refund any part of di payment.
          </li>
          <li>You no fit buy new plan while your Premium period still dey run.</li>
          <li>
            Na Paystack dey process payments. We no dey ever see or keep your full card number; see our{' '}
            <Link to={to(paths.privacyPolicy)}>Privacy policy</Link>.
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
          Some features dey let you use {name} tokens take bid for items and special experience. Tokens no get cash
          value, you no fit change dem to money and you no fit transfer dem give anoda member.
        </p>
        <p>
          <strong>{TOKEN_MESSAGES.noRefunds}</strong> Dis one include experience wey you win. We dey provide experiences
          for di dates and terms wey we show when you bid.
        </p>
        <p>
          You dey buy tokens for our <Link to={to(paths.tokens)}>tokens page</Link>. When you bid, we go keep di tokens
          of your highest bid for side; if anoda person bid pass you, dem go come back to you immediately, and na only
          bid wey win we go spend. Di auctions wey dey run now dey for our{' '}
          <Link to={to(paths.auctions)}>auctions page</Link>.
        </p>
      </>
    ),
  },
  {
    id: 'advertising',
    title: 'Advertising',
    body: (
      <p>
        Di free service dey show ads from businesses wey book space wit us. Premium members no dey see dem. Businesses
        fit book space for our <Link to={to(paths.advertise)}>Advertise</Link> page; our ads team dey confirm every
        booking for writing.
      </p>
    ),
  },
  {
    id: 'moderation',
    title: 'Reports, moderation and how account dey end',
    body: (
      <>
        <p>
          You fit report any member or message from inside di app. We dey review reports and we fit warn, restrict,
          suspend or remove forever any account wey break dis terms, and we fit report anything wey law no allow to
          police or oda authorities.
        </p>
        <p>
          You fit delete your account anytime for di app settings. We fit suspend or close account if we get good reason
          to believe say e break dis terms or e dey put oda pipo for danger. Account wey we remove go lose any Premium
          time and tokens wey e never use.
        </p>
      </>
    ),
  },
  {
    id: 'intellectual-property',
    title: 'Wetin be our own (intellectual property)',
    body: (
      <p>
        Di {name} name, logo, blyndmojis, apps, website and everytin wey dey inside dem, apart from content wey members
        add, na our own or our licensors own. You fit use di service only for your own personal dating, no be for
        business.
      </p>
    ),
  },
  {
    id: 'disclaimers',
    title: 'Wetin we no fit promise',
    body: (
      <p>
        We dey work hard to keep {name} available, correct and safe, but we dey provide di service “as e be”. We no
        promise say you go find match, say di service go always dey available without break, or say every member na who
        dem talk say dem be.
      </p>
    ),
  },
  {
    id: 'liability',
    title: 'Di limit of wetin we go carry',
    body: (
      <p>
        As far as law allow, {name} no go carry responsibility for indirect losses or losses wey follow am, or for how
        any member behave for inside di service or outside. Where we get responsibility, di total wey we go carry for
        you no go pass di money wey you pay us for di three months before di claim. Nothing for dis terms dey limit
        responsibility wey Nigerian law no allow make person limit.
      </p>
    ),
  },
  {
    id: 'law',
    title: 'Di law wey dey rule am and quarrel',
    body: (
      <p>
        Na di laws of di Federal Republic of Nigeria dey rule dis terms. If you get complaint, abeg contact us first so
        we fit try settle am. Quarrel wey we no fit settle togeda, na di courts of Lagos State, Nigeria go settle am.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to dis terms',
    body: (
      <p>
        We fit update dis terms as di service dey change. When we make important changes, we go tell you for di app
        before dem start to work. If you continue to use {name} after dat, you don accept di new terms.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact us',
    body: (
      <p>
        You get question about dis terms? Write to {site.companyName} for{' '}
        <a href={`mailto:${site.contactEmail}`}>{site.contactEmail}</a>, or send us message through di{' '}
        <Link to={to(paths.support)}>Get help</Link> page, and our team go reply you.
      </p>
    ),
  },
];
