import { Blyndmoji } from './blyndmoji';
import { useCollageTexts } from './texts';
import './hero-collage.css';

/**
 * The home page illustration, drawn with CSS and SVG: a bio-first profile, a mutual match,
 * the photo-unlock choice and a conversation starter. Decorative, so it is one described image.
 */
export function HeroCollage() {
  const t = useCollageTexts();
  return (
    <div className="collage-wrap">
      <div className="collage" role="img" aria-label={t('label')}>
        <div className="collage__stage">
          <div className="collage__glow" />
          <div className="collage__card collage__profile">
            <div className="collage__photo">
              <span className="collage__lock">
                <svg width="18" height="18" viewBox="0 0 24 24">
                  <rect x="5" y="10" width="14" height="10" rx="2.5" fill="currentColor" />
                  <path d="M8 10V8a4 4 0 0 1 8 0v2" fill="none" stroke="currentColor" strokeWidth="2.2" />
                </svg>
                {t('photoHidden')}
              </span>
              <div className="collage__moji">
                <Blyndmoji name="amara" size={84} />
              </div>
            </div>
            <div className="collage__profile-body">
              <p className="collage__name">Amara, 27 · Lagos</p>
              <p className="collage__bio">{t('bio')}</p>
              <div className="collage__chips">
                <span>{t('music')}</span>
                <span>{t('brunch')}</span>
                <span>{t('travel')}</span>
              </div>
            </div>
          </div>
          <div className="collage__card collage__match">
            <div className="collage__pair">
              <Blyndmoji name="tobi" size={44} />
              <span className="collage__heart">
                <svg width="22" height="22" viewBox="0 0 24 24">
                  <path
                    d="M12 21s-8.5-5.2-8.5-11.2C3.5 6.6 5.9 4.5 8.6 4.5c1.5 0 2.7.8 3.4 1.8.7-1 1.9-1.8 3.4-1.8 2.7 0 5.1 2.1 5.1 5.3C20.5 15.8 12 21 12 21Z"
                    fill="currentColor"
                  />
                </svg>
              </span>
              <Blyndmoji name="amara" size={44} />
            </div>
            <p>{t('mutual')}</p>
          </div>
          <div className="collage__card collage__unlock">
            <p className="collage__unlock-title">{t('unlockWith')}</p>
            <div className="collage__unlock-actions">
              <span className="collage__pill collage__pill--yes">{t('unlock')}</span>
              <span className="collage__pill">{t('notYet')}</span>
            </div>
          </div>
          <div className="collage__card collage__starter">
            <Blyndmoji name="amara" size={48} />
            <p>
              <strong>{t('starter')}</strong>
              {t('starterText')}
            </p>
          </div>
        </div>
      </div>
    </div>
  );
}
