import type { Understanding, UnderstandOptions } from '../types.ts';
export function understand(question: string, options: UnderstandOptions): Understanding {
  void question; void options;
  throw new Error('not yet');
}
