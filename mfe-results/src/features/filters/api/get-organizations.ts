import { apiClient } from '@qs/shared';

export interface OrganizationOption {
  id: number;
  displayName: string;
  type: string;
}

/**
 * docs/product/results.md#filters: organizations of one type, cached per type (the client's 5-minute cache), 3 tries
 * 1500 ms apart, then 'Error al obtener las organizaciones de tipo {type}'.
 */
export const getOrganizationsOfType = (type: string) =>
  apiClient
    .get<{ data: OrganizationOption[] }>(`/organization/seguros/tipo/${encodeURIComponent(type)}`, {}, {
      cache: true,
      retry: { times: 3, delayMs: 1500, message: `Error al obtener las organizaciones de tipo ${type}` },
    })
    .then((answer) => answer.data);

/** Every organization of the comparator's types, once each, by name. */
export const getOrganizations = async (types: readonly string[]): Promise<OrganizationOption[]> => {
  const lists = await Promise.all(types.map(getOrganizationsOfType));
  const unique = new Map(lists.flat().map((organization) => [organization.id, organization]));
  return [...unique.values()].sort((a, b) => a.displayName.localeCompare(b.displayName, 'es'));
};
