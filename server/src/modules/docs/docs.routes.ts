import { Router } from 'express';
import swaggerUi from 'swagger-ui-express';

export function docsRoutes(document: object) {
  const router = Router();
  router.get('/openapi.json', (_req, res) => {
    res.json(document);
  });
  router.use('/', swaggerUi.serve, swaggerUi.setup(document, { customSiteTitle: 'API docs' }));
  return router;
}
