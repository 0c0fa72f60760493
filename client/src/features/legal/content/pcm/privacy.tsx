import { Link } from 'react-router';
import { sitePath } from '../../../../components/layouts/site-language';
import { paths } from '../../../../config/paths';
import { site } from '../../../../config/site';
import type { LegalSection } from '../../components/legal-document';

const name = site.productName;
const to = (path: string) => sitePath(path, 'pcm');

/**
 * The fourteen sections of the privacy policy in Nigerian Pidgin, section for section with ../privacy.tsx (the same
 * ids). The English page is the binding one (decision 0174); a change there is made here in the same change.
 */
export const privacySectionsPcm: readonly LegalSection[] = [
  {
    id: 'interpretation',
    title: 'Meaning of di words',
    body: (
      <>
        <p>Words wey get capital letter get di meaning wey dey below, weda dem be one or plenty.</p>
        <ul>
          <li>
            <strong>“We”, “us”, “our” or “{name}”</strong> mean di company wey dey run di {name} dating service.
          </li>
          <li>
            <strong>“Service”</strong> mean di {name} apps for iOS and Android, dis website and everytin wey we dey
            offer through dem.
          </li>
          <li>
            <strong>“You”</strong> mean di person wey dey use di Service.
          </li>
          <li>
            <strong>“Personal Data”</strong> mean any information wey show who you be or wey pipo fit use find out who
            you be.
          </li>
          <li>
            <strong>“Usage Data”</strong> mean information wey we dey collect by itself when you dey use di Service.
          </li>
          <li>
            <strong>“Service Providers”</strong> mean companies wey dey process data for us, like hosting, messaging and
            payment companies.
          </li>
          <li>
            <strong>“Device”</strong> mean any phone, tablet or computer wey you dey use enter di Service.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'introduction',
    title: 'Introduction',
    body: (
      <>
        <p>
          Dis Privacy policy explain wetin {name} dey collect, why we dey collect am, how we dey use am and protect am,
          and di choices and rights wey you get. E concern everybody wey dey use di Service.
        </p>
        <p>
          We dey handle Personal Data according to di Nigeria Data Protection Act 2023 and di rules of di Nigeria Data
          Protection Commission. When you use di Service, you don agree make we collect and use information di way dis
          policy talk.
        </p>
      </>
    ),
  },
  {
    id: 'data-collected',
    title: 'Di kind data wey we dey collect',
    body: (
      <>
        <h3>Information wey you give us</h3>
        <ul>
          <li>
            Account details: your first name, phone number, email address, date of birth, gender and state or region.
          </li>
          <li>
            Profile content: your bio, interests, values and wetin you dey find for relationship, your blyndmoji and any
            photos wey you upload.
          </li>
          <li>
            Di income range wey you choose when you sign up, wey dey set your earning status (Upstart, Citizen, Investor
            or Elite).
          </li>
          <li>
            Face verification (biometric data, wey you go agree to separately before di check): for sign-up,{' '}
            {site.faceCheckBy}. Na {site.photoChecksBy} dey check am. We dey keep di pass or fail result, di age wey we
            guess, and face template (numbers wey describe your face, or for Amazon Rekognition, small cut of am) wey we
            dey use only to check say your photos na you. We dey keep di face picture itself only while our team dey
            review am (age guess wey dey under 18, or photo wey we hold because e fit no be you or e fit show person wey
            never reach 18) and we go delete am once di review don settle.
          </li>
          <li>
            Photo checks: di same models dey check every photo wey you upload before anybody else fit see am (nakedness,
            violence, weda e show your verified face, age, and weda e copy anoda member photo or photo wey we don
            remove). We dey keep di result, di scores and perceptual hash of di picture; photo wey our team remove go
            keep im hash, so nobody fit upload di same picture again.
          </li>
          <li>
            Messages, likes, photo requests, reports and support messages wey you send. We dey check chat messages, bios
            and prompt answers by machine for signs of scam and abuse (request for money, bank details, to comot di app,
            investment talk, travel trap, sexual content and harassment); we dey record di match wit di rules wey catch
            am, di message still go deliver, and di person wey you write to fit see safety tip.
          </li>
          <li>
            Date safety: when you plan date for di app, di time, di place and di contact wey you choose (their name and
            phone number), wey we go send di date details by SMS and, if you no answer your check-in or you ask for
            help, alert.
          </li>
        </ul>
        <h3>Payment information</h3>
        <p>
          Na <strong>Paystack</strong>, our payment processor, dey process Premium payments. You dey enter your card or
          bank details for Paystack secure page, no be our own. Na only di transaction reference, di amount, di date, di
          card type and di <strong>last four digits</strong> of di card wey you use we dey receive and keep. We no dey
          ever receive or keep your full card number, PIN or CVV.
        </p>
      </>
    ),
  },
  {
    id: 'usage-data',
    title: 'Usage data',
    body: (
      <>
        <p>When you dey use di Service, we dey collect information by itself, like:</p>
        <ul>
          <li>di type of your Device, di operating system, app version and browser type;</li>
          <li>your IP address and di area wey e show say you dey;</li>
          <li>
            di pages and screens wey you visit, di features wey you use, di time and date wey you visit and how long you
            stay;
          </li>
          <li>crash reports and information to find problem.</li>
        </ul>
        <p>
          Our website dey keep small information for your browser, for example to finish payment wey you start. We no
          dey use advertising cookies for dis website.
        </p>
      </>
    ),
  },
  {
    id: 'purposes',
    title: 'How we dey use your data',
    body: (
      <>
        <p>We dey use Personal Data to:</p>
        <ul>
          <li>create and manage your account and show your profile to oda members;</li>
          <li>
            suggest matches based on your values, interests and wetin you dey find, and write tins to start di yarn;
          </li>
          <li>deliver likes, match notifications, photo unlocks and messages;</li>
          <li>
            confirm say you be real adult and say your photos na you (di verified badge), and, if you buy di badge, your
            earning status;
          </li>
          <li>process Premium payments and keep record of dem;</li>
          <li>
            keep members safe: check every photo before we show am, catch scam, fraud and fake profiles, review reports
            and enforce our Terms of use;
          </li>
          <li>answer your support messages and send you service notices;</li>
          <li>understand how pipo dey use di Service so we fit fix problems and make am better;</li>
          <li>show ads to members wey no get Premium, without sharing your Personal Data wit advertisers.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'sharing',
    title: 'How we dey share your data',
    body: (
      <>
        <p>We no dey sell your Personal Data. We dey share am only:</p>
        <ul>
          <li>
            <strong>wit oda members</strong>, as you choose: members fit see your bio and interests, and your photos,
            once dem don pass di checks, only when you open dem or make dem public; members no go ever see your face
            picture and check results;
          </li>
          <li>
            <strong>wit di contact wey you choose</strong> when you plan date: di time, di place, your match first name
            and (only if dem don open am for you) their photo;
          </li>
          <li>
            <strong>wit Service Providers</strong> wey dey help us run di Service, like cloud hosting, email and push
            notification services, SMS company for sign-in codes and date safety messages, and Paystack for payments,
            under contracts wey say make dem protect am. Di photo and face checks dey use {site.photoChecksBy}.
          </li>
          <li>
            <strong>wit authorities</strong>, where law say make we do am or to protect person safety (see sections 11
            and 12);
          </li>
          <li>
            <strong>for business transaction</strong>, as section 10 explain.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'retention',
    title: 'How long we dey keep your data',
    body: (
      <>
        <p>We dey keep Personal Data only as long as we need am for di reasons wey dey dis policy:</p>
        <ul>
          <li>account and profile data for as long as your account dey open;</li>
          <li>
            your face template and check results for as long as your account dey open, and we go delete dem wit am; di
            face picture only while our team dey review am;
          </li>
          <li>
            when match end (unmatch, block or account delete), di last 50 messages of dat chat for 30 days, wey person
            fit read only if one of una two report am inside dat time, and then we go delete dem, except wetin report
            don copy;
          </li>
          <li>di share page of date wey you plan go work until one day after di date, no pass;</li>
          <li>payment records for six years, as Nigerian tax and accounting rules talk;</li>
          <li>
            reports and safety records for up to two years after account close, to stop pipo wey we ban make dem no come
            back;
          </li>
          <li>Usage Data for up to 24 months, unless we need am longer to keep di Service safe.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'transfer',
    title: 'When your data travel',
    body: (
      <p>
        Some of our Service Providers dey keep or process data outside Nigeria. When your Personal Data comot Nigeria,
        we dey make sure say dem protect am reach di standard wey di Nigeria Data Protection Act want, for example
        through contracts wit approved protection.
      </p>
    ),
  },
  {
    id: 'deletion',
    title: 'How to delete your data',
    body: (
      <>
        <p>
          You fit delete your photos and profile content anytime, and you fit delete your whole account for di app
          settings. When you delete your account, we go remove your profile from di Service sharp sharp and delete your
          Personal Data inside 30 days, except wetin law say make we keep (see section 7).
        </p>
        <p>
          To protect oda members, we dey keep wetin dem and our safety team record against account after dem delete am:
          di blocks wey oda members make, di reports about am (wit di words wey dem quote) and our team decisions. We
          dey keep dem under one-way key wey we make from your phone number, no be di number itself. If di same number
          sign up again, di new account go carry dem: di blocks go work again, di reports go join am, and our team go
          see say dem register am again after delete. To delete account dey also ask for code wey we send to your phone,
          so nobody else fit delete am for you.
        </p>
        <p>
          You also get right to see di Personal Data wey we get about you, to correct am, to object to some ways wey we
          dey use am and to ask for copy. Send your request through di <Link to={to(paths.support)}>Get help</Link>{' '}
          page.
        </p>
      </>
    ),
  },
  {
    id: 'business-transactions',
    title: 'Business transactions',
    body: (
      <p>
        If {name} join merger, acquisition or sale of assets, your Personal Data fit move as part of am. We go tell you
        before your Personal Data move and enter under anoda privacy policy.
      </p>
    ),
  },
  {
    id: 'law-enforcement',
    title: 'Police and law enforcement',
    body: (
      <p>
        We fit release Personal Data when law say make we do am or when court, police or anoda public authority for
        Nigeria send correct request. We dey check every request and we dey share only wetin di request lawfully need.
      </p>
    ),
  },
  {
    id: 'legal-requirements',
    title: 'Oda tins wey law require',
    body: (
      <>
        <p>We fit also release Personal Data in good faith where e dey necessary to:</p>
        <ul>
          <li>obey wetin law require;</li>
          <li>protect and defend di rights or property of {name};</li>
          <li>stop or investigate any wrong tin wey fit concern di Service;</li>
          <li>protect di safety of members or di public;</li>
          <li>protect against legal liability.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'security',
    title: 'How we dey secure your data',
    body: (
      <p>
        We dey protect your data wit encryption as e dey travel, access control, audit logs and regular review, and our
        staff dey see Personal Data only when their work need am. No way to send or keep data dey completely safe, so
        even though we dey work hard to protect your Personal Data, we no fit guarantee full security. If breach touch
        you, we go tell you and di regulator as law talk.
      </p>
    ),
  },
  {
    id: 'updates',
    title: 'Changes to dis policy',
    body: (
      <p>
        We fit update dis Privacy policy from time to time. We go post di new version for dis page, change di “Last
        updated” date for di top, and tell you for di app before important changes start to work. You fit send questions
        about dis policy through di <Link to={to(paths.support)}>Get help</Link> page.
      </p>
    ),
  },
];
