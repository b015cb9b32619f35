/**
 * How a list's count reads when a counted search stopped at SEARCH_COUNT_LIMIT (decision 0063): « plus de
 * 1 000 » in place of the number, in the tab badges and under the list.
 */
import { SEARCH_COUNT_LIMIT } from '@shared/requests/request-list.constants';

/** « plus de 1 000 », the group separator French typography wants (a narrow no-break space). */
export const moreThanLimit = `plus de ${SEARCH_COUNT_LIMIT.toLocaleString('fr-FR')}`;

/** The count as the list shows it: the number, or « plus de 1 000 » when the server stopped counting. */
export const countLabel = (value: number, capped: boolean | undefined): string | number =>
  capped ? moreThanLimit : value;
