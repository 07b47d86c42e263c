// 'Compartir resultados': a short link to the current view.
export { ShareResultsButton } from './components/ShareResultsButton';
