import request from 'supertest';
import type { TestApp } from '../../../test-support/test-app';
import { sandboxJpeg } from '../../../test-support/images';

const APP = '/api/v1/app';

/** The app's liveness calls for a member's access token, on the suite's app (`app()` once it is open). */
export const livenessApi = (app: () => TestApp) => ({
  start: (token: string) =>
    request(app().app).post(`${APP}/me/liveness/sessions`).set('Authorization', `Bearer ${token}`),
  complete: (token: string, id: string) =>
    request(app().app).post(`${APP}/me/liveness/sessions/${id}/complete`).set('Authorization', `Bearer ${token}`),
  consent: async (token: string) =>
    request(app().app)
      .put(`${APP}/me/signup/biometric-consent`)
      .set('Authorization', `Bearer ${token}`)
      .send({ accepted: true }),
  /** The sandbox step's selfie; `marker` asks the screening sandbox for another reading (decision 0143). */
  selfie: async (token: string, marker?: string) =>
    request(app().app)
      .post(`${APP}/me/liveness/selfie`)
      .set('Authorization', `Bearer ${token}`)
      .attach('photo', await sandboxJpeg(marker), 'selfie.jpg'),
  signupStatus: async (token: string) =>
    (await request(app().app).get(`${APP}/me/signup`).set('Authorization', `Bearer ${token}`)).body,
});
