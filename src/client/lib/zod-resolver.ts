/**
 * The forms' zod resolver, with zod's French messages (`@shared/zod-fr`): both come with the first form
 * that needs them, not with the pages' first load (forms import the resolver from here, never directly).
 */
import '@shared/zod-fr';

export { zodResolver } from '@hookform/resolvers/zod';
