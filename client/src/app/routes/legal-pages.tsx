import { site } from '../../config/site';
import { LegalDocument } from '../../features/legal/components/legal-document';
import { childSafetySections } from '../../features/legal/content/child-safety';
import { PRIVACY_LAST_UPDATED, privacySections } from '../../features/legal/content/privacy';
import { termsSections } from '../../features/legal/content/terms';
import { useDocumentMeta } from '../../lib/use-document-meta';

export function UserAgreementRoute() {
  useDocumentMeta(
    'Terms of use',
    `The rules for using ${site.productName}: eligibility, conduct, content, Premium payments and your account.`,
  );
  return (
    <LegalDocument
      title="Terms of use"
      intro={
        <p>
          Please read these terms carefully. They explain what you can expect from {site.productName}, what we expect
          from you, and how Premium purchases work.
        </p>
      }
      sections={termsSections}
    />
  );
}

export function PrivacyPolicyRoute() {
  useDocumentMeta('Privacy policy', `How ${site.productName} collects, uses, shares and protects your personal data.`);
  return (
    <LegalDocument
      title="Privacy policy"
      updated={PRIVACY_LAST_UPDATED}
      intro={
        <p>
          Your privacy matters to us, especially on a service built around choosing what you reveal and when. This
          policy explains what we collect and the control you have over it.
        </p>
      }
      sections={privacySections}
    />
  );
}

export function ChildSafetyRoute() {
  useDocumentMeta(
    'Child Safety',
    `${site.productName} is for adults aged 18 and over. Our standards against child sexual abuse and exploitation.`,
  );
  return (
    <LegalDocument
      title="Child Safety standards"
      intro={
        <p>
          {site.productName} is strictly for adults. This page explains how we keep children off the service, how we
          prevent abuse and exploitation, and how to report a concern.
        </p>
      }
      sections={childSafetySections}
    />
  );
}
