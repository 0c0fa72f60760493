import { Router, type RequestHandler } from 'express';
import swaggerUi from 'swagger-ui-express';

/**
 * The API reference at /api/docs. The document is built on the first request for it, not with the app: generating it
 * from every schema takes a second or two of CPU, which each server start (and each test file's app) would otherwise
 * pay for a page few requests ask for.
 */
export function docsRoutes(buildDocument: () => object) {
  const router = Router();
  let document: object | undefined;
  let page: RequestHandler | undefined;
  const built = () => (document ??= buildDocument());
  router.get('/openapi.json', (_req, res) => {
    res.json(built());
  });
  // swagger-ui-express serves its init script from what setup() was given, so setup runs before any of its files.
  router.use('/', (_req, _res, next) => {
    page ??= swaggerUi.setup(built(), { customSiteTitle: 'API docs' });
    next();
  });
  const servePage: RequestHandler = (req, res, next) => page!(req, res, next);
  router.use('/', swaggerUi.serve, servePage);
  return router;
}
