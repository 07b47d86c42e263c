import { useSearchParams } from 'react-router';

/** The paging query parameter of the site (docs/product/content.md#routes). */
export const PAGE_PARAM = 'pagina';

/** The current page from ?pagina= (1 when missing or not a positive whole number). */
export const usePageParam = (): number => {
  const [params] = useSearchParams();
  const page = Number(params.get(PAGE_PARAM));
  return Number.isInteger(page) && page > 1 ? page : 1;
};
