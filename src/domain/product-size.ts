/** "350ml" from an ERP reads "350 ml": number and unit held by a no-break space. */
export function spacedSize(size: string): string {
  return size.trim().replace(/(\d)\s*(ml|cl|l|oz)\b/giu, '$1\u00a0$2');
}
