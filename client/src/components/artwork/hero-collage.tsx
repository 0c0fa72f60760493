import { Blyndmoji } from './blyndmoji';
import './hero-collage.css';

/**
 * The home page illustration, drawn with CSS and SVG: a bio-first profile, a mutual match,
 * the photo-unlock choice and a conversation starter. Decorative, so it is one described image.
 */
export function HeroCollage() {
  return (
    <div className="collage-wrap">
      <div
        className="collage"
        role="img"
        aria-label="A profile card showing only a bio and interests, a mutual match notification, a choice to unlock photos and a conversation starter"
      >
        <div className="collage__stage">
          <div className="collage__glow" />
          <div className="collage__card collage__profile">
            <div className="collage__photo">
              <span className="collage__lock">
                <svg width="18" height="18" viewBox="0 0 24 24">
                  <rect x="5" y="10" width="14" height="10" rx="2.5" fill="currentColor" />
                  <path d="M8 10V8a4 4 0 0 1 8 0v2" fill="none" stroke="currentColor" strokeWidth="2.2" />
                </svg>
                Photo hidden
              </span>
              <div className="collage__moji">
                <Blyndmoji name="amara" size={84} />
              </div>
            </div>
            <div className="collage__profile-body">
              <p className="collage__name">Amara, 27 · Lagos</p>
              <p className="collage__bio">
                Architect by day, amateur chef by night. Looking for someone who argues about jollof with love.
              </p>
              <div className="collage__chips">
                <span>Afrobeats</span>
                <span>Brunch</span>
                <span>Travel</span>
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
            <p>It&apos;s mutual! You both liked each other.</p>
          </div>
          <div className="collage__card collage__unlock">
            <p className="collage__unlock-title">Unlock photos with Amara?</p>
            <div className="collage__unlock-actions">
              <span className="collage__pill collage__pill--yes">Unlock</span>
              <span className="collage__pill">Not yet</span>
            </div>
          </div>
          <div className="collage__card collage__starter">
            <Blyndmoji name="amara" size={48} />
            <p>
              <strong>Conversation starter</strong>
              You both love travel. Where would your dream weekend be?
            </p>
          </div>
        </div>
      </div>
    </div>
  );
}
