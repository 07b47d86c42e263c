import type { DataAuthorisation } from '@qs/shared';
import { setKnownPolicyVersion } from '../common/api/policy-version';

/** The policy version the slice's tests run with: the page has read it already, so no test asks the API for it. */
export const TEST_POLICY_VERSION = '1.0';

/** What a form sends once its box is ticked (docs/security.md#data-authorisation). */
export const TEST_AUTHORISATION: DataAuthorisation = { version: TEST_POLICY_VERSION, aceptada: true };

beforeEach(() => setKnownPolicyVersion(TEST_POLICY_VERSION));
