import { failureFrom } from '../../../../lib/http';
import { ApiError, NETWORK_ERROR_MESSAGE } from '../../../../lib/http';
import { APP_API, currentAccessToken, memberLanguageHeaders, refreshAccessToken } from '../../../api/session';

/** POST /me/photos with upload progress (fetch cannot report it); one refresh on 401, like memberApi. */
export async function uploadPhoto(file: File, onProgress: (fraction: number) => void): Promise<void> {
  const attempt = (token: string | null) =>
    new Promise<{ status: number; body: string }>((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open('POST', `${APP_API}/me/photos`);
      if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
      for (const [name, value] of Object.entries(memberLanguageHeaders())) xhr.setRequestHeader(name, value);
      xhr.upload.onprogress = (event) => event.lengthComputable && onProgress(event.loaded / event.total);
      xhr.onload = () => resolve({ status: xhr.status, body: xhr.responseText });
      xhr.onerror = () => reject(new ApiError(NETWORK_ERROR_MESSAGE, 0));
      const form = new FormData();
      form.append('photo', file);
      xhr.send(form);
    });
  let result = await attempt(currentAccessToken());
  if (result.status === 401) result = await attempt(await refreshAccessToken());
  if (result.status < 200 || result.status >= 300)
    throw await failureFrom(new Response(result.body, { status: result.status }));
  onProgress(1);
}
