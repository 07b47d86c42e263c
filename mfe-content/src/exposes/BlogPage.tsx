import { addSliceTranslations } from '@qs/shared';
// The slice-wide styles first, so that the page's own stylesheet (imported by the page) comes after them.
import '../common/components/content-ui.css';
import { BlogPage } from '../features/blog';
import es from '../i18n/es.json';

addSliceTranslations('content', es);

/** qs_content/BlogPage — the blog (/QS-Blog, /QS-Blog/{slug}). */
const ExposedBlogPage = () => (
  <div data-slice="content" data-slice-version={__QS_BUILD_VERSION__}>
    <BlogPage />
  </div>
);

export default ExposedBlogPage;
