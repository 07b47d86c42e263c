import { answers, RefreshQuery, PrivacyPolicyAnswer } from '@qs/contract';
import { currentPolicy } from '../../privacy/policy';
import type { RouteModule } from '../context';

/**
 * GET /api/privacy-policy: the personal-data processing policy in force, its version, date and hash; the policy page
 * shows it and the forms send its version with each authorisation (docs/security.md#data-authorisation).
 */
export const privacyPolicyRoutes: RouteModule = (app) => {
  app.get(
    '/api/privacy-policy',
    {
      schema: { querystring: RefreshQuery, response: answers({ 200: PrivacyPolicyAnswer }) },
      config: { cacheSeconds: 300 },
    },
    async () => ({ data: currentPolicy() }),
  );
};
