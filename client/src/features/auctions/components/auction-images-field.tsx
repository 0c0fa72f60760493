import { useId, useRef, useState } from 'react';
import { MAX_AUCTION_IMAGES } from '@blynd/shared';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { notifyError, notifyFailure } from '../../../lib/toast';
import { uploadAuctionImage } from '../api/admin-auctions';
import './auctions.css';
import { moved } from '../auction-form-values';

type Props = {
  images: string[];
  onChange: (images: string[]) => void;
  /** True while files are being uploaded, so the form is not saved without them. */
  onBusyChange: (busy: boolean) => void;
};

/**
 * The images of an auction: chosen files are uploaded one by one as they are picked (the server answers each
 * one's path); thumbnails in the order shown, each movable and removable; at most 8.
 */
export function AuctionImagesField({ images, onChange, onBusyChange }: Props) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(0);
  // The list as it stands after each finished upload, even before the parent has rendered it again.
  const latest = useRef(images);
  latest.current = images;
  const room = MAX_AUCTION_IMAGES - images.length;

  const change = (next: string[]) => {
    latest.current = next;
    onChange(next);
  };

  async function add(files: File[]) {
    if (input.current) input.current.value = '';
    if (files.length === 0) return;
    const taken = files.slice(0, Math.max(room, 0));
    if (taken.length < files.length)
      notifyError(`At most ${MAX_AUCTION_IMAGES} images; ${files.length - taken.length} not added`);
    if (taken.length === 0) return;
    setUploading(taken.length);
    onBusyChange(true);
    for (const file of taken) {
      try {
        const { path } = await uploadAuctionImage(file);
        change([...latest.current, path]);
      } catch (error) {
        notifyFailure(error);
      }
      setUploading((count) => count - 1);
    }
    onBusyChange(false);
  }

  return (
    <fieldset className="auction-images" aria-describedby={`${id}-hint`}>
      <legend className="field__label">Images</legend>
      {images.length > 0 && (
        <ol className="auction-images__list">
          {images.map((path, index) => (
            <li key={path} className="auction-images__item">
              <img src={path} alt={`Image ${index + 1}`} width={120} height={80} />
              <div className="auction-images__actions">
                <Button
                  size="sm"
                  variant="ghost"
                  disabled={index === 0}
                  onClick={() => change(moved(images, index, -1))}
                  aria-label={`Move image ${index + 1} earlier`}
                >
                  ←
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  disabled={index === images.length - 1}
                  onClick={() => change(moved(images, index, 1))}
                  aria-label={`Move image ${index + 1} later`}
                >
                  →
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  onClick={() => change(images.filter((_, i) => i !== index))}
                  aria-label={`Remove image ${index + 1}`}
                >
                  Remove
                </Button>
              </div>
            </li>
          ))}
        </ol>
      )}
      <div className="auction-images__add">
        {room > 0 && (
          <>
            <input
              id={`${id}-file`}
              ref={input}
              className="visually-hidden"
              type="file"
              accept="image/*"
              multiple
              disabled={uploading > 0}
              onChange={(event) => void add([...(event.target.files ?? [])])}
            />
            {/* After the input, so its keyboard focus can show on the label (CSS `input:focus-visible + label`). */}
            <label
              htmlFor={`${id}-file`}
              className="btn btn--secondary btn--sm"
              aria-disabled={uploading > 0 || undefined}
            >
              Add images
            </label>
          </>
        )}
        <span aria-live="polite" className="auction-images__status">
          {uploading > 0 && (
            <>
              <Spinner size={16} /> Uploading {uploading === 1 ? 'an image' : `${uploading} images`}…
            </>
          )}
        </span>
      </div>
      <p className="field__hint" id={`${id}-hint`}>
        Up to {MAX_AUCTION_IMAGES} JPEG, PNG or WebP images of at most 10 MB each; the first is shown first.{' '}
        {images.length} of {MAX_AUCTION_IMAGES} added.
      </p>
    </fieldset>
  );
}
