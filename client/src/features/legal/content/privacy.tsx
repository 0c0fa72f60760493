import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { site } from '../../../config/site';
import type { LegalSection } from '../components/legal-document';

const name = site.productName;

export const PRIVACY_LAST_UPDATED = '31 October 2023';

/** The fourteen sections of the privacy policy, in order. */
export const privacySections: readonly LegalSection[] = [
  {
    id: 'interpretation',
    title: 'Interpretation and definitions',
    body: (
      <>
        <p>Words with capital letters have the meanings below, whether they appear in the singular or the plural.</p>
        <ul>
          <li>
            <strong>“We”, “us”, “our” or “{name}”</strong> means the company that runs the {name} dating service.
          </li>
          <li>
            <strong>“Service”</strong> means the {name} apps for iOS and Android, this website and everything offered
            through them.
          </li>
          <li>
            <strong>“You”</strong> means the person using the Service.
          </li>
          <li>
            <strong>“Personal Data”</strong> means any information that identifies you or could be used to identify you.
          </li>
          <li>
            <strong>“Usage Data”</strong> means information collected automatically when you use the Service.
          </li>
          <li>
            <strong>“Service Providers”</strong> means companies that process data on our behalf, such as hosting,
            messaging and payment providers.
          </li>
          <li>
            <strong>“Device”</strong> means any phone, tablet or computer you use to access the Service.
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
          This Privacy policy explains what information {name} collects, why we collect it, how we use and protect it,
          and the choices and rights you have. It applies to everyone who uses the Service.
        </p>
        <p>
          We handle Personal Data in line with the Nigeria Data Protection Act 2023 and the regulations of the Nigeria
          Data Protection Commission. By using the Service you agree to the collection and use of information as this
          policy describes.
        </p>
      </>
    ),
  },
  {
    id: 'data-collected',
    title: 'Types of data we collect',
    body: (
      <>
        <h3>Information you give us</h3>
        <ul>
          <li>
            Account details: your first name, phone number, email address, date of birth, gender and state or region.
          </li>
          <li>
            Profile content: your bio, interests, values and relationship goals, your blyndmoji and any photos you
            upload.
          </li>
          <li>
            The income range you choose at sign-up, which sets your earning status (Upstart, Citizen, Investor or
            Elite).
          </li>
          <li>
            Facial verification (biometric data, which you agree to separately before the check): at sign-up,{' '}
            {site.faceCheckBy}. It is checked by {site.photoChecksBy}. We keep the pass or fail result, the estimated
            age, and a face template (numbers describing your face, or for Amazon Rekognition a small crop of it) used
            only to check that your photos show you. We keep the face image itself only while our team reviews it (an
            age estimate under 18, or a photo held because it may not be you or may show someone under 18) and delete it
            once the review is settled.
          </li>
          <li>
            Photo checks: every photo you upload is checked by the same models before anyone else can see it (nudity,
            violence, whether it shows your verified face, age, and whether it copies another member&apos;s or a removed
            photo). We keep the result, the scores and a perceptual hash of the picture; a photo our team removes keeps
            its hash, so the same picture cannot be uploaded again.
          </li>
          <li>
            Messages, likes, photo requests, reports and support messages you send. Chat messages, bios and prompt
            answers are checked automatically for patterns of scams and abuse (requests for money, bank details, moving
            off the app, investment pitches, travel lures, sexual content and harassment); a match is recorded with the
            rules that fired, the message is still delivered, and the person you write to may be shown a safety tip.
          </li>
          <li>
            Date safety: when you plan a date in the app, the time, place and the contact you choose (their name and
            phone number), whom we send the date&apos;s details by SMS and, if you do not answer your check-in or ask
            for help, an alert.
          </li>
        </ul>
        <h3>Payment information</h3>
        <p>
          Premium payments are processed by <strong>Paystack</strong>, our payment processor. You enter your card or
          bank details on Paystack’s secure page, not ours. We receive and keep only the transaction reference, the
          amount, the date, the card type and the <strong>last four digits</strong> of the card used. We never receive
          or store your full card number, PIN or CVV.
        </p>
      </>
    ),
  },
  {
    id: 'usage-data',
    title: 'Usage data',
    body: (
      <>
        <p>When you use the Service we automatically collect information such as:</p>
        <ul>
          <li>your Device type, operating system, app version and browser type;</li>
          <li>your IP address and approximate location derived from it;</li>
          <li>
            the pages and screens you visit, the features you use, the time and date of your visits and how long you
            stay;
          </li>
          <li>crash reports and diagnostic information.</li>
        </ul>
        <p>
          Our website stores a small amount of information in your browser, for example to complete a payment you
          started. We do not use advertising cookies on this website.
        </p>
      </>
    ),
  },
  {
    id: 'purposes',
    title: 'How we use your data',
    body: (
      <>
        <p>We use Personal Data to:</p>
        <ul>
          <li>create and manage your account and show your profile to other members;</li>
          <li>suggest matches based on your values, interests and goals, and write conversation starters;</li>
          <li>deliver likes, match notifications, photo unlocks and messages;</li>
          <li>
            verify that you are a real adult and that your photos show you (the verified badge), and, if you buy the
            badge, your earning status;
          </li>
          <li>process Premium payments and keep records of them;</li>
          <li>
            keep members safe: check every photo before it is shown, detect scams, fraud and fake profiles, review
            reports and enforce our Terms of use;
          </li>
          <li>answer your support messages and send you service notices;</li>
          <li>understand how the Service is used so we can fix problems and improve it;</li>
          <li>show ads to members who do not have Premium, without sharing your Personal Data with advertisers.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'sharing',
    title: 'Sharing your data',
    body: (
      <>
        <p>We do not sell your Personal Data. We share it only:</p>
        <ul>
          <li>
            <strong>with other members</strong>, as you choose: your bio and interests are visible to members, and your
            photos, once they have passed the checks, only when you unlock them or make them public; your face image and
            check results are never shown to members;
          </li>
          <li>
            <strong>with the contact you choose</strong> when you plan a date: its time, place, your match&apos;s first
            name and (only if it is unlocked to you) their photo;
          </li>
          <li>
            <strong>with Service Providers</strong> who help us run the Service, such as cloud hosting, email and push
            notification services, an SMS provider for sign-in codes and date safety messages, and Paystack for
            payments, under contracts that require them to protect it. The photo and face checks use{' '}
            {site.photoChecksBy}.
          </li>
          <li>
            <strong>with authorities</strong>, where the law requires it or to protect someone’s safety (see sections 11
            and 12);
          </li>
          <li>
            <strong>in a business transaction</strong>, as described in section 10.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'retention',
    title: 'Retention of your data',
    body: (
      <>
        <p>We keep Personal Data only as long as we need it for the purposes in this policy:</p>
        <ul>
          <li>account and profile data for as long as your account is open;</li>
          <li>
            your face template and check results for as long as your account is open, deleted with it; the face image
            only while our team reviews it;
          </li>
          <li>
            when a match ends (unmatch, block or account deletion), the last 50 messages of that conversation for 30
            days, readable only if one of the two of you reports it within that time, and then deleted, except what a
            report copied;
          </li>
          <li>a planned date&apos;s share page works until a day after the date, and no longer;</li>
          <li>payment records for six years, as Nigerian tax and accounting rules require;</li>
          <li>
            reports and safety records for up to two years after an account is closed, to stop banned people from
            returning;
          </li>
          <li>Usage Data for up to 24 months, unless we need it longer to keep the Service secure.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'transfer',
    title: 'Transfer of your data',
    body: (
      <p>
        Some of our Service Providers store or process data outside Nigeria. When your Personal Data leaves Nigeria we
        make sure it is protected to the standard the Nigeria Data Protection Act requires, for example through
        contracts with approved safeguards.
      </p>
    ),
  },
  {
    id: 'deletion',
    title: 'Deleting your data',
    body: (
      <>
        <p>
          You can delete your photos and profile content at any time, and you can delete your whole account in the app
          settings. When you delete your account we remove your profile from the Service straight away and delete your
          Personal Data within 30 days, except for what we must keep by law (see section 7).
        </p>
        <p>
          To protect other members, we keep what they and our safety team recorded against an account after it is
          deleted: the blocks other members made, the reports about it (with the quoted words) and our team&apos;s
          decisions. We keep them under a one-way key made from your phone number, not the number itself. If the same
          number signs up again, the new account inherits them: those blocks apply again, the reports are attached to
          it, and our team sees that it was re-registered after a deletion. Deleting an account also asks for a code
          sent to your phone, so nobody else can delete it for you.
        </p>
        <p>
          You also have the right to see the Personal Data we hold about you, to correct it, to object to some uses and
          to ask for a copy. Send your request through the <Link to={paths.support}>Get help</Link> page.
        </p>
      </>
    ),
  },
  {
    id: 'business-transactions',
    title: 'Business transactions',
    body: (
      <p>
        If {name} is involved in a merger, acquisition or sale of assets, your Personal Data may be transferred as part
        of it. We will tell you before your Personal Data moves and becomes subject to a different privacy policy.
      </p>
    ),
  },
  {
    id: 'law-enforcement',
    title: 'Law enforcement',
    body: (
      <p>
        We may disclose Personal Data when required to by law or in response to a valid request from a court, the police
        or another public authority in Nigeria. We check every request and share only what the request lawfully
        requires.
      </p>
    ),
  },
  {
    id: 'legal-requirements',
    title: 'Other legal requirements',
    body: (
      <>
        <p>We may also disclose Personal Data in good faith where it is necessary to:</p>
        <ul>
          <li>comply with a legal obligation;</li>
          <li>protect and defend the rights or property of {name};</li>
          <li>prevent or investigate possible wrongdoing in connection with the Service;</li>
          <li>protect the personal safety of members or the public;</li>
          <li>protect against legal liability.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'security',
    title: 'Security of your data',
    body: (
      <p>
        We protect your data with encryption in transit, access controls, audit logs and regular reviews, and our staff
        see Personal Data only when their work needs it. No method of sending or storing data is completely secure, so
        while we work hard to protect your Personal Data we cannot guarantee absolute security. If a breach affects you,
        we will tell you and the regulator as the law requires.
      </p>
    ),
  },
  {
    id: 'updates',
    title: 'Updates to this policy',
    body: (
      <p>
        We may update this Privacy policy from time to time. We will post the new version on this page, change the “Last
        updated” date at the top, and tell you in the app before important changes take effect. Questions about this
        policy are welcome through the <Link to={paths.support}>Get help</Link> page.
      </p>
    ),
  },
];
