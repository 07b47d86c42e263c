import { addSliceTranslations, findComparator, COMPARATORS, type ComparePageProps } from '@qs/shared';
import { ComparePage } from '../features/results-list';
import es from '../i18n/es.json';

addSliceTranslations('results', es);

/** qs_results/ComparePage — the comparison page of one comparator (/Comparar/{comparator}). */
const ExposedComparePage = ({ comparator }: ComparePageProps) => (
  <div data-slice="results" data-slice-version={__QS_BUILD_VERSION__}>
    <ComparePage comparator={findComparator(comparator) ?? COMPARATORS[0]!} />
  </div>
);

export default ExposedComparePage;
