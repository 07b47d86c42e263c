import { paths } from '@qs/shared';
import { PAGE_PARAM } from '../../../common/model/page-param';
import type { LandingListName } from './landing-kind';

/** The query parameter of the department filter: `/Clinicas-y-Hospitales?departamento=11`. */
export const DEPARTMENT_PARAM = 'departamento';

/** Lists a visitor can filter by department (docs/product/content.md#landing-lists: "Busca una clínica por departamento"). */
export const DEPARTMENT_FILTERED_LISTS: readonly LandingListName[] = ['Clinicas-y-Hospitales'];

/** The department code of ?departamento= (two digits, as the API takes it), or null. */
export const readDepartment = (params: URLSearchParams): string | null => {
  const code = params.get(DEPARTMENT_PARAM);
  return code && /^[0-9]{2}$/.test(code) ? code : null;
};

/** The link of one page of a list, keeping its department. */
export const listPageHref = (type: LandingListName, page: number, department: string | null): string => {
  const href = paths.landingList.getHref(type, page);
  return department ? `${href}${href.includes('?') ? '&' : '?'}${DEPARTMENT_PARAM}=${department}` : href;
};

/** The query after choosing a department (null: all): back to the first page, other parameters kept. */
export const withDepartment = (params: URLSearchParams, department: string | null): URLSearchParams => {
  const next = new URLSearchParams(params);
  next.delete(PAGE_PARAM);
  if (department) next.set(DEPARTMENT_PARAM, department);
  else next.delete(DEPARTMENT_PARAM);
  return next;
};
