import { Link } from 'react-router';
import { sitePath } from '../../../../components/layouts/site-language';
import { paths } from '../../../../config/paths';
import { site } from '../../../../config/site';
import type { LegalSection } from '../../components/legal-document';

const name = site.productName;
const to = (path: string) => sitePath(path, 'pcm');

/**
 * The six sections of the child-safety page in Nigerian Pidgin, section for section with ../child-safety.tsx (the
 * same ids). The English page is the binding one (decision 0174); a change there is made here in the same change.
 */
export const childSafetySectionsPcm: readonly LegalSection[] = [
  {
    id: 'commitment',
    title: 'Wetin we promise',
    body: (
      <>
        <p>
          {name} na dating service for adults. We no go ever gree for sexual abuse and exploitation of pikin (CSAE), and
          for any content, behaviour or contact wey fit put pikin for danger.
        </p>
        <p>
          To keep pikin comot from {name}, and to protect dem from anybody wey dey use internet to harm dem, na work wey
          our whole team dey do together. Dis standards dey for every member, every message and every photo.
        </p>
      </>
    ),
  },
  {
    id: 'age-restrictions',
    title: 'Age wey you must reach',
    body: (
      <>
        <p className="legal__callout">
          <strong>You must don reach at least 18 years before you fit create account or use {name} for any way.</strong>
        </p>
        <p>
          Members dey give their date of birth when dem sign up, and anybody wey talk say dem never reach 18 no fit
          register. Di face check for sign-up dey also guess age: when di guess, after we remove safety margin, dey
          under 18, we go hold di account and e no fit finish sign-up until our team don check am. If we find out or we
          suspect say member never reach 18, we go suspend di account immediately and remove am after we check.
        </p>
      </>
    ),
  },
  {
    id: 'preventive-measures',
    title: 'How we dey block am before e happen',
    body: (
      <ul>
        <li>
          <strong>Face check when you register:</strong> every new member dey do face check before sign-up fit finish:{' '}
          {site.faceCheckBy}. Na {site.photoChecksBy} dey check di face. If di age guess dey under 18, we go hold di
          account make our team check am.
        </li>
        <li>
          <strong>We dey check every photo before anybody else see am:</strong> every upload dey wait as
          &quot;checking&quot; until we don check am for nakedness, violence, face wey fit never reach 18, face wey no
          be di member own verified face, and copy of anoda member photo or photo wey we don remove. Photo wey fail, we
          go refuse am or hold am, and photo wey we hold go remain hidden until our team don look am. Nothing go show to
          oda members before e pass.
        </li>
        <li>
          <strong>Clear rules:</strong> our <Link to={to(paths.userAgreement)}>Terms of use</Link> ban any content wey
          dey use pikin for sex matter, dey exploit am or dey put am for danger, and any try to contact pikin.
        </li>
        <li>
          <strong>Ban forever:</strong> we go remove account wey get hand for pikin exploitation forever, and we dey
          take steps to stop di same person make e no come back.
        </li>
        <li>
          <strong>Our team dey check:</strong> na our team dey decide photos wey we hold, age checks and reports for our
          control centre, wit di evidence side by side; we dey record every decision, and we dey tell di member.
        </li>
      </ul>
    ),
  },
  {
    id: 'reporting',
    title: 'How to report',
    body: (
      <>
        <p>
          If you see profile, photo or message wey fit concern pikin, or member wey you believe say never reach 18, abeg
          tell us sharp sharp:
        </p>
        <ul>
          <li>
            <strong>For di app:</strong> open di profile or di chat, tap di menu and choose Report, wit di under-18
            reason where e fit. Reports na secret, and reports about pikin dey go di top of our moderation line, before
            every oda report.
          </li>
          <li>
            <strong>For dis website:</strong> send message through di <Link to={to(paths.support)}>Get help</Link> page
            wit di subject “Child safety”. Dis messages dey go di front of our line.
          </li>
          <li>
            <strong>To di authorities:</strong> if pikin dey for danger now-now, call Nigeria emergency number 112 or
            contact di police station wey near you.
          </li>
        </ul>
        <p>Abeg no screenshot, save or share di content yourself; tell us where you see am and we go act on am.</p>
      </>
    ),
  },
  {
    id: 'compliance',
    title: 'We dey follow di law',
    body: (
      <>
        <p>
          We dey follow di child protection laws of Nigeria, including di Child Rights Act 2003 and di Cybercrimes
          (Prohibition, Prevention, etc.) Act 2015, and di child safety standards of Apple App Store and Google Play.
        </p>
        <p>
          When we find material of child sexual abuse or evidence say pikin dey for danger, we go keep di evidence,
          report am to di Nigeria Police Force and oda authorities wey concern, including di National Agency for the
          Prohibition of Trafficking in Persons (NAPTIP), and we go cooperate full-full wit their investigation.
        </p>
      </>
    ),
  },
  {
    id: 'contact',
    title: 'Contact',
    body: (
      <>
        <p>
          Di person wey we choose for pikin safety matter na <strong>{site.childSafetyContactName}</strong> for{' '}
          {site.companyName}, wey dey responsible for dis standards and dey answer pikin safety reports. Write to{' '}
          <a href={`mailto:${site.childSafetyContactEmail}`}>{site.childSafetyContactEmail}</a>, or use di{' '}
          <Link to={to(paths.support)}>Get help</Link> page wit “Child safety” as di subject.
        </p>
        <p>
          We dey handle reports of child sexual abuse and exploitation (CSAE) first, before any oda report. Our team dey
          keep di evidence, dey carry di report go di Nigeria Police Force and NAPTIP, and dey record every time dem
          carry am go. If pikin dey for danger now-now, call 112.
        </p>
      </>
    ),
  },
];
