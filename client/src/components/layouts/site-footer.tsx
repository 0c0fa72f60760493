import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { site } from '../../config/site';
import { Logo } from '../artwork/logo';
import { FacebookIcon, InstagramIcon, TikTokIcon, XIcon } from '../artwork/social-icons';
import { StoreBadges } from '../ui/store-badges';
import './site-footer.css';

export function SiteFooter() {
  const socials = [
    { href: site.xUrl, label: `${site.productName} on X`, Icon: XIcon },
    { href: site.instagramUrl, label: `${site.productName} on Instagram`, Icon: InstagramIcon },
    { href: site.facebookUrl, label: `${site.productName} on Facebook`, Icon: FacebookIcon },
    { href: site.tiktokUrl, label: `${site.productName} on TikTok`, Icon: TikTokIcon },
  ];
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <div className="site-footer__brand">
          <Logo light />
          <p>Dating that starts with who you are. Made in Nigeria for people who want something real.</p>
          <ul className="site-footer__socials" aria-label="Social media">
            {socials.map(({ href, label, Icon }) => (
              <li key={label}>
                <a href={href} aria-label={label} title={label} target="_blank" rel="noopener noreferrer">
                  <Icon />
                </a>
              </li>
            ))}
          </ul>
        </div>
        <nav aria-label="Explore" className="site-footer__col">
          <h2 className="site-footer__heading">Explore</h2>
          <ul>
            <li>
              <Link to={paths.premium}>Premium plans</Link>
            </li>
            <li>
              <Link to={paths.auctions}>Auctions</Link>
            </li>
            <li>
              <Link to={paths.tokens}>Buy tokens</Link>
            </li>
            <li>
              <Link to={paths.safety}>Safety tips</Link>
            </li>
            <li>
              <Link to={paths.faqs}>FAQs</Link>
            </li>
            <li>
              <Link to={paths.advertise}>Advertise with us</Link>
            </li>
            <li>
              <Link to={paths.support}>Get help</Link>
            </li>
            <li>
              <a href={site.blogUrl} target="_blank" rel="noopener noreferrer">
                Blog
              </a>
            </li>
          </ul>
        </nav>
        <nav aria-label="Legal" className="site-footer__col">
          <h2 className="site-footer__heading">Legal</h2>
          <ul>
            <li>
              <Link to={paths.userAgreement}>Terms of use</Link>
            </li>
            <li>
              <Link to={paths.privacyPolicy}>Privacy policy</Link>
            </li>
            <li>
              <Link to={paths.childSafety}>Child Safety</Link>
            </li>
          </ul>
        </nav>
        <div className="site-footer__col">
          <h2 className="site-footer__heading">Get the app</h2>
          <StoreBadges light />
        </div>
      </div>
      <div className="container site-footer__bottom">
        <p>
          © {new Date().getFullYear()} {site.productName}. All rights reserved.
        </p>
        <p>You must be 18 or older to use {site.productName}.</p>
      </div>
    </footer>
  );
}
