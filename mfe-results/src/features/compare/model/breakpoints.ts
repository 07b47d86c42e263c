/** docs/product/results.md#compare-selection: the compare checkbox is offered on desktop only. */
export const DESKTOP_QUERY = '(min-width: 992px)';
