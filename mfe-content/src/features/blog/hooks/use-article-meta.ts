import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { getPartner, setDocumentMeta } from '@qs/shared';

/**
 * An article's own title and summary on the document (docs/product/content.md#blog), over the blog's route title
 * the shell puts on every `/QS-Blog/*` address: a shared or bookmarked article names itself. On a partner's site
 * the title ends with the partner's name and the description stays the partner's, as the shell decides.
 */
export const useArticleMeta = (article: { title: string; summary?: string } | null): void => {
  const { t } = useTranslation('content');
  const partner = getPartner();
  const title = article
    ? t(partner ? 'blog.partnerDocumentTitle' : 'blog.documentTitle', {
        title: article.title,
        partner: partner?.name ?? '',
      })
    : null;
  const description = partner?.SEOMetadata?.description ? undefined : article?.summary || undefined;
  useEffect(() => {
    if (!title) return undefined;
    const before = {
      title: document.title,
      description: document.querySelector('meta[name="description"]')?.getAttribute('content') ?? undefined,
    };
    setDocumentMeta({ title, description });
    // Back on the blog's list the shell's title is unchanged, so the shell does not put it back: the article does.
    return () => setDocumentMeta(description ? before : { title: before.title });
  }, [title, description]);
};
