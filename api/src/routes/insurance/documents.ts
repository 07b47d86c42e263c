import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { answers, IdParams, RefreshQuery, DocumentFileParams, PdfFileAnswer, PlanDocumentsAnswer } from '@qs/contract';
import { notFound } from '../../http/errors';
import { documentOrganizations, planDocuments } from '../../store/document-files';
import type { RouteModule } from '../context';
import { documentUrl } from '../../catalogue/build-tabs';
import { requirePlan } from './plan-lookup';

/** GET /api/documents/insurance/{id} lists a plan's PDFs; /api/documents/files/{file}.pdf serves one. */
export const documentRoutes: RouteModule = (app, { db, documents }) => {
  app.get(
    '/api/documents/insurance/:id',
    {
      schema: { params: IdParams, querystring: RefreshQuery, response: answers({ 200: PlanDocumentsAnswer }) },
      config: { cacheSeconds: 300 },
    },
    async (request) => {
      const plan = await requirePlan(db, request.params.id, request.catalogueScope);
      return {
        data: (await planDocuments(db, plan.id)).map((doc) => ({
          title: doc.title,
          kind: doc.kind,
          url: documentUrl(doc.file_name),
          size: doc.size,
          pages: doc.pages,
        })),
      };
    },
  );

  app.get(
    '/api/documents/files/:file',
    {
      schema: { params: DocumentFileParams, querystring: RefreshQuery, response: answers({ 200: PdfFileAnswer }) },
    },
    async (request, reply) => {
      const doc = await documents.find(request.params.file);
      // docs/security.md#partner-restrictions: a partner host gets the PDFs of its organizations' plans only.
      const scope = request.catalogueScope;
      const allowed =
        doc && (scope.organizations === null || (await documentOrganizations(db, doc.file_name)).some(scope.allows));
      if (!doc || !allowed) throw notFound('Documento no encontrado');
      const path = await documents.ensure(doc.file_name);
      const { size } = await stat(path);
      return reply
        .type('application/pdf')
        .header('Content-Length', size)
        .header('Content-Disposition', `inline; filename="${doc.file_name}"`)
        .header('Cache-Control', 'public, max-age=86400')
        .send(createReadStream(path));
    },
  );
};
