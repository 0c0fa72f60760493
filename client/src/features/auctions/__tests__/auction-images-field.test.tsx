import { useState } from 'react';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { toast } from 'sonner';
import { adminSession } from '../../../lib/auth/session';
import { tokenExpiringIn } from '../../../lib/auth/__tests__/token-fixtures';
import { mockFetch, renderWithProviders } from '../../../test-support/render';
import { AuctionImagesField } from '../components/auction-images-field';

jest.mock('sonner', () => ({ toast: { error: jest.fn(), success: jest.fn() } }));

const path = (name: string) => `/media/auctions/${name}.webp`;
const file = (name: string) => new File(['png bytes'], name, { type: 'image/png' });

function Harness({ initial, seen, busy }: { initial: string[]; seen: string[][]; busy: boolean[] }) {
  const [images, setImages] = useState(initial);
  return (
    <AuctionImagesField
      images={images}
      onChange={(next) => {
        seen.push(next);
        setImages(next);
      }}
      onBusyChange={(value) => busy.push(value)}
    />
  );
}

const thumbnails = () => screen.queryAllByRole('img').map((img) => img.getAttribute('src'));

describe('auction images field', () => {
  beforeEach(() => {
    jest.clearAllMocks();
    adminSession.start({ adminId: 'a1', token: tokenExpiringIn(3600) });
  });

  it('When two files are chosen, then each is uploaded as multipart field image with the token, and both thumbnails show in order', async () => {
    const fetchMock = mockFetch(
      { status: 201, body: { path: path('first') } },
      { status: 201, body: { path: path('second') } },
    );
    const seen: string[][] = [];
    const busy: boolean[] = [];
    renderWithProviders(<Harness initial={[]} seen={seen} busy={busy} />);
    fireEvent.change(screen.getByLabelText('Add images'), { target: { files: [file('a.png'), file('b.png')] } });
    await waitFor(() => expect(thumbnails()).toEqual([path('first'), path('second')]));
    expect(fetchMock).toHaveBeenCalledTimes(2);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect([url, init.method]).toEqual(['/api/v1/admin/auctions/images', 'POST']);
    expect((init.headers as Record<string, string>).Authorization).toMatch(/^Bearer /);
    expect((init.body as FormData).get('image')).toBeInstanceOf(File);
    expect(busy).toEqual([true, false]);
    expect(screen.getByRole('img', { name: 'Image 2' })).toBeTruthy();
  });

  it('When an image is removed or moved, then the ordered paths follow', () => {
    const seen: string[][] = [];
    renderWithProviders(<Harness initial={[path('a'), path('b'), path('c')]} seen={seen} busy={[]} />);
    fireEvent.click(screen.getByRole('button', { name: 'Remove image 2' }));
    expect(thumbnails()).toEqual([path('a'), path('c')]);
    fireEvent.click(screen.getByRole('button', { name: 'Move image 2 earlier' }));
    expect(seen.at(-1)).toEqual([path('c'), path('a')]);
    expect((screen.getByRole('button', { name: 'Move image 1 earlier' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('When an upload is refused, then the server’s words are shown and no image is added', async () => {
    mockFetch({ status: 415, body: { error: 'Upload a JPEG, PNG or WebP image' } });
    const seen: string[][] = [];
    renderWithProviders(<Harness initial={[]} seen={seen} busy={[]} />);
    fireEvent.change(screen.getByLabelText('Add images'), { target: { files: [file('notes.txt')] } });
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Upload a JPEG, PNG or WebP image', expect.anything()),
    );
    expect(seen).toEqual([]);
    expect(thumbnails()).toEqual([]);
  });

  it('When more files are chosen than there is room for, then only the room is uploaded, and at 8 no more can be added', async () => {
    const initial = Array.from({ length: 6 }, (_, i) => path(`p${i}`));
    const fetchMock = mockFetch(
      { status: 201, body: { path: path('x7') } },
      { status: 201, body: { path: path('x8') } },
    );
    renderWithProviders(<Harness initial={initial} seen={[]} busy={[]} />);
    fireEvent.change(screen.getByLabelText('Add images'), {
      target: { files: [file('1.png'), file('2.png'), file('3.png')] },
    });
    await waitFor(() => expect(thumbnails()).toHaveLength(8));
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(toast.error).toHaveBeenCalledWith('At most 8 images; 1 not added', expect.anything());
    expect(screen.queryByLabelText('Add images')).toBeNull();
  });
});
