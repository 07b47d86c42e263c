import { apiClient, type Organization } from '@qs/shared';

/** What the organization filter reads of an organization. */
export type OrganizationOption = Pick<Organization, 'id' | 'displayName' | 'type'>;

/**
 * docs/product/results.md#filters: organizations of one type, cached per type (the client's 5-minute cache), 3 tries
 * 1500 ms apart, then 'Error al obtener las organizaciones de tipo {type}'.
 */
export const getOrganizationsOfType = (type: string) =>
  apiClient
    .get(
      `/organization/seguros/tipo/${encodeURIComponent(type)}`,
      {},
      {
        cache: true,
        retry: { times: 3, delayMs: 1500, message: `Error al obtener las organizaciones de tipo ${type}` },
      },
    )
    .then((answer) => answer.data);

/** Every organization of the comparator's types, once each, by name. */
export const getOrganizations = async (types: readonly string[]): Promise<OrganizationOption[]> => {
  const lists = await Promise.all(types.map(getOrganizationsOfType));
  const unique = new Map(lists.flat().map((organization) => [organization.id, organization]));
  return [...unique.values()].sort((a, b) => a.displayName.localeCompare(b.displayName, 'es'));
};
