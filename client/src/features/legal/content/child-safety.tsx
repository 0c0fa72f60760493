import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { site } from '../../../config/site';
import type { LegalSection } from '../components/legal-document';

const name = site.productName;

/** The six sections of the child-safety page. */
export const childSafetySections: readonly LegalSection[] = [
  {
    id: 'commitment',
    title: 'Our commitment',
    body: (
      <>
        <p>
          {name} is a dating service for adults. We have zero tolerance for child sexual abuse and exploitation (CSAE)
          and for any content, behaviour or contact that puts a child at risk.
        </p>
        <p>
          Keeping children off {name}, and protecting them from anyone who uses the internet to harm them, is a
          responsibility our whole team shares. These standards apply to every member, every message and every photo.
        </p>
      </>
    ),
  },
  {
    id: 'age-restrictions',
    title: 'Age restrictions',
    body: (
      <>
        <p className="legal__callout">
          <strong>You must be at least 18 years old to create an account or use {name} in any way.</strong>
        </p>
        <p>
          Members give their date of birth when they sign up, and anyone who says they are under 18 cannot register. The
          face check at sign-up also estimates age: when the estimate, less a safety margin, is under 18, the account is
          held and cannot finish signing up until our team has reviewed it. If we learn or suspect that a member is
          under 18, we suspend the account immediately and remove it after review.
        </p>
      </>
    ),
  },
  {
    id: 'preventive-measures',
    title: 'Preventive measures',
    body: (
      <ul>
        <li>
          <strong>Facial verification at registration:</strong> every new member completes a face check before sign-up
          can finish: {site.faceCheckBy}. The face is checked by {site.photoChecksBy}. An age estimate under 18 holds
          the account for our team to review.
        </li>
        <li>
          <strong>Every photo is checked before anyone else sees it:</strong> each upload waits as &quot;checking&quot;
          until it has been checked for nudity, violence, a face that may be under 18, a face that is not the
          member&apos;s verified face, and a copy of another member&apos;s or a removed photo. Photos that fail are
          refused or held, and a held photo stays hidden until our team has looked at it. Nothing is shown to other
          members before it passes.
        </li>
        <li>
          <strong>Clear rules:</strong> our <Link to={paths.userAgreement}>Terms of use</Link> ban any content that
          sexualises, exploits or endangers children, and any attempt to contact a minor.
        </li>
        <li>
          <strong>Permanent bans:</strong> accounts involved in child exploitation are removed for good, and we take
          steps to stop the same person from returning.
        </li>
        <li>
          <strong>Staff review:</strong> held photos, age reviews and reports are decided by our team in our control
          centre, with the evidence side by side; every decision is recorded, and the member is told.
        </li>
      </ul>
    ),
  },
  {
    id: 'reporting',
    title: 'Reporting channels',
    body: (
      <>
        <p>
          If you see a profile, photo or message that may involve a child, or a member you believe is under 18, please
          tell us at once:
        </p>
        <ul>
          <li>
            <strong>In the app:</strong> open the profile or conversation, tap the menu and choose Report, with the
            under-18 reason where it fits. Reports are confidential, and reports about a child go to the top of our
            moderation queue, ahead of every other report.
          </li>
          <li>
            <strong>On this website:</strong> send a message through the <Link to={paths.support}>Get help</Link> page
            with the subject “Child safety”. These messages go to the front of our queue.
          </li>
          <li>
            <strong>To the authorities:</strong> if a child is in immediate danger, call the Nigeria emergency number
            112 or contact the nearest police station.
          </li>
        </ul>
        <p>
          Please do not screenshot, save or share the content yourself; describe where you saw it and we will act on it.
        </p>
      </>
    ),
  },
  {
    id: 'compliance',
    title: 'Compliance with the law',
    body: (
      <>
        <p>
          We comply with the child protection laws of Nigeria, including the Child Rights Act 2003 and the Cybercrimes
          (Prohibition, Prevention, etc.) Act 2015, and with the child safety standards of the Apple App Store and
          Google Play.
        </p>
        <p>
          When we find child sexual abuse material or evidence that a child is at risk, we preserve the evidence, report
          it to the Nigeria Police Force and other relevant authorities, including the National Agency for the
          Prohibition of Trafficking in Persons (NAPTIP), and cooperate fully with their investigations.
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
          Our designated child safety contact is <strong>{site.childSafetyContactName}</strong> at {site.companyName},
          who is responsible for these standards and answers child safety reports. Write to{' '}
          <a href={`mailto:${site.childSafetyContactEmail}`}>{site.childSafetyContactEmail}</a>, or use the{' '}
          <Link to={paths.support}>Get help</Link> page with “Child safety” as the subject.
        </p>
        <p>
          Reports of child sexual abuse and exploitation (CSAE) are handled first, before any other report. Our team
          preserves the evidence, escalates the report to the Nigeria Police Force and NAPTIP, and records each
          escalation. Where a child is in immediate danger, call 112.
        </p>
      </>
    ),
  },
];
