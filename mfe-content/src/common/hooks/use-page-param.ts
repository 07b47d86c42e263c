import { useSearchParams } from 'react-router';
import { PAGE_PARAM } from '../model/page-param';

/** The current page from ?pagina= (1 when missing or not a positive whole number). */
export const usePageParam = (): number => {
  const [params] = useSearchParams();
  const page = Number(params.get(PAGE_PARAM));
  return Number.isInteger(page) && page > 1 ? page : 1;
};
