export { BlogPage } from './components/BlogPage';
