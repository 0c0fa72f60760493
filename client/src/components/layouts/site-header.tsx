import { useEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { paths } from '../../config/paths';
import { site } from '../../config/site';
import { Logo } from '../artwork/logo';
import { ButtonLink } from '../ui/button';
import { primaryNav } from './nav-links';
import { useSitePath } from './site-language';
import { useLayoutTexts } from './texts';
import './site-header.css';

const navClass = ({ isActive }: { isActive: boolean }) => `top-nav__link${isActive ? ' top-nav__link--active' : ''}`;

export function SiteHeader() {
  return (
    <>
      <DesktopBar />
      <PhoneBar />
    </>
  );
}

function DesktopBar() {
  const t = useLayoutTexts();
  const to = useSitePath();
  return (
    <header className="top-bar">
      <div className="container top-bar__inner">
        <Link to={to(paths.home)} className="top-bar__brand" aria-label={t('homeLabel', { product: site.productName })}>
          <Logo />
        </Link>
        <nav aria-label={t('mainNav')} className="top-nav">
          <a className="top-nav__link" href={site.blogUrl} target="_blank" rel="noopener noreferrer">
            {t('blog')}
          </a>
          {primaryNav.map((item) => (
            <NavLink key={item.to} to={to(item.to)} className={navClass}>
              {t(item.label)}
            </NavLink>
          ))}
          <Link to={paths.member.root} className="top-nav__link">
            {t('signIn')}
          </Link>
          <ButtonLink to={to(paths.premium)} size="sm" className="top-nav__cta">
            {t('getPremiumCaps')}
          </ButtonLink>
        </nav>
      </div>
    </header>
  );
}

/** Small screens: a sticky bar whose Menu/Close button slides a panel down (500 ms) and any tap in it closes it. */
function PhoneBar() {
  const t = useLayoutTexts();
  const to = useSitePath();
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLElement>(null);

  useEffect(() => {
    setOpen(false);
  }, [pathname]);

  // The open menu is a modal panel: Tab cycles between the Close button and its links, the page behind
  // is inert, and Escape closes it with focus back on the Menu button.
  useEffect(() => {
    if (!open) return;
    const behind = [...document.querySelectorAll<HTMLElement>('.skip-link, main, footer.site-footer')];
    behind.forEach((element) => (element.inert = true));
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        toggleRef.current?.focus();
        return;
      }
      if (event.key !== 'Tab') return;
      const stops = [toggleRef.current, ...(menuRef.current?.querySelectorAll<HTMLElement>('a[href]') ?? [])].filter(
        (item): item is HTMLElement => !!item,
      );
      const index = stops.indexOf(document.activeElement as HTMLElement);
      const next = index === -1 ? 0 : (index + (event.shiftKey ? -1 : 1) + stops.length) % stops.length;
      event.preventDefault();
      stops[next].focus();
    };
    document.addEventListener('keydown', onKey);
    document.body.classList.add('menu-open');
    return () => {
      behind.forEach((element) => (element.inert = false));
      document.removeEventListener('keydown', onKey);
      document.body.classList.remove('menu-open');
    };
  }, [open]);

  const close = () => setOpen(false);
  return (
    <header className="phone-bar">
      <div className="phone-bar__inner">
        <Link
          to={to(paths.home)}
          className="top-bar__brand"
          aria-label={t('homeLabel', { product: site.productName })}
          onClick={close}
        >
          <Logo />
        </Link>
        <button
          ref={toggleRef}
          type="button"
          className="phone-bar__toggle"
          aria-expanded={open}
          aria-controls="phone-menu"
          onClick={() => setOpen((value) => !value)}
        >
          <span className={`burger${open ? ' burger--open' : ''}`} aria-hidden="true">
            <span />
            <span />
            <span />
          </span>
          {open ? t('close') : t('menu')}
        </button>
      </div>
      <nav
        id="phone-menu"
        ref={menuRef}
        aria-label={t('mainNav')}
        className={`phone-menu${open ? ' phone-menu--open' : ''}`}
        inert={!open}
        onClick={close}
      >
        <ul className="phone-menu__list">
          <li>
            <Link to={to(paths.get)} className="phone-menu__link">
              {t('downloadApp')}
            </Link>
          </li>
          <li>
            <a href={site.blogUrl} className="phone-menu__link" target="_blank" rel="noopener noreferrer">
              {t('blog')}
            </a>
          </li>
          <li>
            <Link to={to(paths.premium)} className="phone-menu__link phone-menu__link--premium">
              {t('getPremium')}
            </Link>
          </li>
          {primaryNav.map((item) => (
            <li key={item.to}>
              <Link to={to(item.to)} className="phone-menu__link">
                {t(item.label)}
              </Link>
            </li>
          ))}
          <li>
            <Link to={paths.member.root} className="phone-menu__link">
              {t('signIn')}
            </Link>
          </li>
        </ul>
      </nav>
    </header>
  );
}
