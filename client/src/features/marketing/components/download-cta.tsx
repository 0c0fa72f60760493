import { StoreBadges } from '../../../components/ui/store-badges';
import { site } from '../../../config/site';
import './marketing.css';

export function DownloadCta({ title = 'Your next great conversation is one bio away.' }: { title?: string }) {
  return (
    <section className="section section--dark download-cta" aria-labelledby="download-cta-title">
      <div className="container download-cta__inner">
        <div>
          <span className="eyebrow">Get the app</span>
          <h2 id="download-cta-title">{title}</h2>
          <p>
            Download {site.productName} for iPhone or Android, write a bio that sounds like you, and meet people who
            like you for who you are. Joining is free.
          </p>
        </div>
        <StoreBadges light />
      </div>
    </section>
  );
}
