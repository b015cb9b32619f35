import { type ClassValue, clsx } from 'clsx';
import { twMerge } from 'tailwind-merge';

/**
 * Joins class names and lets the last conflicting Tailwind utility win (`px-2` then `px-4` → `px-4`).
 * tailwind-merge keeps its default LRU cache of 500 entries (spec §9).
 */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
