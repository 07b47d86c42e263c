import { apiClient, type DataAuthorisation } from '@qs/shared';

/**
 * The version of the personal-data processing policy the forms' authorisation names (docs/security.md#data-authorisation).
 * The API keeps the policy's one copy (GET /api/privacy-policy) and refuses another version. It is read once a page,
 * as soon as a form with the authorisation shows, so that a request kept in the outbox while the API is unreachable
 * still carries it.
 */
let version: Promise<string> | null = null;

export const loadPolicyVersion = (): Promise<string> => {
  if (!version) {
    const asked = apiClient.get('/privacy-policy', {}, { cache: true }).then((answer) => answer.data.version);
    version = asked;
    // A failed read is asked again at the next form or send.
    asked.catch(() => {
      if (version === asked) version = null;
    });
  }
  return version;
};

/** What a body sends once the visitor ticked the box: the version of the policy in force, accepted. */
export const dataAuthorisation = async (): Promise<DataAuthorisation> => ({
  version: await loadPolicyVersion(),
  aceptada: true,
});

/** Tests: the version the page already read (null: none, the next form asks the API). */
export const setKnownPolicyVersion = (known: string | null): void => {
  version = known === null ? null : Promise.resolve(known);
};
