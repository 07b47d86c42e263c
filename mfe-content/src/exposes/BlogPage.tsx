import { addSliceTranslations } from '@qs/shared';
import { BlogPage } from '../features/blog/components/BlogPage';
import es from '../i18n/es.json';
import '../common/components/content-ui.css';
import '../features/blog/blog.css';

addSliceTranslations('content', es);

/** qs_content/BlogPage — the blog (/QS-Blog, /QS-Blog/{slug}). */
const ExposedBlogPage = () => (
  <div data-slice="content" data-slice-version={__QS_BUILD_VERSION__}>
    <BlogPage />
  </div>
);

export default ExposedBlogPage;
