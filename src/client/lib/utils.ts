import { type ClassValue, clsx } from 'clsx';
import { twMerge } from 'tailwind-merge';

/** Joins class names and lets later Tailwind utilities override earlier conflicting ones. */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}

/**
 * Builds tailwind-merge's class map, which its first merge does (every merge after it is a
 * lookup and a short parse). Run in a task of its own before a page is hydrated, it keeps that
 * cost, the larger part of the first button's, out of the hydration's task.
 */
export function warmUpClassMerge(): void {
  cn('p-0', 'p-1');
}
