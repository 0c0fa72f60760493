import request from 'supertest';
import type { TestApp } from '../../../test-support/test-app';

const APP = '/api/v1/app';

/** The app's liveness calls for a member's access token, on the suite's app (`app()` once it is open). */
export const livenessApi = (app: () => TestApp) => ({
  start: (token: string) =>
    request(app().app).post(`${APP}/me/liveness/sessions`).set('Authorization', `Bearer ${token}`),
  complete: (token: string, id: string) =>
    request(app().app).post(`${APP}/me/liveness/sessions/${id}/complete`).set('Authorization', `Bearer ${token}`),
  signupStatus: async (token: string) =>
    (await request(app().app).get(`${APP}/me/signup`).set('Authorization', `Bearer ${token}`)).body,
});
