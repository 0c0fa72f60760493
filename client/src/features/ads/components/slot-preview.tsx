import { useRef } from 'react';
import type { AdSlotKey } from '@blynd/shared';
import { Blyndmoji } from '../../../components/artwork/blyndmoji';
import './slot-preview.css';

const PEOPLE = ['amara', 'tobi', 'ngozi', 'amara'] as const;

/** Where the ad sits on each screen of the app, drawn as a phone screen with the slot's own image in place. */
function Screen({ slot, image }: { slot: AdSlotKey; image: string | null }) {
  const ad = (
    <div className="phone-ad" data-testid="placement">
      {image ? <img src={image} alt="" /> : <span>Your ad here</span>}
      <small>Sponsored</small>
    </div>
  );
  if (slot === 'filterSlot') {
    return (
      <div className="phone-screen">
        <p className="phone-screen__title">Explore</p>
        <div className="phone-grid">
          <div className="phone-tile">
            <Blyndmoji name="amara" size={40} />
            <span>Amara, 27</span>
          </div>
          <div className="phone-tile">
            <Blyndmoji name="ngozi" size={40} />
            <span>Ngozi, 25</span>
          </div>
          {ad}
          <div className="phone-tile">
            <Blyndmoji name="tobi" size={40} />
            <span>Tobi, 29</span>
          </div>
        </div>
      </div>
    );
  }
  if (slot === 'friendRequestSlot') {
    return (
      <div className="phone-screen">
        <p className="phone-screen__title">Matches</p>
        {ad}
        {PEOPLE.slice(0, 3).map((name, index) => (
          <div className="phone-row" key={index}>
            <Blyndmoji name={name} size={32} />
            <span>It&apos;s mutual!</span>
          </div>
        ))}
      </div>
    );
  }
  return (
    <div className="phone-screen">
      <p className="phone-screen__title">Messages</p>
      {PEOPLE.slice(0, 2).map((name, index) => (
        <div className="phone-row" key={index}>
          <Blyndmoji name={name} size={32} />
          <span>Where is your dream weekend?</span>
        </div>
      ))}
      {ad}
      <div className="phone-row">
        <Blyndmoji name="ngozi" size={32} />
        <span>See you on Saturday!</span>
      </div>
    </div>
  );
}

/** 'view slot image' opens an in-page preview of the placement (a dialog: Escape closes it, focus returns). */
export function SlotPreview({ slot, label, image }: { slot: AdSlotKey; label: string; image: string | null }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = `slot-preview-${slot}`;
  return (
    <>
      <button
        type="button"
        className="slot-row__link"
        onClick={() => dialog.current?.showModal()}
        aria-label={`view slot image: ${label}`}
      >
        view slot image
      </button>
      <dialog
        ref={dialog}
        className="slot-preview"
        aria-labelledby={titleId}
        onClick={(event) => event.target === dialog.current && dialog.current?.close()}
      >
        <h2 id={titleId}>{label}: where your ad appears</h2>
        <div className="phone">
          <Screen slot={slot} image={image} />
        </div>
        <button type="button" className="btn btn--secondary btn--md" onClick={() => dialog.current?.close()}>
          Close preview
        </button>
      </dialog>
    </>
  );
}
