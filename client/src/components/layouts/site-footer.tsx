import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { site } from '../../config/site';
import { Logo } from '../artwork/logo';
import { FacebookIcon, InstagramIcon, TikTokIcon, XIcon } from '../artwork/social-icons';
import { StoreBadges } from '../ui/store-badges';
import { LanguageSwitch } from './language-switch';
import { useSitePath } from './site-language';
import { useLayoutTexts } from './texts';
import './site-footer.css';

export function SiteFooter() {
  const t = useLayoutTexts();
  const to = useSitePath();
  const on = (network: string) => t('onNetwork', { product: site.productName, network });
  const socials = [
    { href: site.xUrl, label: on('X'), Icon: XIcon },
    { href: site.instagramUrl, label: on('Instagram'), Icon: InstagramIcon },
    { href: site.facebookUrl, label: on('Facebook'), Icon: FacebookIcon },
    { href: site.tiktokUrl, label: on('TikTok'), Icon: TikTokIcon },
  ];
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <div className="site-footer__brand">
          <Logo light />
          <p>{t('footerTagline')}</p>
          <ul className="site-footer__socials" aria-label={t('socialMedia')}>
            {socials.map(({ href, label, Icon }) => (
              <li key={label}>
                <a href={href} aria-label={label} title={label} target="_blank" rel="noopener noreferrer">
                  <Icon />
                </a>
              </li>
            ))}
          </ul>
        </div>
        <nav aria-label={t('explore')} className="site-footer__col">
          <h2 className="site-footer__heading">{t('explore')}</h2>
          <ul>
            <li>
              <Link to={to(paths.premium)}>{t('premiumPlans')}</Link>
            </li>
            <li>
              <Link to={to(paths.auctions)}>{t('auctions')}</Link>
            </li>
            <li>
              <Link to={to(paths.tokens)}>{t('buyTokens')}</Link>
            </li>
            <li>
              <Link to={to(paths.safety)}>{t('safetyTips')}</Link>
            </li>
            <li>
              <Link to={to(paths.faqs)}>{t('faqs')}</Link>
            </li>
            <li>
              <Link to={to(paths.advertise)}>{t('advertiseWithUs')}</Link>
            </li>
            <li>
              <Link to={to(paths.support)}>{t('getHelp')}</Link>
            </li>
            <li>
              <a href={site.blogUrl} target="_blank" rel="noopener noreferrer">
                {t('blog')}
              </a>
            </li>
          </ul>
        </nav>
        <nav aria-label={t('legal')} className="site-footer__col">
          <h2 className="site-footer__heading">{t('legal')}</h2>
          <ul>
            <li>
              <Link to={to(paths.userAgreement)}>{t('termsOfUse')}</Link>
            </li>
            <li>
              <Link to={to(paths.privacyPolicy)}>{t('privacyPolicy')}</Link>
            </li>
            <li>
              <Link to={to(paths.childSafety)}>{t('childSafety')}</Link>
            </li>
          </ul>
        </nav>
        <div className="site-footer__col">
          <h2 className="site-footer__heading">{t('getTheApp')}</h2>
          <StoreBadges light />
        </div>
      </div>
      <div className="container site-footer__bottom">
        <p>{t('rights', { year: new Date().getFullYear(), product: site.productName })}</p>
        <LanguageSwitch />
        <p>{t('adultsOnly', { product: site.productName })}</p>
      </div>
    </footer>
  );
}
