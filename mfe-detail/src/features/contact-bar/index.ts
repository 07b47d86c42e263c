// The page's floating contact links and its scroll progress bar.
export { ContactBar } from './components/ContactBar';
export { ScrollProgress } from './components/ScrollProgress';
export { scrollOffset } from './model/site-offset';
